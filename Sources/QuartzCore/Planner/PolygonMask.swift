
/// A mask that is the fill of a convex polygon, as edge lines in root points, so that a shader can
/// compute its coverage at each pixel (`DrawCommand.maskedFill`) instead of drawing it into a mask
/// target.
///
/// The fill tessellator anti-aliases a convex outline with a fringe half a pixel either side of each
/// edge, mitred at the corners, its coverage interpolated from 1 inside to 0 outside. Within an edge's
/// fringe quad that interpolation is exactly 0.5 + d (d: the signed distance to the edge in pixels,
/// an affine function the quad's vertices agree on), and a convex polygon's mitred fringe holds the
/// points whose nearest edge line is that edge. So the fringe's coverage is clamp(0.5 + min over
/// edges of d), which is what the shader computes.
package struct PolygonMask: Equatable, Sendable {
    /// At most this many edges (the layer program's uniform array).
    public static let maximumEdges = 8

    /// Edge i is a·x + b·y + c = signed distance in root points (positive inside) for (a, b, c) =
    /// `edges[i]`, i < `edgeCount`.
    public var edges: InlineArray<8, SIMD3<Double>>
    public var edgeCount: Int

    /// The fill of `path` placed by `world` (planar affine), when the path is one closed convex polygon
    /// of lines only, with 3 to 8 edges of non-zero length; nil otherwise.
    public init?(path: CGPath, world: CATransform3D) {
        guard let affine = world.planarAffine else { return nil }
        // The corners, in a fixed buffer (planning a frame allocates nothing); a closing point equal
        // to the first is dropped.
        var points = InlineArray<9, CGPoint>(repeating: .zero)
        var count = 0
        let elements = path.elements
        for (i, element) in elements.enumerated() {
            switch element {
            case .moveTo(let p) where i == 0, .lineTo(let p) where i > 0:
                guard count < 9 else { return nil }
                points[count] = p.applying(affine)
                count += 1
            case .closeSubpath where i == elements.count - 1:
                break
            default:
                return nil
            }
        }
        if count > 1, points[0] == points[count - 1] { count -= 1 }
        guard count >= 3, count <= Self.maximumEdges else { return nil }
        // Orientation from the signed area; then every corner must turn the same way.
        var area: CGFloat = 0
        for i in 0..<count {
            let p = points[i], q = points[(i + 1) % count]
            area += p.x * q.y - q.x * p.y
        }
        guard area.isFinite, abs(area) > 1e-9 else { return nil }
        let turn: CGFloat = area > 0 ? 1 : -1
        edges = InlineArray(repeating: .zero)
        edgeCount = count
        for i in 0..<count {
            let p = points[i], q = points[(i + 1) % count], r = points[(i + 2) % count]
            let (dx, dy) = (q.x - p.x, q.y - p.y)
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9, ((dx * (r.y - q.y) - dy * (r.x - q.x)) * turn) >= 0 else { return nil }
            // The inward normal: left of the edge for a positive (y-down: clockwise on screen) area.
            let (a, b) = (-dy * turn / length, dx * turn / length)
            edges[i] = SIMD3(Double(a), Double(b), Double(-(a * p.x + b * p.y)))
        }
    }

    /// The same edges; slots past `edgeCount` are unused (InlineArray is not Equatable).
    public static func == (a: PolygonMask, b: PolygonMask) -> Bool {
        a.edgeCount == b.edgeCount && (0..<a.edgeCount).allSatisfy { a.edges[$0] == b.edges[$0] }
    }
}
