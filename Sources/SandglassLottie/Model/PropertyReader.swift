import Foundation

/// Reads animatable properties (`{"a": 0|1, "k": ...}`) into `Animated` values: both keyframe
/// formats (old: `s` and `e` on each keyframe; new: `s` only, the last keyframe holding the end),
/// hold keyframes, easing and spatial tangents.
struct PropertyReader {
    static let maxKeyframes = 100_000
    static let maxVertices = 100_000
    var warnings: Warnings
    /// Shape items made by repeaters so far (capped: nested repeaters multiply).
    var repeatedItems = 0

    /// A vector property; `defaultValue` when the key is missing.
    mutating func vector(_ node: JSONNode?, default defaultValue: [Double]) throws(ReadProblem) -> Animated<[Double]> {
        guard let node else { return .fixed(defaultValue) }
        return try animated(node) { (v: JSONNode) throws(ReadProblem) -> [Double] in try v.numbers() }
    }

    /// A Bézier shape property (`sh`'s `ks`, a mask's `pt`).
    mutating func shape(_ node: JSONNode) throws(ReadProblem) -> Animated<BezierShape> {
        try animated(node) { (v: JSONNode) throws(ReadProblem) -> BezierShape in
            // Keyframe values wrap the shape in a one-element array.
            if case .array(let items) = v.value, let first = items.first { return try Self.bezier(first) }
            return try Self.bezier(v)
        }
    }

    /// `{a, k, x}`: keyframes when `k` is an array of objects with `t`, else one value.
    private mutating func animated<V>(_ node: JSONNode, _ read: (JSONNode) throws(ReadProblem) -> V) throws(ReadProblem) -> Animated<V> {
        let property = try node.object()
        if property["x"] != nil { warnings.expression() }
        let k = try property.required("k")
        guard case .array(let items) = k.value, let first = items.first, first.isObject, first["t"] != nil else {
            return .fixed(try read(k))
        }
        guard items.count <= Self.maxKeyframes else { throw k.problem("\(items.count) keyframes, more than \(Self.maxKeyframes)") }
        var keys: [Keyframe<V>] = []
        keys.reserveCapacity(items.count)
        var previousEnd: V?
        for item in items {
            let kf = try item.object()
            let frame = try kf.required("t").number()
            if let last = keys.last, frame < last.frame {
                throw kf["t"]!.problem("keyframe time \(frame) is before the previous one (\(last.frame))")
            }
            let value: V
            if let s = kf["s"] { value = try read(s) } else if let previousEnd { value = previousEnd } else {
                throw kf.problem("missing 's'")
            }
            previousEnd = try kf["e"].map { (e: JSONNode) throws(ReadProblem) -> V in try read(e) } ?? value
            var key = Keyframe(frame: frame, value: value)
            key.hold = try kf.number("h", default: 0) != 0
            if let o = kf["o"], let i = kf["i"] {
                key.easeOut = try Self.tangent(o)
                key.easeIn = try Self.tangent(i)
            }
            key.spatialOut = try kf["to"]?.numbers()
            key.spatialIn = try kf["ti"]?.numbers()
            keys.append(key)
        }
        // The old format ends with a keyframe holding only `t`: its value is the previous `e`.
        if keys.count == 1 { return .fixed(keys[0].value) }
        return .keyed(keys)
    }

    private static func tangent(_ node: JSONNode) throws(ReadProblem) -> CGPoint {
        let t = try node.object()
        return CGPoint(x: try t.required("x").firstNumber(), y: try t.required("y").firstNumber())
    }

    static func bezier(_ node: JSONNode) throws(ReadProblem) -> BezierShape {
        let shape = try node.object()
        func points(_ key: String) throws(ReadProblem) -> [CGPoint] {
            guard let list = shape[key] else { return [] }
            let items = try list.array()
            guard items.count <= maxVertices else { throw list.problem("\(items.count) vertices, more than \(maxVertices)") }
            var out: [CGPoint] = []
            out.reserveCapacity(items.count)
            for item in items {
                let xy = try item.numbers()
                guard xy.count >= 2 else { throw item.problem("expected a point [x, y], found \(xy.count) number(s)") }
                out.append(CGPoint(x: xy[0], y: xy[1]))
            }
            return out
        }
        let v = try points("v")
        var i = try points("i"), o = try points("o")
        if i.count != v.count { i = Array(repeating: .zero, count: v.count) }
        if o.count != v.count { o = Array(repeating: .zero, count: v.count) }
        return BezierShape(vertices: v, inTangents: i, outTangents: o, closed: try shape.number("c", default: 0) != 0)
    }

    /// A transform (`ks` of a layer, `tr` of a group).
    mutating func transform(_ node: JSONNode?) throws(ReadProblem) -> TransformModel {
        var t = TransformModel()
        guard let node else { return t }
        let ks = try node.object()
        t.anchor = try vector(ks["a"], default: [0, 0])
        if let p = ks["p"] {
            let p = try p.object()
            if try p.number("s", default: 0) != 0 {
                // Split position: x and y animate on their own; joined here at the union of their keyframes.
                let x = try vector(p["x"], default: [0]), y = try vector(p["y"], default: [0])
                t.position = Self.joined(x, y)
            } else {
                t.position = try vector(p, default: [0, 0])
            }
        }
        t.scale = try vector(ks["s"], default: [100, 100])
        t.rotation = try vector(ks["r"] ?? ks["rz"], default: [0])
        t.opacity = try vector(ks["o"], default: [100])
        t.skew = try vector(ks["sk"], default: [0])
        t.skewAxis = try vector(ks["sa"], default: [0])
        t.rotationX = try vector(ks["rx"], default: [0])
        t.rotationY = try vector(ks["ry"], default: [0])
        return t
    }

    /// Split x and y joined into one [x, y] property: x's keyframes when only x animates (likewise
    /// y), else the union of both, each value from both at that frame, easing linear between.
    static func joined(_ x: Animated<[Double]>, _ y: Animated<[Double]>) -> Animated<[Double]> {
        combine([x, y]) { $0.flatMap { Array($0.prefix(1)) } }
    }
}

/// Several properties into one: one fixed value when none animates; the one animated property's
/// keyframes (and easing) when one does; else the union of all keyframe frames, each value
/// computed from all properties there and linear between (a close approximation: the union is
/// dense where it matters).
func combine<V, R>(_ parts: [Animated<V>], _ merge: ([V]) -> R) -> Animated<R> {
    let animated = parts.indices.filter { parts[$0].isAnimated }
    if animated.isEmpty { return .fixed(merge(parts.map(\.initial))) }
    if animated.count == 1 {
        let i = animated[0]
        return parts[i].map { v in merge(parts.indices.map { $0 == i ? v : parts[$0].initial }) }
    }
    let frames = Array(Set(animated.flatMap { parts[$0].frames })).sorted()
    let holds = Set(animated.flatMap { i -> [Double] in
        guard case .keyed(let ks) = parts[i] else { return [] }
        return ks.filter(\.hold).map(\.frame)
    })
    return .keyed(frames.map { f in
        var k = Keyframe(frame: f, value: merge(parts.map { $0.value(at: f) }))
        k.hold = holds.contains(f)
        return k
    })
}
