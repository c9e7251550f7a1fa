import Foundation

// Constraints described as iOS describes them, for logs and the debugger:
// `<NSLayoutConstraint:0x6000… 'id' UILabel:0x7f….leading == UIView:0x7f….leading + 20   (active)>`.
extension NSLayoutConstraint {
    /// `first.attribute == multiplier*second.attribute + constant @priority`.
    var equation: String {
        var rhs: String
        if let second {
            rhs = (multiplier == 1 ? "" : "\(number(multiplier))*") + "\(itemDescription(second)).\(secondAttribute.name)"
            if constant != 0 { rhs += (constant > 0 ? " + " : " - ") + number(abs(constant)) }
        } else {
            rhs = number(constant)
        }
        let priorityText = priority.isRequired ? "" : " @\(number(CGFloat(priority.rawValue)))"
        return "\(itemDescription(first)).\(firstAttribute.name) \(relation.symbol) \(rhs)\(priorityText)"
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute lies on; nil for `notAnAttribute`.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// `0x…`: the object's address, as iOS names objects in descriptions.
func address(of object: AnyObject) -> String { "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16) }

/// `UILabel:0x…` for a view, `UILayoutGuide:0x…'identifier'` for a guide, "nil" for none.
func itemDescription(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    if let guide = item as? UILayoutGuide {
        return "UILayoutGuide:\(address(of: guide))" + (guide.identifier.isEmpty ? "" : "'\(guide.identifier)'")
    }
    return "\(type(of: item)):\(address(of: item))"
}

/// A whole number without a decimal point, else the shortest decimal.
func number(_ x: CGFloat) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(Double(x))"
}
