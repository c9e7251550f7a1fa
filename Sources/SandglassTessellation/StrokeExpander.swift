import Foundation

/// Expands pieces into anti-aliased stroke geometry (indexed triangles) in the pieces' coordinates
/// (points, y down).
///
/// Every cross-section is 4 vertices across the stroke: outer edge (coverage 0) at halfWidth + f/2,
/// inner fringe edge (coverage 1) at halfWidth - f/2, the same mirrored, where f = 1 device pixel in
/// points. The fringe is centred on the true edge, so coverage 0.5 lies exactly at ±lineWidth/2: the
/// covered width integrates to lineWidth and the full-coverage core is lineWidth - 1 px wide.
/// Consecutive sections are joined by 3 quads. Joins: a vertex whose miter overshoots by at most the
/// tolerance gets one mitred section (smooth curves); otherwise miter (1/sin(φ/2) <= miterLimit, as
/// Core Animation), round (sections rotated about the vertex, count from the tolerance) or bevel (the
/// two sections joined directly). Caps: butt and square get a coverage-0 end section f/2 beyond the
/// end line; round caps rotate sections half a turn. Closed pieces are joined end to start.
/// Pieces overlap themselves at joins: see `Tessellator` for the stencil recipe that blends once.
struct StrokeExpander {
    var halfWidth: Double
    var fringe: Double
    var tolerance: Double
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double

    /// False once a join or cap made sections that overlap each other (anything but smooth mitred
    /// joins, butt and square caps).
    private(set) var joinsAreOverlapFree = true
    private var previous: UInt32? = nil
    private var coverage: Float = 1

