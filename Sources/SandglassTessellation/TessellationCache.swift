import CoreGraphics

/// Tessellated shapes kept from frame to frame, so that a shape drawn the same way again (same path,
/// same fill rule or stroke style, same pixels per point) is copied into the frame's buffer rather
/// than flattened, dashed and expanded anew: most of a frame's shapes rest or only move, and a
/// shape's geometry is in its layer's points, so moving it changes nothing here.
///
/// What is kept is what the tessellator appended: the vertices, the indices (relative to the piece's
/// first vertex) and the draw ranges (relative to its first index), with the result's flags. A copy
/// appended at another place in another frame's buffer is the same geometry, offset.
///
/// Only a shape asked for in two frames in a row is stored: one that changes every frame (a dash
/// phase that runs, a morphing path, a scale that animates) would otherwise be copied into the
/// cache each frame for nothing. Each frame therefore remembers the keys it asked for
/// (`beginFrame` turns them into the last frame's), and stores a piece on a miss whose key the
/// last frame asked for too. Pieces not used for a frame are dropped once more than `capacity`
/// are kept.
package final class TessellationCache {
    /// How a path is tessellated.
    package enum Operation: Hashable {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    /// Hashed once when made: the path's elements are the costly part, and a lookup, the note of a
    /// miss and a store would otherwise each hash them again.
    struct Key: Hashable {
        let path: CGPath
        let operation: Operation
        let pixelsPerPointBits: UInt64
        let hash: Int

        init(path: CGPath, operation: Operation, pixelsPerPoint: Double) {
            (self.path, self.operation, pixelsPerPointBits) = (path, operation, pixelsPerPoint.bitPattern)
            var hasher = Hasher()
            hasher.combine(path)
            hasher.combine(operation)
            hasher.combine(pixelsPerPointBits)
            hash = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.pixelsPerPointBits == b.pixelsPerPointBits && a.operation == b.operation && a.path == b.path
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private struct Piece {
        var vertices: [Float]
        var indices: [UInt32]
        var ranges: [DrawRange]
        /// The result, `rangeIndices` counted from the piece's first range.
        var result: DrawRanges
        var lastFrame: UInt64
    }

    /// The most pieces kept after a frame's unused ones are dropped.
    package let capacity: Int
    @exclusivity(unchecked) private var pieces: [Key: Piece] = [:]
    @exclusivity(unchecked) private var askedLastFrame: Set<Int> = []
    @exclusivity(unchecked) private var askedThisFrame: Set<Int> = []
    @exclusivity(unchecked) private var frame: UInt64 = 0
    /// Counters for tests and the benchmark.
    @exclusivity(unchecked) package private(set) var hits = 0
    @exclusivity(unchecked) package private(set) var misses = 0

    package init(capacity: Int = 2048) { self.capacity = max(1, capacity) }

    /// Pieces kept.
    package var count: Int { pieces.count }

    /// Starts a frame: the keys asked for so far become the last frame's; when more than `capacity`
    /// pieces are kept, those the last frame did not use are dropped.
    package func beginFrame() {
        swap(&askedLastFrame, &askedThisFrame)
        askedThisFrame.removeAll(keepingCapacity: true)
        if pieces.count > capacity {
            let last = frame
            pieces = pieces.filter { $0.value.lastFrame >= last }
        }
        frame &+= 1
    }

    /// The geometry of `path` tessellated by `operation` at `pixelsPerPoint`, appended to `buffer`:
    /// a kept piece copied, or `tessellate`'s own appending (kept when the last frame asked for the
    /// same). A throw is passed on and nothing is kept.
    package func geometry(_ path: CGPath, _ operation: Operation, pixelsPerPoint: Double, into buffer: inout TessellationBuffer,
                          tessellate: (inout TessellationBuffer) throws(TessellationError) -> DrawRanges)
        throws(TessellationError) -> DrawRanges {
        let key = Key(path: path, operation: operation, pixelsPerPoint: pixelsPerPoint)
        if let i = pieces.index(forKey: key) {
            hits += 1
            pieces.values[i].lastFrame = frame
            return append(pieces.values[i], to: &buffer)
        }
        misses += 1
        askedThisFrame.insert(key.hash)
        let mark = buffer.mark
        let result = try tessellate(&buffer)
        if askedLastFrame.contains(key.hash) { pieces[key] = piece(of: buffer, since: mark, result: result) }
        return result
    }

    /// What `buffer` gained since `mark`, made relative to it.
    private func piece(of buffer: TessellationBuffer, since mark: TessellationBuffer.Mark, result: DrawRanges) -> Piece {
        let firstFloat = mark.vertexCount * TessellationBuffer.floatsPerVertex
        let base = UInt32(mark.vertexCount)
        var relative = result
        relative.rangeIndices = Self.moved(result.rangeIndices, by: -mark.rangeCount)
        return Piece(vertices: Array(buffer.vertices[firstFloat...]),
                     indices: buffer.indices[mark.indexCount...].map { $0 - base },
                     ranges: buffer.ranges[mark.rangeCount...].map {
                         DrawRange(kind: $0.kind, firstIndex: $0.firstIndex - mark.indexCount, indexCount: $0.indexCount)
                     },
                     result: relative, lastFrame: frame)
    }

    /// `piece` appended to `buffer`, its indices and ranges moved to where it lands.
    private func append(_ piece: Piece, to buffer: inout TessellationBuffer) -> DrawRanges {
        let mark = buffer.mark
        let base = UInt32(mark.vertexCount)
        buffer.vertices.append(contentsOf: piece.vertices)
        buffer.indices.reserveCapacity(buffer.indices.count + piece.indices.count)
        for index in piece.indices { buffer.indices.append(index + base) }
        for range in piece.ranges {
            buffer.ranges.append(DrawRange(kind: range.kind, firstIndex: range.firstIndex + mark.indexCount, indexCount: range.indexCount))
        }
        var result = piece.result
        result.rangeIndices = Self.moved(result.rangeIndices, by: mark.rangeCount)
        return result
    }

    /// `ranges` moved by `offset`; an empty range stays `0..<0`, as `DrawRanges.empty` has it.
    private static func moved(_ ranges: Range<Int>, by offset: Int) -> Range<Int> {
        ranges.isEmpty ? 0..<0 : (ranges.lowerBound + offset)..<(ranges.upperBound + offset)
    }
}
