import Foundation
import Sandglass

/// The Auto Layout constraints of the view whose layer the inspector selected: every active
/// constraint that names the view (`constraintsAffectingLayout`, both axes, in activation order),
/// written as an equation with the items named from the view's side ("self", "superview",
/// "subview 2", a guide's identifier), and whether the engine broke it in a conflict (the one it logged
/// as Xcode does, "Unable to simultaneously satisfy constraints").
struct ViewConstraints: Equatable {
    struct Row: Equatable {
        /// `self.leading == superview.leading + 20 @750`.
        var equation: String
        /// The constraint's identifier, if it has one.
        var identifier: String?
        /// Broken by the engine: it contradicts required constraints activated before it.
        var isBroken: Bool
    }

    private(set) var rows: [Row] = []

    /// The constraints of `layer`'s view (none for a layer that backs no view).
    init(of layer: CALayer) {
        guard let view = layer.delegate as? UIView else { return }
        var seen = Set<ObjectIdentifier>()
        let all = (view.constraintsAffectingLayout(for: .horizontal) + view.constraintsAffectingLayout(for: .vertical))
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
        rows = all.map { c in
            Row(equation: Self.equation(c, from: view), identifier: c.identifier, isBroken: c.isBrokenByConflict)
        }
    }

    static func equation(_ c: NSLayoutConstraint, from view: UIView) -> String {
        let first = "\(name(of: c.firstItem, from: view)).\(c.firstAttribute)"
        let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        var right: String
        if let second = c.secondItem {
            right = (c.multiplier == 1 ? "" : "\(number(c.multiplier))×") + "\(name(of: second, from: view)).\(c.secondAttribute)"
            if c.constant != 0 { right += (c.constant > 0 ? " + " : " - ") + number(abs(c.constant)) }
        } else {
            right = number(c.constant)
        }
        let priority = c.priority.rawValue >= 1000 ? "" : " @\(number(CGFloat(c.priority.rawValue)))"
        return "\(first) \(relation) \(right)\(priority)"
    }

    /// An item as seen from `view`.
    private static func name(of item: AnyObject?, from view: UIView) -> String {
        switch item {
        case let other as UIView where other === view: return "self"
        case let other as UIView where other === view.superview: return "superview"
        case let other as UIView:
            if let index = view.subviews.firstIndex(where: { $0 === other }) { return "subview \(index)" }
            if let index = view.superview?.subviews.firstIndex(where: { $0 === other }) { return "sibling \(index)" }
            return "\(type(of: other))"
        case let guide as UILayoutGuide:
            let owner = guide.owningView.map { name(of: $0, from: view) } ?? "?"
            return guide.identifier.isEmpty ? "\(owner).guide" : "\(owner).\(guide.identifier)"
        default: return "nil"
        }
    }

    private static func number(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int64(v)) : String(format: "%.4g", Double(v))
    }
}