    init(halfWidth: Double, fringe: Double, tolerance: Double, cap: LineCap, join: LineJoin,
         miterLimit: Double) {
        self.halfWidth = halfWidth
        self.fringe = fringe
        self.tolerance = tolerance
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    mutating func expand(_ list: PieceList, into buf: inout TessellationBuffer) {
        for piece in list.pieces {
            previous = nil
            coverage = 1
            let r = piece.range
            if r.count == 1 {
                dot(list.points[r.lowerBound], piece.direction, into: &buf)
            } else if piece.isClosed {
                closed(list.points[r], into: &buf)
            } else {
                let ext = cap == .square ? halfWidth : 0
                let length = cap == .round ? Double.infinity : list.length(of: piece) + 2 * ext
                coverage = Float(min(1, length / fringe))
                open(list.points[r], into: &buf)
            }
        }
    }

    // MARK: pieces

    private mutating func dot(_ p: Vec2, _ d: Vec2, into buf: inout TessellationBuffer) {
        joinsAreOverlapFree = false
        switch cap {
        case .butt: return
        case .round: roundCap(p, d, start: true, into: &buf)
        case .square:
            coverage = Float(min(1, 2 * halfWidth / fringe))
            flatCap(p, d, start: true, into: &buf)
            flatCap(p, d, start: false, into: &buf)
        }
    }

    private mutating func open(_ pts: ArraySlice<Vec2>, into buf: inout TessellationBuffer) {
        let e = pts.endIndex - 1
        // Step: butt caps put their full-coverage section f/2 inside the end; vertices closer than that
        // would fold the strip back over itself, so they are skipped (sub-pixel change of shape)
        let inset = cap == .butt ? fringe / 2 : 0
        if inset > 0 {
            let first = pts.startIndex
            var skipStart = 0, d = 0.0
            while first + skipStart + 1 < e, d + (pts[first + skipStart + 1] - pts[first + skipStart]).length < inset {
                d += (pts[first + skipStart + 1] - pts[first + skipStart]).length; skipStart += 1
            }
            var skipEnd = 0
            d = 0
            while e - skipEnd - 1 > first + skipStart, d + (pts[e - skipEnd] - pts[e - skipEnd - 1]).length < inset {
                d += (pts[e - skipEnd] - pts[e - skipEnd - 1]).length; skipEnd += 1
            }
            openThrough(pts, skipStart: skipStart, skipEnd: skipEnd, into: &buf)
            return
        }
        openThrough(pts, skipStart: 0, skipEnd: 0, into: &buf)
    }

    /// An open piece whose first `skipStart` and last `skipEnd` interior vertices are left out.
    private mutating func openThrough(_ pts: ArraySlice<Vec2>, skipStart: Int, skipEnd: Int,
                                      into buf: inout TessellationBuffer) {
        let s = pts.startIndex, e = pts.endIndex - 1
        let lo = s + 1 + skipStart, hi = e - 1 - skipEnd  // interior vertices kept: lo...hi
        let second = lo <= hi ? pts[lo] : pts[e]
        let d0 = (second - pts[s]).normalized()
        if cap == .round { roundCap(pts[s], d0, start: true, into: &buf) } else { flatCap(pts[s], d0, start: true, into: &buf) }
        var dA = d0
        // Step: sections must not cross: a mitred section leans `shift` along the stroke at its outer
        // edge, a flat cap's inner section sits fringe/2 - ext inside the end
        let capReach = fringe / 2 - (cap == .square ? halfWidth : 0)
        var previousPoint = pts[s], previousReach = capReach
        if lo <= hi {
            for i in lo...hi {
                let next = i == hi ? pts[e] : pts[i + 1]
                let dB = (next - pts[i]).normalized(or: dA)
                if joinsAreOverlapFree {
                    let reach = shift(dA, dB)
                    if (pts[i] - previousPoint).length < previousReach + reach { joinsAreOverlapFree = false }
                    (previousPoint, previousReach) = (pts[i], reach)
                }
                joinAt(pts[i], dA, dB, into: &buf)
                dA = dB
            }
        }
        if joinsAreOverlapFree && (pts[e] - previousPoint).length < previousReach + capReach {
            joinsAreOverlapFree = false
        }
        if cap == .round { roundCap(pts[e], dA, start: false, into: &buf) } else { flatCap(pts[e], dA, start: false, into: &buf) }
    }

    private mutating func closed(_ pts: ArraySlice<Vec2>, into buf: inout TessellationBuffer) {
        let s = pts.startIndex, m = pts.count
        func dir(_ i: Int) -> Vec2 { (pts[s + (i + 1) % m] - pts[s + i % m]).normalized() }
        var first: UInt32? = nil
        var dA = dir(m - 1)
        for i in 0..<m {
            let dB = dir(i)
            if joinsAreOverlapFree {
                let length = (pts[s + (i + 1) % m] - pts[s + i]).length
                if length < shift(dA, dB) + shift(dB, dir(i + 1)) { joinsAreOverlapFree = false }
            }
            let before = buf.vertexCount
            joinAt(pts[s + i], dA, dB, into: &buf)
            if first == nil { first = UInt32(before) }
            dA = dB
        }
        if let first, let last = previous { connect(last, first, &buf) }
    }

    // MARK: joins and caps

    /// How far a smooth join's mitred section leans along the stroke at its outer edge: outer · tan(φ/2).
    private func shift(_ dA: Vec2, _ dB: Vec2) -> Double {
        (halfWidth + fringe / 2) * abs(dA.cross(dB)) / max(1 + dA.dot(dB), 1e-9)
    }

    private mutating func joinAt(_ p: Vec2, _ dA: Vec2, _ dB: Vec2, into buf: inout TessellationBuffer) {
        let nA = dA.perpendicular, nB = dB.perpendicular
        let turn = atan2(dA.cross(dB), dA.dot(dB))
        let c = cos(turn / 2)
        let outer = halfWidth + fringe / 2
        // Step: a smooth vertex gets one mitred section
        if c > 0, outer * (1 / c - 1) <= tolerance {
            let nm = (nA + nB).normalized(or: nA)
            section(p, nm, 1 / c, 1 / c, &buf)
            return
        }
        joinsAreOverlapFree = false
        section(p, nA, 1, 1, &buf)
        switch join {
        case .miter where c > 1e-9 && 1 / c <= miterLimit:
            let nm = (nA + nB).normalized(or: nA)
            if turn > 0 { section(p, nm, 1, 1 / c, &buf) } else { section(p, nm, 1 / c, 1, &buf) }
        case .round:
            let k = arcSteps(abs(turn))
            if k > 1 { for j in 1..<k { section(p, nA.rotated(by: turn * Double(j) / Double(k)), 1, 1, &buf) } }
        default:
            break
        }
        section(p, nB, 1, 1, &buf)
    }

    /// Butt or square cap: a coverage-0 section f/2 beyond the end line and a full one f/2 inside it.
    private mutating func flatCap(_ p: Vec2, _ d: Vec2, start: Bool, into buf: inout TessellationBuffer) {
        let ext = cap == .square ? halfWidth : 0
        let n = d.perpendicular
        let sign: Double = start ? -1 : 1
        let outerEnd = p + d * (sign * (ext + fringe / 2))
        let innerEnd = p + d * (sign * (ext - fringe / 2))
        if start {
            section(outerEnd, n, 1, 1, &buf, edge: true)
            section(innerEnd, n, 1, 1, &buf)
        } else {
            section(innerEnd, n, 1, 1, &buf)
            section(outerEnd, n, 1, 1, &buf, edge: true)
        }
    }

    /// Round cap: diameters rotated half a turn about the end point, through -d at the start, +d at the end.
    private mutating func roundCap(_ p: Vec2, _ d: Vec2, start: Bool, into buf: inout TessellationBuffer) {
        joinsAreOverlapFree = false
        let n = d.perpendicular
        let k = max(2, arcSteps(.pi))
        for j in 0...k {
            let phi = Double.pi * Double(j) / Double(k)
            let dir = start ? (n * -cos(phi)) - d * sin(phi) : n * cos(phi) + d * sin(phi)
            section(p, dir, 1, 1, &buf)
        }
    }

    /// Steps for an arc of `angle` radians on the outer radius so that chords stay within the tolerance,
    /// at most 1,024 per full turn: a huge radius (a stroke thousands of pixels wide) would otherwise
    /// give every one of thousands of nearly straight joins a thousand steps (a fuzz finding: 22 s).
    private func arcSteps(_ angle: Double) -> Int {
        let radius = halfWidth + fringe / 2
        let x = 1 - tolerance / radius
        let step = x > -1 ? 2 * acos(x) : Double.pi
        let k = (angle / max(step, 1e-6)).rounded(.up)
        let cap = (1024 * angle / (2 * Double.pi)).rounded(.up)
        return Int(min(max(k, 1), max(cap, 1)))
    }

    // MARK: emission

    /// Emits a section at `p` across `n` (left side scaled by `sl`, right by `sr`), joined to the
    /// previous one. `edge` makes all four coverages 0 (the end line of a butt or square cap).
    private mutating func section(_ p: Vec2, _ n: Vec2, _ sl: Double, _ sr: Double,
                                  _ buf: inout TessellationBuffer, edge: Bool = false) {
        let outer = halfWidth + fringe / 2, inner = max(halfWidth - fringe / 2, 0)
        let c: Float = edge ? 0 : coverage
        let base = buf.vertex(p + n * (outer * sl), 0)
        _ = buf.vertex(p + n * (inner * sl), c)
        _ = buf.vertex(p - n * (inner * sr), c)
        _ = buf.vertex(p - n * (outer * sr), 0)
        if let prev = previous { connect(prev, base, &buf) }
        previous = base
    }

    private func connect(_ a: UInt32, _ b: UInt32, _ buf: inout TessellationBuffer) {
        for k: UInt32 in 0..<3 { buf.quad(a + k, a + k + 1, b + k + 1, b + k) }
    }
}
