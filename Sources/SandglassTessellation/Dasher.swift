/// Cuts pieces into dashes by a Core Graphics dash pattern (points along the stroke, y down).
///
/// Semantics: the pattern restarts at the start of every piece (after trimming, so it runs from
/// strokeStart), offset by `phase`; an odd-length pattern is repeated twice (as Core Graphics does);
/// a dash crossing a closed piece's start point is ONE dash (its two halves are merged) and a closed
/// piece that is "on" all the way round stays closed; dashes keep the interior vertices they cross, so
/// the stroker joins them. A zero-length "on" entry yields a dot piece (visible with round or square
/// caps). A pattern that is empty, has a negative entry or sums to zero means "no dash" (documented
/// Core Graphics behaviour for invalid patterns is to ignore them).
/// When the pattern would cut more than `maxDashes` dashes, the stroke is drawn solid and the returned
/// factor (on-length / period) is meant to scale its alpha: the average ink stays right.
package enum Dasher {
    package static let maxDashes = 100_000

    /// True when `pattern` is a usable dash pattern (non-empty, finite, non-negative, positive sum).
    package static func isDashing(_ pattern: [Double]) -> Bool { isDashPattern(pattern) }

    /// `isDashing` for a pattern of any float type (a style's `CGFloat` pattern, without converting it).
    static func isDashPattern<Length: BinaryFloatingPoint>(_ pattern: [Length]) -> Bool {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
        return pattern.reduce(0, +) > 0
    }

    /// Dashes `input` into `out`; returns the alpha factor (1 unless the dash count limit was hit).
    @discardableResult
    /// `limit` lowers the dash count allowed (a caller whose dashes are expensive, e.g. wide round caps).
    package static func dash(_ input: PieceList, pattern raw: [Double], phase: Double, limit: Int = maxDashes,
                            into out: inout PieceList) -> Double {
        let pattern = raw.count % 2 == 1 ? raw + raw : raw
        let period = pattern.reduce(0, +)
        var onLength = 0.0
        for i in stride(from: 0, to: pattern.count, by: 2) { onLength += pattern[i] }
        // Step: too many dashes -> solid stroke at the average coverage
        var total = 0.0
        for piece in input.pieces { total += input.length(of: piece) }
        if total / period * Double(pattern.count) > Double(min(limit, maxDashes)) {
            out.points.append(contentsOf: input.points)
            out.pieces.append(contentsOf: input.pieces)
            return onLength / period
        }
        // Step: start index and remainder from the phase
        var p = phase.truncatingRemainder(dividingBy: period)
        if p < 0 { p += period }
        var startIndex = 0
        while startIndex < pattern.count - 1 && p >= pattern[startIndex] && !(p == 0 && pattern[startIndex] == 0) {
            p -= pattern[startIndex]; startIndex += 1
        }
        let startRemainder = max(pattern[startIndex] - p, 0)
        for piece in input.pieces {
            dashPiece(input, piece, pattern, startIndex, startRemainder, into: &out)
        }
        return 1
    }

    static func dashPiece(_ input: PieceList, _ piece: PieceList.Piece, _ pattern: [Double],
                          _ startIndex: Int, _ startRemainder: Double, into out: inout PieceList) {
        let pts = input.points, r = piece.range
        var index = startIndex, rem = startRemainder
        var on = index % 2 == 0
        let firstPiece = out.pieces.count
        let startsOn = on
        // Step: a dot piece is kept when the pattern is "on" at its position
        if r.count == 1 {
            if on { out.begin(pts[r.lowerBound], direction: piece.direction) }
            return
        }
        if on { out.begin(pts[r.lowerBound], direction: (pts[r.lowerBound + 1] - pts[r.lowerBound]).normalized()) }
        let segmentCount = piece.isClosed ? r.count : r.count - 1
        for s in 0..<segmentCount {
            let a = pts[r.lowerBound + s]
            let b = pts[r.lowerBound + (s + 1) % r.count]
            let len = (b - a).length
            let dir = (b - a).normalized()
            var used = 0.0
            // Step: every pattern boundary strictly inside this segment toggles on/off
            while rem < len - used {
                used += rem
                let q = a + dir * used
                if on { out.append(q) } else { out.begin(q, direction: dir) }
                index = (index + 1) % pattern.count
                rem = pattern[index]
                on.toggle()
            }
            rem -= len - used
            if on { out.append(b) }
        }
        // Step: on a closed piece, the dash running into the start continues the first dash
        guard piece.isClosed, on, startsOn else { return }
        let emitted = out.pieces.count - firstPiece
        if emitted == 1 {
            out.close()
        } else if emitted > 1 {
            let first = out.pieces[firstPiece].range
            for i in first.dropFirst() { out.append(out.points[i]) }
            out.pieces.remove(at: firstPiece)
        }
    }
}
