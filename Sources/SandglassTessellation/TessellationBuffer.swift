/// What a draw range holds and how the renderer draws it. Every range is indexed GL_TRIANGLES.
package enum DrawKind: Hashable, Sendable {
    /// A stroke: quads between consecutive cross-sections of 4 vertices (outer edge coverage 0, inner
    /// fringe edge 1, inner fringe edge 1, outer edge 0), plus caps and joins made the same way.
    case stroke
    /// Fill, stencil pass: a triangle fan per subpath (fan centre = its first vertex), outline inset by
    /// half a device pixel towards the filled side. Coverage 1.
    case fillStencil
    /// Fill, anti-aliasing fringe: a 1-device-pixel strip straddling the outline, coverage 1 inside,
    /// 0 outside. Drawn where the stencil says "not filled".
    case fillFringe
    /// Fill, cover pass: a quad over the bounds of the fringe. Coverage 1.
    case cover
}

/// A run of `indexCount` indices starting at `firstIndex` in `TessellationBuffer.indices`.
package struct DrawRange: Hashable, Sendable {
    package var kind: DrawKind
    package var firstIndex: Int
    package var indexCount: Int
}

/// The result of one `Tessellator` call: which ranges of `TessellationBuffer.ranges` it appended, and how
/// to draw them.
package struct DrawRanges: Hashable, Sendable {
    /// Positions in `TessellationBuffer.ranges`.
    package var rangeIndices: Range<Int>
    /// Multiply the colour alpha by this (strokes narrower than one device pixel are drawn one pixel
    /// wide at `lineWidth · pixelsPerPoint` alpha; over-dense dash patterns are drawn solid at their
    /// on-fraction). 1 for fills. 0 with no ranges when nothing is to be drawn.
    package var alphaScale: Float
    /// Fills only: one convex subpath; the renderer may draw `fillStencil` then `fillFringe` directly
    /// with colour and no stencil (the fan does not overlap itself), skipping `cover`.
    package var isConvex: Bool
    /// Strokes only: no pixel is covered by two triangles (a convex curve or arc, trimmed or dashed
    /// with gaps of at least 2 device pixels, smooth joins, butt or square caps), so a translucent
    /// stroke may be drawn in one pass with no stencil, like an opaque one.
    package var isOverlapFree = false

    package static let empty = DrawRanges(rangeIndices: 0..<0, alphaScale: 0, isConvex: false)
    package var isEmpty: Bool { rangeIndices.isEmpty }
}

/// Vertex and index storage the renderer keeps across frames: `removeAll()` keeps capacity, so a
/// steady scene stops allocating after its first frame.
///
/// Vertex layout: 3 × Float32 per vertex, interleaved (stride 12 bytes): x, y in the path's own
/// coordinates (points, y down: the renderer applies the layer's world transform in the vertex shader),
/// then coverage in [0, 1] (fragment alpha = colour alpha × coverage × `DrawRanges.alphaScale`).
/// Indices are UInt32 into `vertices` (vertex number, not float offset). Fringe widths are 1 device
/// pixel, i.e. 1 / pixelsPerPoint points.
package struct TessellationBuffer: Sendable {
    package static let floatsPerVertex = 3

    package internal(set) var vertices: [Float] = []
    package internal(set) var indices: [UInt32] = []
    package internal(set) var ranges: [DrawRange] = []
    // Scratch piece lists reused by the stroker, and rings and sides by the fill tessellator (taken and
    // given back around each fill, so a steady frame allocates nothing for them).
    var trimmed = PieceList()
    var dashed = PieceList()
    var fillRings: [ArraySlice<Vec2>] = []
    var fillSides: [Double] = []

    package init() {}

    package var vertexCount: Int { vertices.count / TessellationBuffer.floatsPerVertex }

    /// Empties the buffer, keeping its capacity.
    package mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        ranges.removeAll(keepingCapacity: true)
        trimmed.removeAll()
        dashed.removeAll()
    }

    /// A position in the buffer to truncate back to (see `truncate(to:)`).
    package struct Mark: Sendable {
        package let vertexCount: Int
        package let indexCount: Int
        package let rangeCount: Int
    }

    /// The current end of the buffer.
    package var mark: Mark { Mark(vertexCount: vertexCount, indexCount: indices.count, rangeCount: ranges.count) }

    /// Drops everything appended after `mark` (a caller that moved those vertices elsewhere), keeping capacity.
    package mutating func truncate(to mark: Mark) {
        vertices.removeSubrange(mark.vertexCount * TessellationBuffer.floatsPerVertex..<vertices.count)
        indices.removeSubrange(mark.indexCount..<indices.count)
        ranges.removeSubrange(mark.rangeCount..<ranges.count)
    }

    /// Appends a vertex and returns its index. Coordinates are clamped to ±1e30 points: a finite path
    /// beyond Float's range (a point at 1e300) must not reach GL as infinity.
    @inline(__always)
    mutating func vertex(_ p: Vec2, _ coverage: Float) -> UInt32 {
        let i = UInt32(vertices.count / 3)
        vertices.append(Float(min(max(p.x, -1e30), 1e30))); vertices.append(Float(min(max(p.y, -1e30), 1e30)))
        vertices.append(coverage)
        return i
    }

    @inline(__always)
    mutating func triangle(_ a: UInt32, _ b: UInt32, _ c: UInt32) {
        indices.append(a); indices.append(b); indices.append(c)
    }

    @inline(__always)
    mutating func quad(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) {
        triangle(a, b, c); triangle(a, c, d)
    }

    /// Closes a range begun at `firstIndex`; empty ranges are not recorded.
    mutating func endRange(_ kind: DrawKind, from firstIndex: Int) {
        let count = indices.count - firstIndex
        if count > 0 { ranges.append(DrawRange(kind: kind, firstIndex: firstIndex, indexCount: count)) }
    }

    /// Position (x, y) and coverage of vertex `i`, for tests and debugging.
    package func vertexAt(_ i: Int) -> (x: Float, y: Float, coverage: Float) {
        (vertices[3 * i], vertices[3 * i + 1], vertices[3 * i + 2])
    }
}
