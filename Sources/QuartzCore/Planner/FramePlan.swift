
/// A planned frame as a value: how each node is drawn, the draw list, its geometry, the gradient ramp
/// rows it filled and the part of the target it redraws. A backend (`FrameBackend`: GL, Cairo, the text dump)
/// executes it and nothing else (it never sees the planner or the tree), tests compare it.
///
/// It shares the planner's buffers (`FramePlanner.plan`); a backend holds it for one frame only, so
/// the planner refills them in place the next frame and a steady frame allocates nothing.
package struct FramePlan {
    /// One per node of the tree, in the tree's order.
    public let strategies: [NodeStrategy]
    /// The draw list, in painter's order.
    public let commands: [DrawCommand]
    /// What the commands draw: triangles, stencil meshes, arc instances (indexed by the commands).
    public let geometry: FrameGeometry
    /// Gradient ramp rows (painted arcs); the backend uploads what this frame filled.
    public let ramps: RampAtlas
    /// Device pixels per point.
    public let scale: CGFloat
    /// The only part of the target this frame draws (its damage), nil for all of it.
    public let clip: DeviceRect?
    /// The tree's size in points, which the target covers, and the colour behind everything.
    public let size: CGSize
    public let background: CGColor
    /// The target's size in device pixels (scissor boxes count from its bottom-left corner).
    public let width: Int, height: Int
}
