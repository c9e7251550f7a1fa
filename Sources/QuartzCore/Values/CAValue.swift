import Foundation

/// A value an animation can carry or a layer property can hold, typed: what evaluation works on.
///
/// App code passes `Any` as on iOS (`toValue = 1.0`, `NSValue(cgPoint: p)`, `[c1.cgColor, c2.cgColor]`);
/// `CALayer.add(_:forKey:)` reads those once into CAValues (`CAValue+Any.swift`), so that no frame
/// ever looks at an `Any`. A CAValue passed as an `Any` is taken as it is.
/// `.null` is a nil colour, path or array (`backgroundColor = nil`). Interpolation lives in
/// `CAValue+Interpolation.swift`.
public enum CAValue: Equatable, Sendable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)
    /// Stored inline (128 bytes): evaluating a transform animation then allocates nothing, where a
    /// boxed (`indirect`) case cost a heap box per value (arscanning: 83 allocations a frame, now 8).
    case transform(CATransform3D)
    /// Boxed, so that every other value stays small to copy.
    indirect case path(CGPath)
    case colors([CGColor])
    case numbers([CGFloat])
    case bool(Bool)
    /// A nil colour, path, image or array.
    case null

    public init(_ v: CGFloat) { self = .number(v) }
    public init(_ v: Double) { self = .number(CGFloat(v)) }
    public init(_ v: Float) { self = .number(CGFloat(v)) }
    public init(_ v: Int) { self = .number(CGFloat(v)) }
    public init(_ v: Bool) { self = .bool(v) }
    public init(_ v: CGPoint) { self = .point(v) }
    public init(_ v: CGSize) { self = .size(v) }
    public init(_ v: CGRect) { self = .rect(v) }
    public init(_ v: CGColor?) { self = v.map { .color($0) } ?? .null }
    package init(_ v: some CGColorConvertible) { self = .color(v.cgColor) }
    public init(_ v: CATransform3D) { self = .transform(v) }
    public init(_ v: CGAffineTransform) { self = .transform(CATransform3D(v)) }
    /// The path's immutable copy, so a `CGMutablePath` built on later leaves the value as it was.
    public init(_ v: CGPath?) { self = v.map { .path($0.immutable) } ?? .null }
    public init(_ v: [CGColor]?) { self = v.map { .colors($0) } ?? .null }
    public init(_ v: [CGFloat]?) { self = v.map { .numbers($0) } ?? .null }

    /// The type's name, for error messages ("number", "point", ...).
    public var typeName: String {
        switch self {
        case .number: return "number"
        case .point: return "point"
        case .size: return "size"
        case .rect: return "rect"
        case .color: return "color"
        case .transform: return "transform"
        case .path: return "path"
        case .colors: return "colors"
        case .numbers: return "numbers"
        case .bool: return "bool"
        case .null: return "null"
        }
    }

    public var number: CGFloat? {
        switch self {
        case .number(let v): return v
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }
    public var point: CGPoint? { if case .point(let v) = self { return v }; return nil }
    public var size: CGSize? { if case .size(let v) = self { return v }; return nil }
    public var rect: CGRect? { if case .rect(let v) = self { return v }; return nil }
    public var color: CGColor? { if case .color(let v) = self { return v }; return nil }
    public var transform: CATransform3D? { if case .transform(let v) = self { return v }; return nil }
    public var path: CGPath? { if case .path(let v) = self { return v }; return nil }
    public var colors: [CGColor]? { if case .colors(let v) = self { return v }; return nil }
    public var numbers: [CGFloat]? { if case .numbers(let v) = self { return v }; return nil }
    public var bool: Bool? {
        switch self {
        case .bool(let b): return b
        case .number(let v): return v != 0
        default: return nil
        }
    }

    /// True when every number inside is finite (NaN and infinity are refused by validation).
    public var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height].allSatisfy(\.isFinite)
        case .color(let c): return c.rgba.allSatisfy(\.isFinite)
        case .transform(let t): return t.rowMajor.allSatisfy(\.isFinite)
        case .path(let p): return !p.containsNonFiniteInput
        case .colors(let cs): return cs.allSatisfy { $0.rgba.allSatisfy(\.isFinite) }
        case .numbers(let ns): return ns.allSatisfy(\.isFinite)
        case .bool, .null: return true
        }
    }
}

extension CAValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    public init(floatLiteral value: Double) { self = .number(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .number(CGFloat(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension CAValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let v): return "\(v)"
        case .point(let p): return "(\(p.x), \(p.y))"
        case .size(let s): return "(\(s.width) x \(s.height))"
        case .rect(let r): return "(\(r.origin.x), \(r.origin.y), \(r.size.width), \(r.size.height))"
        case .color(let c): return c.description
        case .transform(let t): return "transform\(t.rowMajor)"
        case .path(let p): return "path(\(p.elements.count) elements)"
        case .colors(let cs): return "colors(\(cs.count))"
        case .numbers(let ns): return "\(ns)"
        case .bool(let b): return "\(b)"
        case .null: return "nil"
        }
    }
}
