import Foundation

/// Value types named for messages as the code that passed them spells them: "a String",
/// "an NSValue holding a CGPoint", "an array of UIColor"; and the kinds key paths take.
enum ValueTypeName {
    /// The type of `v`, with its article.
    static func of(_ v: Any) -> String {
        if type(of: v) is NSNumber.Type { return "an NSNumber" }
        if let box = v as? NSValue, type(of: v) is NSValue.Type {
            guard let held = boxed(box.encoding) else { return "an NSValue" }
            return "an NSValue holding \(article(held)) \(held)"
        }
        if let c = v as? CAValue { return expected(c.typeName) }
        if let array = v as? [Any] {
            var names: [String] = []
            for element in array where !names.contains(bare(element)) { names.append(bare(element)) }
            return names.isEmpty ? "an empty array" : "an array of " + names.joined(separator: " and ")
        }
        let name = bare(v)
        return "\(article(name)) \(name)"
    }

    /// The kind a key path takes ("number", "point"...), with its article.
    static func expected(_ kind: String) -> String {
        switch kind {
        case "number": return "a number"
        case "bool": return "a Bool"
        case "point": return "a CGPoint"
        case "size": return "a CGSize"
        case "rect": return "a CGRect"
        case "color": return "a CGColor"
        case "transform": return "a CATransform3D"
        case "path": return "a CGPath"
        case "colors": return "an array of CGColor"
        case "numbers": return "an array of numbers"
        case "null": return "nil"
        default: return "a \(kind)"
        }
    }

    private static func bare(_ v: Any) -> String {
        if type(of: v) is NSNumber.Type { return "NSNumber" }
        if type(of: v) is NSValue.Type { return "NSValue" }
        return String(describing: type(of: v))
    }

    private static func boxed(_ encoding: String) -> String? {
        switch encoding {
        case NSValue.pointEncoding: return "CGPoint"
        case NSValue.sizeEncoding: return "CGSize"
        case NSValue.rectEncoding: return "CGRect"
        case NSValue.transform3DEncoding: return "CATransform3D"
        case NSValue.affineEncoding: return "CGAffineTransform"
        default: return nil
        }
    }

    /// "an" before a vowel sound: "an Int", "an NSValue"; "a UIColor".
    private static func article(_ name: String) -> String {
        if name.hasPrefix("NS") { return "an" }
        return "AEIOaeio".contains(name.first ?? "x") ? "an" : "a"
    }
}
