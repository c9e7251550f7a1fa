import QuartzCore
import SandglassTessellation

/// Draws a `RenderTree` with OpenGL: plans the frame (`FramePlanner`, no GL), then has the GL backend
/// execute the plan. See docs/architecture.md for the path of a frame.
public final class Renderer {
    public let canvas: Canvas
    /// The frame's planner; after `render`, its strategies and draw list are the last frame's.
    package let planner = FramePlanner()
    let backend: GLBackend

    /// What the last `render` cost, for `bench`.
    public struct FrameCounters: Sendable {
        public var drawCalls = 0
        /// Vertices uploaded (analytic arcs upload none: their shader builds them from one instance each).
        public var vertices = 0
        /// Analytic arcs uploaded, one instance each, and the vertices their shader built.
        public var arcInstances = 0
        public var arcVertices = 0
        /// CPU seconds in the tessellator (part of planning).
        public var tessellationSeconds = 0.0
        /// CPU seconds planning the frame, tessellation included (the rest of `render` is the backend:
        /// uploads and GL calls, much of it the driver's own work on the calling thread).
        public var planSeconds = 0.0
        /// Offscreen targets used (groups, masks, shadows): on llvmpipe each costs a flush.
        public var offscreenTargets = 0
        /// Shapes left out because the tessellator refused them (non-finite or oversized geometry).
        public var tessellationFailures = 0
        /// Images and text made into textures (converted or rasterised, then uploaded): those not drawn
        /// before. Text is rasterised in white and tinted, so its colour can animate for free.
        public var textureUploads = 0
        /// Image quads and analytic arcs (instances) drawn as part of a resting run's one composite
        /// (`RestingRuns`).
        public var imagesFromCache = 0
        public var arcsFromCache = 0
    }
    public private(set) var lastFrame = FrameCounters()
    /// The last frame drawn with `redrawingOnlyDamage`, and where (a target keeps what it was drawn).
    private var previous: (frame: FrameDamage.Snapshot, target: ObjectIdentifier, width: Int, height: Int)?
    /// The part of the target the last frame drew (nil: all of it).
    package private(set) var lastDamage: DeviceRect?

    public init(context: GLContext, shaderDirectory: String) throws(ShaderError) {
        canvas = try Canvas(context: context, shaderDirectory: shaderDirectory)
        backend = GLBackend(canvas: canvas)
    }

    /// Renders `tree` into `target`, which covers `tree.size` points (its pixel size sets the scale).
    ///
    /// `redrawingOnlyDamage`: `target` still holds the frame this renderer last drew into it this way,
    /// so only what changed since is redrawn (`FrameDamage`); the preview and `bench --damage` draw so.
    package func render(_ tree: RenderTree, into target: RenderTarget, redrawingOnlyDamage: Bool = false) {
        let start = MonotonicClock.now()
        var damage: DeviceRect?
        if redrawingOnlyDamage {
            let snapshot = FrameDamage.Snapshot(tree)
            if let previous, previous.target == ObjectIdentifier(target), previous.width == target.width,
               previous.height == target.height {
                damage = FrameDamage.region(from: previous.frame, to: snapshot, width: target.width, height: target.height)
            }
            previous = (snapshot, ObjectIdentifier(target), target.width, target.height)
        } else {
            previous = nil
        }
        lastDamage = damage
        planner.plan(tree, width: target.width, height: target.height, clip: damage)
        let planned = MonotonicClock.now()
        backend.execute(planner.plan, into: target)
        let meshes = canvas.allMeshes
        lastFrame = FrameCounters(drawCalls: meshes.reduce(0) { $0 + $1.drawCalls },
                                  vertices: meshes.reduce(0) { $0 + $1.uploadedVertices },
                                  arcInstances: canvas.arcMeshes.uploadedInstances,
                                  arcVertices: canvas.arcMeshes.drawnVertices,
                                  tessellationSeconds: planner.geometry.tessellationSeconds,
                                  planSeconds: planned - start,
                                  offscreenTargets: backend.pool.acquired,
                                  tessellationFailures: planner.geometry.failures,
                                  textureUploads: backend.textures.uploadsLastFrame,
                                  imagesFromCache: backend.restingRuns.imagesFromCache,
                                  arcsFromCache: backend.restingRuns.arcsFromCache)
    }
}
