/// Open or closed polylines to stroke, produced by trimming and dashing (points, y down).
///
/// Guarantees: consecutive points of a piece are distinct; a closed piece does NOT repeat its first
/// point; a piece of one point is a dot whose square caps face `direction`. Reused across calls:
/// `removeAll()` keeps capacity.
package struct PieceList: Sendable {
    package struct Piece: Hashable, Sendable {
        package var range: Range<Int>
        package var isClosed: Bool
        /// Tangent used for the caps of a one-point piece (unit vector).
        package var direction: Vec2
    }

    package internal(set) var points: [Vec2] = []
    package internal(set) var pieces: [Piece] = []

    package init() {}

    package mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
    }

    /// Length of one piece (closing segment included for closed pieces).
    package func length(of piece: Piece) -> Double {
        var total = 0.0
        for i in piece.range.dropFirst() { total += (points[i] - points[i - 1]).length }
        if piece.isClosed, piece.range.count > 1 {
            total += (points[piece.range.lowerBound] - points[piece.range.upperBound - 1]).length
        }
        return total
    }

    // MARK: building

    mutating func begin(_ p: Vec2, direction: Vec2 = Vec2(1, 0)) {
        pieces.append(Piece(range: points.count..<(points.count + 1), isClosed: false, direction: direction))
        points.append(p)
    }

    /// Appends to the current piece, skipping a point within 1e-9 (relative) of the previous one, so
    /// that cuts landing next to a vertex make no sliver segment with a noisy direction.
    mutating func append(_ p: Vec2) {
        let last = points[points.count - 1]
        let scale = 1 + max(abs(p.x), abs(p.y))
        guard (p - last).length > 1e-9 * scale else { return }
        points.append(p)
        pieces[pieces.count - 1].range = pieces[pieces.count - 1].range.lowerBound..<points.count
    }

    /// Marks the current piece closed, dropping a final point equal to its first.
    mutating func close() {
        let i = pieces.count - 1
        let r = pieces[i].range
        let first = points[r.lowerBound], last = points[r.upperBound - 1]
        if r.count > 1, (last - first).length <= 1e-9 * (1 + max(abs(first.x), abs(first.y))) {
            points.removeLast()
            pieces[i].range = r.lowerBound..<(r.upperBound - 1)
        }
        pieces[i].isClosed = true
    }
}
