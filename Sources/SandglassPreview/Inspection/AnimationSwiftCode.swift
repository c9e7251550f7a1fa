import Foundation
import Sandglass

/// An animation written out as the Swift that makes it, for pasting into app code: the literal of its
/// class (`CABasicAnimation`, `CASpringAnimation`, `CAKeyframeAnimation`, `CAAnimationGroup`) with its
/// key path, values, duration, timing and repeat, each property only when it differs from Core
/// Animation's default, then the `add(_:forKey:)` line.
///
/// The layer's copy is what is written (what runs, after params and edits), so `beginTime`, which Core
/// Animation stamped with the time it was added, is left out: the pasted code starts when it is added.
/// Numbers are written in full (the shortest text that reads back as the same value), so the code
/// makes exactly the animation that is on screen.
enum AnimationSwiftCode {
    /// `layer.add(name, forKey: "key")` preceded by the lines that make the animation; `name` is the
    /// key made an identifier ("animation" when it has no letters).
    static func code(for animation: CAAnimation, key: String, layer: String = "layer") -> String {
        let name = identifier(for: key)
        return (lines(for: animation, name: name) + ["\(layer).add(\(name), forKey: \(quoted(key)))"]).joined(separator: "\n") + "\n"
    }

    /// `CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)`.
    static func controlPoints(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> String {
        "CAMediaTimingFunction(controlPoints: \([c1x, c1y, c2x, c2y].map(number).joined(separator: ", ")))"
    }

    /// A named curve by its name (`CAMediaTimingFunction(name: .easeIn)`), any other by its points.
    static func timingFunction(_ f: CAMediaTimingFunction) -> String {
        let names: [(CAMediaTimingFunctionName, String)] = [(.linear, "linear"), (.easeIn, "easeIn"), (.easeOut, "easeOut"),
                                                           (.easeInEaseOut, "easeInEaseOut"), (.default, "default")]
        if let (_, name) = names.first(where: { CAMediaTimingFunction(name: $0.0) == f }) {
            return "CAMediaTimingFunction(name: .\(name == "default" ? "`default`" : name))"
        }
        return controlPoints(f.c1x, f.c1y, f.c2x, f.c2y)
    }

    private static func lines(for animation: CAAnimation, name: String) -> [String] {
        var out: [String] = []
        func set(_ property: String, _ value: String) { out.append("\(name).\(property) = \(value)") }
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath.map(quoted) ?? "nil"
        switch animation {
        case let group as CAAnimationGroup:
            out.append("let \(name) = CAAnimationGroup()")
            let children = (group.animations ?? []).enumerated().map { ("\(name)\($0.offset)", $0.element) }
            out = children.flatMap { lines(for: $0.1, name: $0.0) } + out
            set("animations", "[" + children.map(\.0).joined(separator: ", ") + "]")
        case let spring as CASpringAnimation:
            out.append("let \(name) = CASpringAnimation(keyPath: \(keyPath))")
            if spring.mass != 1 { set("mass", number(spring.mass)) }
            if spring.stiffness != 100 { set("stiffness", number(spring.stiffness)) }
            if spring.damping != 10 { set("damping", number(spring.damping)) }
            if spring.initialVelocity != 0 { set("initialVelocity", number(spring.initialVelocity)) }
            basicValues(spring, set)
        case let basic as CABasicAnimation:
            out.append("let \(name) = CABasicAnimation(keyPath: \(keyPath))")
            basicValues(basic, set)
        case let keyframes as CAKeyframeAnimation:
            out.append("let \(name) = CAKeyframeAnimation(keyPath: \(keyPath))")
            if let values = keyframes.values { set("values", "[" + values.map(value).joined(separator: ", ") + "]") }
            if let times = keyframes.keyTimes { set("keyTimes", "[" + times.map { number($0.doubleValue) }.joined(separator: ", ") + "]") }
            if let functions = keyframes.timingFunctions {
                set("timingFunctions", "[" + functions.map(timingFunction).joined(separator: ", ") + "]")
            }
            if keyframes.calculationMode != .linear { set("calculationMode", ".\(keyframes.calculationMode.rawValue)") }
            if keyframes.path != nil { out.append("// \(name).path: a CGPath, not written out here") }
        default:
            out.append("let \(name) = \(type(of: animation))()")
        }
        if let property = animation as? CAPropertyAnimation {
            if let function = property.valueFunction { set("valueFunction", "CAValueFunction(name: .\(function.name.rawValue))") }
            if property.isAdditive { set("isAdditive", "true") }
            if property.isCumulative { set("isCumulative", "true") }
        }
        set("duration", number(animation.duration))
        if let f = animation.timingFunction { set("timingFunction", timingFunction(f)) }
        if animation.repeatCount != 0 { set("repeatCount", animation.repeatCount.isInfinite ? ".infinity" : number(Double(animation.repeatCount))) }
        if animation.repeatDuration != 0 { set("repeatDuration", number(animation.repeatDuration)) }
        if animation.autoreverses { set("autoreverses", "true") }
        if animation.speed != 1 { set("speed", number(Double(animation.speed))) }
        if animation.timeOffset != 0 { set("timeOffset", number(animation.timeOffset)) }
        if animation.fillMode != .removed { set("fillMode", ".\(animation.fillMode.rawValue)") }
        if !animation.isRemovedOnCompletion { set("isRemovedOnCompletion", "false") }
        return out
    }

    private static func basicValues(_ basic: CABasicAnimation, _ set: (String, String) -> Void) {
        if let v = basic.fromValue { set("fromValue", value(v)) }
        if let v = basic.toValue { set("toValue", value(v)) }
        if let v = basic.byValue { set("byValue", value(v)) }
    }

    /// A value as the Swift expression that gives it (what `fromValue` and `values` take).
    static func value(_ any: Any) -> String {
        guard let v = CAValue(any: any) else { return "nil /* \(type(of: any)): not written out */" }
        switch v {
        case .number(let n): return number(n)
        case .point(let p): return "CGPoint(x: \(number(p.x)), y: \(number(p.y)))"
        case .size(let s): return "CGSize(width: \(number(s.width)), height: \(number(s.height)))"
        case .rect(let r):
            return "CGRect(x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height)))"
        case .color(let c): return color(c)
        case .transform(let t):
            if t == CATransform3DIdentity { return "CATransform3DIdentity" }
            let m = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
            let fields = zip(["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34",
                              "m41", "m42", "m43", "m44"], m).map { "\($0): \(number($1))" }
            return "CATransform3D(" + fields.joined(separator: ", ") + ")"
        case .path: return "nil /* a CGPath: not written out */"
        case .colors(let colors): return "[" + colors.map(color).joined(separator: ", ") + "]"
        case .numbers(let numbers): return "[" + numbers.map(number).joined(separator: ", ") + "]"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        }
    }

    private static func color(_ c: CGColor) -> String {
        let k = c.components ?? []
        let rgba = k.count == 2 ? [k[0], k[0], k[0], k[1]] : k + Array(repeating: 1, count: max(0, 4 - k.count))
        return "CGColor(red: \(number(rgba[0])), green: \(number(rgba[1])), blue: \(number(rgba[2])), alpha: \(number(rgba[3])))"
    }

    /// The shortest text that reads back as `value`: whole numbers without a fraction, a value that
    /// came from a Float (`CAMediaTimingFunction(controlPoints:)` takes Floats) as the Float prints.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? ".nan" : (value < 0 ? "-.infinity" : ".infinity") }
        if value == value.rounded(), abs(value) < 1e15 { return value == 0 ? "0" : String(Int64(value)) }
        if let turn = piMultiple(value) { return turn }
        if Double(Float(value)) == value { return "\(Float(value))" }
        return "\(value)"
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A whole multiple of π, or of π over 2, 3, 4 or 6, that reads back as exactly `value`, as a person
    /// writes an angle: `2 * Double.pi`, `Double.pi / 2`, `-3 * Double.pi / 4`. `Double.pi`, not `.pi`:
    /// `fromValue` and `values` take `Any`, where `.pi` names no type. Nil for any other number.
    static func piMultiple(_ value: Double) -> String? {
        for denominator in [1.0, 2, 3, 4, 6] {
            let numerator = (value * denominator / .pi).rounded()
            guard numerator != 0, abs(numerator) <= 1000, numerator * .pi / denominator == value else { continue }
            let sign = numerator < 0 ? "-" : "", n = abs(numerator)
            let times = n == 1 ? "Double.pi" : "\(Int(n)) * Double.pi"
            return sign + times + (denominator == 1 ? "" : " / \(Int(denominator))")
        }
        return nil
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// `key` as a Swift identifier: letters and digits kept, lower camel case ("fade-in" -> "fadeIn"),
    /// never starting with a digit; "animation" when nothing is left.
    static func identifier(for key: String) -> String {
        let words = key.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var name = words.enumerated().map { i, w in i == 0 ? String(w) : w.prefix(1).uppercased() + w.dropFirst() }.joined()
        if let first = name.first, first.isNumber { name = "animation" + name }
        if name.isEmpty { return "animation" }
        let reserved: Set<String> = ["let", "var", "in", "for", "if", "else", "class", "struct", "func", "return", "self", "layer"]
        return reserved.contains(name) ? name + "Animation" : name
    }
}
