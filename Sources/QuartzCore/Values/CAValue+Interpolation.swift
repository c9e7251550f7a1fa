import Foundation

// Interpolation and arithmetic on animatable values, kept out of the layer and animation classes.
//
// - Numbers, points, sizes, rects, colours and number arrays: component-wise and linear.
// - Transforms: decomposed (scale, skew, quaternion rotation, translation, perspective), each part
//   interpolated (the rotation by spherical interpolation) and recomposed. Addition is
//   concatenation (`a` then `b`).
// - Paths: element by element when both have the same element kinds, else discrete.
// - Colour arrays: colour by colour when counts match, else discrete.
// - Anything else (bools, mismatched kinds): discrete, switching at the midpoint.
extension CAValue {
    /// The value at fraction `t` from `a` to `b`; `t` may leave 0...1 (springs overshoot).
    public static func interpolate(_ a: CAValue, _ b: CAValue, _ t: CGFloat) -> CAValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(lerp(p, q, t))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: p.width + (q.width - p.width) * t, height: p.height + (q.height - p.height) * t))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(origin: lerp(p.origin, q.origin, t),
                                size: CGSize(width: p.width + (q.width - p.width) * t,
                                             height: p.height + (q.height - p.height) * t)))
        case (.color(let p), .color(let q)): return .color(lerp(p, q, t))
        case (.color(let p), .null): return .color(lerp(p, CGColor(red: p.red, green: p.green, blue: p.blue, alpha: 0), t))
        case (.null, .color(let q)): return .color(lerp(CGColor(red: q.red, green: q.green, blue: q.blue, alpha: 0), q, t))
        case (.transform(let p), .transform(let q)): return .transform(interpolateTransform(p, q, t))
        case (.path(let p), .path(let q)):
            return interpolatePath(p, q, t).map(CAValue.path) ?? (t < 0.5 ? a : b)
        // Arrays: at either end the end value itself, exact (x + (y - x) * 1 can miss y by a rounding)
        // and shared, so that an animation holding its end (fillMode forwards) allocates no array a frame.
        case (.colors(let p), .colors(let q)) where p.count == q.count:
            if t == 0 || t == 1 { return t == 0 ? a : b }
            return .colors(zip(p, q).map { lerp($0, $1, t) })
        case (.numbers(let p), .numbers(let q)) where p.count == q.count:
            if t == 0 || t == 1 { return t == 0 ? a : b }
            return .numbers(zip(p, q).map { $0 + ($1 - $0) * t })
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `self + b` (for `byValue`, additive and cumulative animations); transforms concatenate
    /// (`self` first, then `b`). Returns `b` when the kinds cannot be added.
    public func adding(_ b: CAValue) -> CAValue {
        switch (self, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.width + q.width, height: p.height + q.height))
        case (.color(let p), .color(let q)):
            return .color(CGColor(red: p.red + q.red, green: p.green + q.green, blue: p.blue + q.blue, alpha: p.alpha + q.alpha))
        case (.transform(let p), .transform(let q)): return .transform(p.multiplied(by: q))
        case (.numbers(let p), .numbers(let q)) where p.count == q.count: return .numbers(zip(p, q).map(+))
        case (.path(let p), .path(let q)):
            return combinePaths(p, q) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }.map(CAValue.path) ?? b
        case (.null, _): return b
        default: return b
        }
    }

    /// `self - b`; transforms: `self` undone by `b` (`self · b⁻¹`).
    public func subtracting(_ b: CAValue) -> CAValue {
        switch b {
        case .transform(let q): return adding(.transform(q.inverse ?? .identity))
        default: return adding(b.scaled(by: -1))
        }
    }

    /// `self * k` component-wise; transforms are raised to the integer power `k` (cumulative repeats).
    public func scaled(by k: CGFloat) -> CAValue {
        switch self {
        case .number(let x): return .number(x * k)
        case .point(let p): return .point(CGPoint(x: p.x * k, y: p.y * k))
        case .size(let s): return .size(CGSize(width: s.width * k, height: s.height * k))
        case .rect(let r): return .rect(CGRect(x: r.origin.x * k, y: r.origin.y * k, width: r.width * k, height: r.height * k))
        case .color(let c): return .color(CGColor(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k))
        case .numbers(let ns): return .numbers(ns.map { $0 * k })
        case .path(let p): return .path(CGPath(elements: p.elements.map { mapPoints($0) { CGPoint(x: $0.x * k, y: $0.y * k) } }))
        case .transform(let t):
            let n = Int(k.rounded())
            var base = n < 0 ? (t.inverse ?? .identity) : t
            var r = CATransform3D.identity
            for _ in 0..<abs(n) { r = r.multiplied(by: base) }
            base = r
            return .transform(base)
        default: return self
        }
    }

    /// The additive identity of this value's kind (0, `.zero`, identity transform, clear colour).
    public var zero: CAValue {
        switch self {
        case .number: return .number(0)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .color: return .color(.clear)
        case .transform: return .transform(.identity)
        case .numbers(let ns): return .numbers(Array(repeating: 0, count: ns.count))
        case .colors(let cs): return .colors(Array(repeating: .clear, count: cs.count))
        default: return self
        }
    }

    /// The components used by cubic keyframes and paced distance; nil for kinds without a vector form.
    public var vector: [CGFloat]? {
        switch self {
        case .number(let x): return [x]
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height]
        case .color(let c): return c.components
        case .numbers(let ns): return ns
        default: return nil
        }
    }

    /// A value of `self`'s kind built from `vector` components (inverse of `vector`).
    public func withVector(_ v: [CGFloat]) -> CAValue {
        switch self {
        case .number: return .number(v[0])
        case .point: return .point(CGPoint(x: v[0], y: v[1]))
        case .size: return .size(CGSize(width: v[0], height: v[1]))
        case .rect: return .rect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case .color: return .color(CGColor(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
        case .numbers: return .numbers(v)
        default: return self
        }
    }

    /// Euclidean distance between two values of one kind (paced keyframes); transforms measure
    /// their translation, other kinds count 1 per change.
    public static func distance(_ a: CAValue, _ b: CAValue) -> CGFloat {
        if let u = a.vector, let v = b.vector, u.count == v.count {
            return zip(u, v).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
        if case .transform(let p) = a, case .transform(let q) = b {
            let (dx, dy, dz) = (q.m41 - p.m41, q.m42 - p.m42, q.m43 - p.m43)
            return (dx * dx + dy * dy + dz * dz).squareRoot()
        }
        return a == b ? 0 : 1
    }
}

@inline(__always) func lerp(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
}

@inline(__always) func lerp(_ p: CGColor, _ q: CGColor, _ t: CGFloat) -> CGColor {
    CGColor(red: p.red + (q.red - p.red) * t, green: p.green + (q.green - p.green) * t,
            blue: p.blue + (q.blue - p.blue) * t, alpha: p.alpha + (q.alpha - p.alpha) * t)
}

func mapPoints(_ e: CGPathElement, _ f: (CGPoint) -> CGPoint) -> CGPathElement {
    switch e {
    case .moveTo(let p): return .moveTo(f(p))
    case .lineTo(let p): return .lineTo(f(p))
    case .quadCurveTo(let c, let p): return .quadCurveTo(control: f(c), to: f(p))
    case .curveTo(let c1, let c2, let p): return .curveTo(control1: f(c1), control2: f(c2), to: f(p))
    case .closeSubpath: return .closeSubpath
    }
}

/// Element-wise combination of two paths with the same element kinds; nil otherwise.
func combinePaths(_ a: CGPath, _ b: CGPath, _ f: (CGPoint, CGPoint) -> CGPoint) -> CGPath? {
    guard a.elements.count == b.elements.count else { return nil }
    var out: [CGPathElement] = []
    out.reserveCapacity(a.elements.count)
    for (x, y) in zip(a.elements, b.elements) {
        switch (x, y) {
        case (.moveTo(let p), .moveTo(let q)): out.append(.moveTo(f(p, q)))
        case (.lineTo(let p), .lineTo(let q)): out.append(.lineTo(f(p, q)))
        case (.quadCurveTo(let c, let p), .quadCurveTo(let d, let q)): out.append(.quadCurveTo(control: f(c, d), to: f(p, q)))
        case (.curveTo(let c1, let c2, let p), .curveTo(let d1, let d2, let q)):
            out.append(.curveTo(control1: f(c1, d1), control2: f(c2, d2), to: f(p, q)))
        case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
        default: return nil
        }
    }
    return CGPath(elements: out)
}

func interpolatePath(_ a: CGPath, _ b: CGPath, _ t: CGFloat) -> CGPath? {
    combinePaths(a, b) { lerp($0, $1, t) }
}

/// Decompose, interpolate each part (quaternions by slerp), recompose. Discrete when either
/// matrix cannot be decomposed.
func interpolateTransform(_ a: CATransform3D, _ b: CATransform3D, _ t: CGFloat) -> CATransform3D {
    if a == b { return a }
    guard let p = a.decomposed(), let q = b.decomposed() else { return t < 0.5 ? a : b }
    func l(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
    var r = DecomposedTransform()
    r.translation = (l(p.translation.x, q.translation.x), l(p.translation.y, q.translation.y), l(p.translation.z, q.translation.z))
    r.scale = (l(p.scale.x, q.scale.x), l(p.scale.y, q.scale.y), l(p.scale.z, q.scale.z))
    r.skew = (l(p.skew.xy, q.skew.xy), l(p.skew.xz, q.skew.xz), l(p.skew.yz, q.skew.yz))
    r.perspective = (l(p.perspective.x, q.perspective.x), l(p.perspective.y, q.perspective.y),
                     l(p.perspective.z, q.perspective.z), l(p.perspective.w, q.perspective.w))
    r.quaternion = slerp(p.quaternion, q.quaternion, t)
    return r.matrix
}

func slerp(_ a: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat), _ b0: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
           _ t: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    var b = b0
    var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
    if d < 0 { b = (-b.x, -b.y, -b.z, -b.w); d = -d }
    let (wa, wb): (CGFloat, CGFloat)
    if d > 0.9999995 {
        (wa, wb) = (1 - t, t)
    } else {
        let theta = acos(min(1, d))
        let s = sin(theta)
        (wa, wb) = (sin((1 - t) * theta) / s, sin(t * theta) / s)
    }
    var q = (x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb, z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
    let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    if n > 0 { q = (q.x / n, q.y / n, q.z / n, q.w / n) }
    return q
}
