import Foundation

/// A flattened path: straight-segment subpaths with cumulative arc lengths, in the path's own
/// coordinates (points, y down).
///
/// Guarantees: every point is finite; consecutive points of a subpath are distinct; a closed subpath
/// repeats its first point at its end (so the closing segment is counted in the lengths);
/// `lengths[i]` is the arc length from the start of the first subpath to `points[i]`, counting all
/// subpaths as one length (as Core Animation's strokeStart/strokeEnd do), non-decreasing.
/// A subpath made of a lone `moveTo` is dropped (Core Graphics strokes nothing for it); a subpath whose
/// segments all have zero length keeps one point and strokes as a dot with round or square caps.
package struct Polyline: Hashable, Sendable {
    /// One subpath: a range of `points`, and whether it was closed by `closeSubpath`.
    package struct Subpath: Hashable, Sendable {
        package var range: Range<Int>
        package var isClosed: Bool
    }

    package internal(set) var points: [Vec2] = []
    package internal(set) var lengths: [Double] = []
    package internal(set) var subpaths: [Subpath] = []

    /// One subpath that a stroke cannot overlap away from its joins: a closed convex curve (turning one
    /// way by exactly one full turn) or an open curve turning one way by at most half a turn. Any
    /// trim or dash of such a curve gives pieces that do not cross each other. Set by `Flattener`.
    package internal(set) var isConvexCurve = false

    package init() {}

    /// Total arc length of all subpaths, in points.
    package var totalLength: Double { lengths.last ?? 0 }

    /// Number of straight segments (the flattening's output size).
    package var segmentCount: Int { subpaths.reduce(0) { $0 + max(0, $1.range.count - 1) } }

    /// Bounds of all points as (min, max); nil when empty.
    package var bounds: (min: Vec2, max: Vec2)? {
        guard var lo = points.first else { return nil }
        var hi = lo
        for p in points {
            lo.x = Swift.min(lo.x, p.x); lo.y = Swift.min(lo.y, p.y)
            hi.x = Swift.max(hi.x, p.x); hi.y = Swift.max(hi.y, p.y)
        }
        return (lo, hi)
    }

    // MARK: building (used by Flattener)

    mutating func beginSubpath(_ p: Vec2) {
        let base = lengths.last ?? 0
        subpaths.append(Subpath(range: points.count..<(points.count + 1), isClosed: false))
        points.append(p)
        lengths.append(base)
    }

    /// Appends a point to the current subpath, skipping it when within 1e-9 (relative) of the previous
    /// one, so that rounding noise makes no sliver segment with a meaningless direction.
    mutating func append(_ p: Vec2) {
        let last = points[points.count - 1]
        let d = (p - last).length
        guard d > 1e-9 * (1 + max(abs(p.x), abs(p.y))) else { return }
        points.append(p)
        lengths.append(lengths[lengths.count - 1] + d)
        subpaths[subpaths.count - 1].range = subpaths[subpaths.count - 1].range.lowerBound..<points.count
    }

    mutating func closeSubpath() {
        let r = subpaths[subpaths.count - 1].range
        let first = points[r.lowerBound]
        // Step: snap a last point that rounds to the first onto it exactly
        if r.count > 1, (points[r.upperBound - 1] - first).length <= 1e-9 * (1 + max(abs(first.x), abs(first.y))) {
            points[r.upperBound - 1] = first
            lengths[r.upperBound - 1] = lengths[r.upperBound - 2] + (first - points[r.upperBound - 2]).length
        }
        append(first)
        subpaths[subpaths.count - 1].isClosed = true
    }

    /// Sets `isConvexCurve` (one atan2 per vertex, once per flattening).
    mutating func classifyConvexity() {
        isConvexCurve = false
        guard subpaths.count == 1 else { return }
        let r = subpaths[0].range, closed = subpaths[0].isClosed
        guard r.count >= 2 else { return }
        var total = 0.0, sign = 0.0
        var previous = points[r.upperBound - 1] - points[r.upperBound - 2]
        let first = closed ? r.lowerBound : r.lowerBound + 1
        for i in first..<(r.upperBound - 1) {
            let d = points[i + 1] - points[i]
            let turn = atan2(previous.cross(d), previous.dot(d))
            previous = d
            if abs(turn) < 1e-9 { continue }
            if sign == 0 { sign = turn < 0 ? -1 : 1 } else if turn * sign < 0 { return }
            total += turn
        }
        isConvexCurve = closed ? abs(abs(total) - 2 * Double.pi) < 1e-6 : abs(total) <= Double.pi
    }

    /// Drops the current subpath (a lone moveTo).
    mutating func dropLastSubpath() {
        let r = subpaths.removeLast().range
        points.removeSubrange(r)
        lengths.removeSubrange(r)
    }
}
