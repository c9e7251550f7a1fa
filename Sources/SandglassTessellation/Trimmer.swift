/// Cuts a `Polyline` to the stretch between `strokeStart` and `strokeEnd` (fractions of the total
/// length of all subpaths taken as one, as Core Animation does), by binary search over the cumulative
/// lengths: animating the trim never re-flattens.
///
/// Semantics: both fractions are clamped to [0, 1]; `start >= end` gives nothing. A subpath wholly
/// inside the trim keeps its closedness (so a closed path with start 0, end 1 stays joined end to
/// start); a partly trimmed subpath becomes an open piece. Dot subpaths (zero length) are kept when
/// their position lies inside the trim. O(subpaths · log points + output).
package enum Trimmer {
    package static func trim(_ polyline: Polyline, start: Double, end: Double, into out: inout PieceList) {
        let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
        guard s < e else { return }
        let total = polyline.totalLength
        let from = s * total, to = e * total
        let pts = polyline.points, lens = polyline.lengths
        for sub in polyline.subpaths {
            let r = sub.range
            let a = lens[r.lowerBound], b = lens[r.upperBound - 1]
            // Step: a dot subpath
            if r.count == 1 {
                if (a >= from && a <= to) || total == 0 { out.begin(pts[r.lowerBound]) }
                continue
            }
            guard b > from, a < to else { continue }
            // Step: whole subpath
            if a >= from && b <= to {
                out.begin(pts[r.lowerBound])
                for i in (r.lowerBound + 1)..<r.upperBound { out.append(pts[i]) }
                if sub.isClosed { out.close() }
                continue
            }
            // Step: partial piece between the two cut points
            let cutFrom = max(from, a), cutTo = min(to, b)
            guard cutTo > cutFrom else { continue }
            let i0 = segmentIndex(lens, r, cutFrom), i1 = segmentIndex(lens, r, cutTo)
            out.begin(point(pts, lens, i0, cutFrom))
            if i1 > i0 { for i in (i0 + 1)...i1 { out.append(pts[i]) } }
            out.append(point(pts, lens, i1, cutTo))
        }
    }

    /// The index i in `range` (i + 1 still in range) with lens[i] <= length <= lens[i + 1].
    static func segmentIndex(_ lens: [Double], _ range: Range<Int>, _ length: Double) -> Int {
        var lo = range.lowerBound, hi = range.upperBound - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lens[mid] <= length { lo = mid } else { hi = mid }
        }
        return lo
    }

    static func point(_ pts: [Vec2], _ lens: [Double], _ i: Int, _ length: Double) -> Vec2 {
        let d = lens[i + 1] - lens[i]
        let t = d > 0 ? min(max((length - lens[i]) / d, 0), 1) : 0
        return Vec2.lerp(pts[i], pts[i + 1], t)
    }
}
