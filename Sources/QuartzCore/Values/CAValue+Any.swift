import Foundation

// The `Any` values Core Animation code passes (`toValue = 1.0`, `NSValue(cgPoint: p)`,
// `[c1.cgColor, c2.cgColor]`) read as CAValues, once, when an animation is added or a key set; and
// back to what `value(forKeyPath:)` returns. Evaluation only ever sees CAValues.
extension CAValue {
    /// `v` read as Core Animation reads an `id`; nil for a type it cannot animate. A UIColor, a
    /// UIBezierPath or a CGAffineTransform is refused, as Core Animation ignores them: it wants the
    /// CGColor, CGPath or CATransform3D.
    public init?(any v: Any) {
        switch v {
        case let c as CAValue: self = c
        case is NSNull: self = .null
        // Foundation bridges Swift numbers and Bools to NSNumber, so the box is matched by its class.
        case let n as NSNumber where type(of: v) is NSNumber.Type: self = .number(CGFloat(n.doubleValue))
        case let box as NSValue where type(of: v) is NSValue.Type:
            guard let c = CAValue(box: box) else { return nil }
            self = c
        case let b as Bool: self = .bool(b)
        case let f as any BinaryFloatingPoint: self = .number(CGFloat(f))
        case let i as any BinaryInteger: self = .number(CGFloat(i))
        case let p as CGPoint: self = .point(p)
        case let s as CGSize: self = .size(s)
        case let r as CGRect: self = .rect(r)
        case let c as CGColor: self = .color(c)
        case let t as CATransform3D: self = .transform(t)
        case let p as CGPath: self = .path(p.immutable)
        case let a as [Any]:
            guard let c = CAValue(array: a) else { return nil }
            self = c
        default: return nil
        }
    }

    /// `v` read for a key path that takes values of `kind` ("number", "point"...); nil when it is of
    /// another kind.
    init?(_ v: Any, kind: String) {
        guard let c = CAValue(any: v) else { return nil }
        if case .numbers([]) = c, kind == "colors" { self = .colors([]); return }
        guard c.fits(kind) else { return nil }
        self = c
    }

    /// What `value(forKeyPath:)` gives, as on iOS: NSNumbers for numbers, arrays of NSNumber for
    /// numbers, nil for `.null`. A Bool stays a Bool (it reads `as? NSNumber` too) so that it reads
    /// back as a Bool.
    var anyValue: Any? {
        switch self {
        case .number(let n): return NSNumber(value: Double(n))
        case .bool(let b): return b
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .color(let c): return c
        case .transform(let t): return t
        case .path(let p): return p
        case .colors(let cs): return cs
        case .numbers(let ns): return ns.map { NSNumber(value: Double($0)) }
        case .null: return nil
        }
    }

    /// True when this value can stand for a property of `kind` (numbers and Bools stand for each
    /// other; `.null` for the kinds that may be nil).
    func fits(_ kind: String) -> Bool {
        if typeName == kind { return true }
        switch (self, kind) {
        case (.number, "bool"), (.bool, "number"): return true
        case (.null, "color"), (.null, "path"), (.null, "colors"), (.null, "numbers"): return true
        default: return false
        }
    }

    private init?(box: NSValue) {
        switch box.encoding {
        case NSValue.pointEncoding: self = .point(box.pointValue)
        case NSValue.sizeEncoding: self = .size(box.sizeValue)
        case NSValue.rectEncoding: self = .rect(box.rectValue)
        case NSValue.transform3DEncoding: self = .transform(box.caTransform3DValue)
        default: return nil
        }
    }

    /// Colours or numbers, every element alike; an empty array reads as numbers.
    private init?(array: [Any]) {
        var colors: [CGColor] = [], numbers: [CGFloat] = []
        for element in array {
            switch CAValue(any: element) {
            case .color(let c)?: colors.append(c)
            case .number(let n)?: numbers.append(n)
            case .bool(let b)?: numbers.append(b ? 1 : 0)
            default: return nil
            }
        }
        if numbers.isEmpty && !colors.isEmpty { self = .colors(colors); return }
        guard colors.isEmpty else { return nil }
        self = .numbers(numbers)
    }
}
