import Foundation

extension CGPath {
    /// The same shape drawn the other way (`UIBezierPath.reversing()`): subpaths keep their order, each
    /// starts where it ended and runs back to its start, curves with their control points swapped; a
    /// closed subpath stays closed. A subpath that is only a move stays a move.
    package func reversedSubpaths() -> CGPath {
        var out: [CGPathElement] = []
        out.reserveCapacity(elements.count)
        var start = 0
        while start < elements.count {
            var end = start + 1
            while end < elements.count, !isMove(elements[end]) { end += 1 }
            appendReversed(elements[start..<end], to: &out)
            start = end
        }
        return CGPath(checkedElements: out, containsNonFiniteInput: containsNonFiniteInput)
    }

    private func isMove(_ e: CGPathElement) -> Bool {
        if case .moveTo = e { return true }
        return false
    }

    /// One subpath (a move, its segments, maybe a close, maybe more closes after it) reversed.
    private func appendReversed(_ subpath: ArraySlice<CGPathElement>, to out: inout [CGPathElement]) {
        guard case .moveTo(let first)? = subpath.first else {
            out.append(contentsOf: subpath)
            return
        }
        let closed = subpath.contains { if case .closeSubpath = $0 { return true }; return false }
        // Each segment with the point it starts from, closes left out.
        var segments: [(from: CGPoint, element: CGPathElement)] = []
        var current = first
        for e in subpath.dropFirst() {
            guard let end = e.endPoint else { continue }
            segments.append((current, e))
            current = end
        }
        out.append(.moveTo(current))
        for (from, e) in segments.reversed() {
            switch e {
            case .lineTo: out.append(.lineTo(from))
            case .quadCurveTo(let c, _): out.append(.quadCurveTo(control: c, to: from))
            case .curveTo(let c1, let c2, _): out.append(.curveTo(control1: c2, control2: c1, to: from))
            case .moveTo, .closeSubpath: break
            }
        }
        if closed { out.append(.closeSubpath) }
    }
}
