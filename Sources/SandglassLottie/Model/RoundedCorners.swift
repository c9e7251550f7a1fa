import Foundation

/// The rounded-corners modifier (`rd`) on any path, as lottie-ios and lottie-web round one: each sharp
/// vertex (no tangents) of a closed path, or an inner vertex of an open one, becomes two vertices on
/// its edges, `radius` from the corner (at most half of each edge), joined by a cubic whose control
/// points lie `kappa` of the way to the corner. A vertex that is already curved keeps its shape.
///
/// A sharp vertex is always split, even at radius 0 (the two vertices then coincide), so that every
/// keyframe of a path has the same vertices and an animated radius or path interpolates smoothly.
extension BezierShape {
    /// The circle constant lottie uses for a corner's control points.
    static let roundingKappa = 0.5519

    func roundingCorners(radius: Double) -> BezierShape {
        let n = vertices.count
        guard n > 2 || (n == 2 && closed) else { return self }
        let r = max(0, radius.isFinite ? radius : 0)
        var out = BezierShape(vertices: [], inTangents: [], outTangents: [], closed: closed)
        for i in 0..<n {
            let v = vertices[i]
            let isEnd = !closed && (i == 0 || i == n - 1)
            guard !isEnd, inTangents[i] == .zero, outTangents[i] == .zero else {
                out.append(v, in: inTangents[i], out: outTangents[i])
                continue
            }
            let previous = vertices[(i + n - 1) % n], next = vertices[(i + 1) % n]
            let a = Self.toward(v, previous, r), b = Self.toward(v, next, r)
            let k = Self.roundingKappa
            out.append(a, in: .zero, out: CGPoint(x: (v.x - a.x) * k, y: (v.y - a.y) * k))
            out.append(b, in: CGPoint(x: (v.x - b.x) * k, y: (v.y - b.y) * k), out: .zero)
        }
        return out
    }

    /// The point `r` from `corner` toward `other`, at most half way.
    private static func toward(_ corner: CGPoint, _ other: CGPoint, _ r: Double) -> CGPoint {
        let (dx, dy) = (other.x - corner.x, other.y - corner.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return corner }
        let t = min(r, length / 2) / length
        return CGPoint(x: corner.x + dx * t, y: corner.y + dy * t)
    }

    private mutating func append(_ v: CGPoint, in i: CGPoint, out o: CGPoint) {
        vertices.append(v)
        inTangents.append(i)
        outTangents.append(o)
    }

    /// The polygon of a path of straight edges (`move`, `line`, `close`: a polystar's), nil for any
    /// other path.
    init?(polygon path: CGPath) {
        var points: [CGPoint] = []
        var isClosed = false
        for element in path.elements {
            switch element {
            case .moveTo(let p) where points.isEmpty: points.append(p)
            case .lineTo(let p) where !isClosed: points.append(p)
            case .closeSubpath where !isClosed: isClosed = true
            default: return nil
            }
        }
        if isClosed, points.count > 1, points.last == points.first { points.removeLast() }
        let zeros = [CGPoint](repeating: .zero, count: points.count)
        self.init(vertices: points, inTangents: zeros, outTangents: zeros, closed: isClosed)
    }
}

/// Two properties of different kinds into one: as `combine`, for a path and a radius.
func combine<A, B, R>(_ a: Animated<A>, _ b: Animated<B>, _ merge: (A, B) -> R) -> Animated<R> {
    switch (a.isAnimated, b.isAnimated) {
    case (false, false): return .fixed(merge(a.initial, b.initial))
    case (true, false): return a.map { merge($0, b.initial) }
    case (false, true): return b.map { merge(a.initial, $0) }
    case (true, true):
        let frames = Array(Set(a.frames + b.frames)).sorted()
        return .keyed(frames.map { Keyframe(frame: $0, value: merge(a.value(at: $0), b.value(at: $0))) })
    }
}
