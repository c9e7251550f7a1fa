import Foundation

/// The area a stroke covers, as a path to fill with the non-zero rule (`CGPath.copy(strokingWithWidth:…)`).
///
/// Curves are flattened to within `tolerance` points (Wang's bound on the segment count). Each line
/// segment becomes a rectangle, each join a wedge (miter, or bevel past the miter limit) or a disc,
/// each end of an open subpath its cap; every piece is wound the same way, so the non-zero fill of the
/// result is their union, exactly the stroked area, without computing where the pieces overlap. The
/// result therefore has many small subpaths where Core Graphics gives one outline: filled, hit-tested
/// or stroked again it covers the same points.
struct StrokeOutline {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// Maximum distance in points between a curve and its flattened polyline.
    var tolerance: CGFloat = 0.05

    /// The outline of `path`'s stroke; empty for a width of zero or less.
    func outline(of path: CGPath) -> CGMutablePath {
        let out = CGMutablePath()
        guard halfWidth > 0, halfWidth.isFinite else { return out }
        for (points, closed) in polylines(of: path) { addStroke(of: points, closed: closed, to: out) }
        return out
    }

    // MARK: Flattening

    /// Each subpath that has a segment, as points without repeats, and whether it is closed. A lone
    /// move draws nothing; a segment that goes nowhere leaves one point (a dot for round and square caps).
    private func polylines(of path: CGPath) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        var hasSegment = false
        /// Where a segment after a close starts: the closed subpath's start.
        var current = CGPoint.zero
        func finish(closed: Bool) {
            if hasSegment {
                if closed, points.count > 1, points.last == points.first { points.removeLast() }
                result.append((points, closed))
            }
            points = []
            hasSegment = false
        }
        func segmentStart() -> CGPoint {
            if points.isEmpty { points = [current] }
            hasSegment = true
            return points[points.count - 1]
        }
        func add(_ p: CGPoint) { if points.last != p { points.append(p) } }
        for e in path.elements {
            switch e {
            case .moveTo(let p):
                finish(closed: false)
                points = [p]
                current = p
            case .lineTo(let p):
                _ = segmentStart()
                add(p)
            case .quadCurveTo(let c, let p):
                let from = segmentStart()
                let n = segmentCount(deviation: length(from - 2 * c + p) / 4)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    add(u * u * from + 2 * u * t * c + t * t * p)
                }
            case .curveTo(let c1, let c2, let p):
                let from = segmentStart()
                let n = segmentCount(deviation: 0.75 * max(length(from - 2 * c1 + c2), length(c1 - 2 * c2 + p)))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    add(u * u * u * from + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * p)
                }
            case .closeSubpath:
                current = points.first ?? current
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Segments for a curve whose flattening error with one segment would be `deviation` (Wang).
    private func segmentCount(deviation: CGFloat) -> Int {
        guard deviation.isFinite, deviation > 0 else { return 1 }
        return min(256, max(1, Int((deviation / tolerance).squareRoot().rounded(.up))))
    }

    // MARK: Pieces

    private func addStroke(of points: [CGPoint], closed: Bool, to out: CGMutablePath) {
        guard points.count > 1 else {
            // A lone point: a dot for round and square caps, nothing for butt (as Core Graphics).
            if let p = points.first { addDot(at: p, direction: CGPoint(x: 1, y: 0), to: out) }
            return
        }
        let count = points.count
        let segmentCount = closed ? count : count - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % count]
            let n = normal(b - a)
            addPolygon([a + n, b + n, b - n, a - n], to: out)
        }
        let joints = closed ? Array(0..<count) : Array(1..<(count - 1))
        for i in joints {
            let v = points[i]
            addJoin(at: v, from: unit(v - points[(i + count - 1) % count]), to: unit(points[(i + 1) % count] - v), to: out)
        }
        if !closed {
            addCap(at: points[0], outward: unit(points[0] - points[1]), to: out)
            addCap(at: points[count - 1], outward: unit(points[count - 1] - points[count - 2]), to: out)
        }
    }

    private func addJoin(at v: CGPoint, from d0: CGPoint, to d1: CGPoint, to out: CGMutablePath) {
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        guard abs(cross) > 1e-12 || dot < 0 else { return }   // straight on: the rectangles meet
        switch join {
        case .round:
            addDisc(at: v, to: out)
        case .miter, .bevel:
            // The outer side is the one the path turns away from.
            let side: CGFloat = cross > 0 ? -1 : 1
            let o0 = side * normal(d0), o1 = side * normal(d1)
            // 1 / sin(half the angle between the segments) = miter length / line width.
            let halfAngleSine = ((1 + dot) / 2).squareRoot()
            if join == .miter, halfAngleSine > 0, 1 / halfAngleSine <= miterLimit {
                let tip = v + (halfWidth / halfAngleSine) * unit(o0 + o1)
                addPolygon([v, v + o0, tip, v + o1], to: out)
            } else {
                addPolygon([v, v + o0, v + o1], to: out)
            }
        }
    }

    private func addCap(at p: CGPoint, outward d: CGPoint, to out: CGMutablePath) {
        switch cap {
        case .butt: break
        case .round: addDisc(at: p, to: out)
        case .square:
            let n = normal(d), ahead = halfWidth * d
            addPolygon([p + n, p + n + ahead, p - n + ahead, p - n], to: out)
        }
    }

    /// A zero-length subpath: a disc (round) or a square (square cap, two facing caps) along `direction`.
    private func addDot(at p: CGPoint, direction d: CGPoint, to out: CGMutablePath) {
        addCap(at: p, outward: d, to: out)
        if cap == .square { addCap(at: p, outward: CGPoint(x: -d.x, y: -d.y), to: out) }
    }

    private func addDisc(at p: CGPoint, to out: CGMutablePath) {
        out.addEllipse(in: CGRect(x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
    }

    /// A closed polygon wound like `addEllipse`'s discs (positive shoelace area), so pieces add up.
    private func addPolygon(_ corners: [CGPoint], to out: CGMutablePath) {
        var area: CGFloat = 0
        for i in corners.indices {
            let p = corners[i], q = corners[(i + 1) % corners.count]
            area += p.x * q.y - q.x * p.y
        }
        out.addLines(between: area < 0 ? corners.reversed() : corners)
        out.closeSubpath()
    }

    // MARK: Vectors

    private func length(_ v: CGPoint) -> CGFloat { hypot(v.x, v.y) }
    private func unit(_ v: CGPoint) -> CGPoint {
        let l = length(v)
        return l > 0 ? CGPoint(x: v.x / l, y: v.y / l) : .zero
    }
    /// The left normal of direction `d`, half the line width long.
    private func normal(_ d: CGPoint) -> CGPoint {
        let u = unit(d)
        return CGPoint(x: -u.y * halfWidth, y: u.x * halfWidth)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (k: CGFloat, p: CGPoint) -> CGPoint { CGPoint(x: k * p.x, y: k * p.y) }
