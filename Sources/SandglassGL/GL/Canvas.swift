import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

/// The low-level drawing surface the layer renderer records into: the layer and blur programs, blend
/// state, the current target and the points-to-clip-space projection.
///
/// Coordinates are points, y down, origin top left (iOS); `scale` is device pixels per point. Colour is
/// premultiplied end to end, blended ONE, ONE_MINUS_SRC_ALPHA.
public final class Canvas {
    public let context: GLContext
    /// The layer program compiled for each kind of paint and mask (`LayerVariant`).
    private(set) var layerPrograms: [LayerVariant: ShaderProgram]
    private(set) var blurProgram: ShaderProgram
    private(set) var batchProgram: ShaderProgram
    /// The arc program compiled for each set of features a run of arcs needs (`ArcFeatures`): on
    /// llvmpipe a pixel pays for every branch in the shader, so a run of plain arcs should not pay for
    /// dashes, caps and gradient ramps.
    private(set) var arcPrograms: [ArcFeatures: ShaderProgram]
    /// Image contents without a mask (`shaders/image.frag`), plain or tinted (`ImageVariant`): cheaper
    /// per fragment than the layer program.
    private(set) var imagePrograms: [ImageVariant: ShaderProgram]
    /// Backgrounds and borders without a mask (`shaders/rect.frag`).
    private(set) var rectProgram: ShaderProgram
    /// Images placed one texel to one pixel, without a mask (`shaders/blit.frag`): `texelFetch`, no filtering.
    private(set) var blitProgram: ShaderProgram
    /// A group blended into its parent by a blend mode (`shaders/blend.frag`).
    private(set) var blendProgram: ShaderProgram
    /// Particles: a picture times each vertex's colour (`shaders/sprite.vert`, `sprite.frag`).
    private(set) var spriteProgram: ShaderProgram
    /// Where the programs were loaded from (for `reloadShaders`).
    public let shaderDirectory: String
    /// Mid-frame uploads (shadow paths, `drawTriangleStrip`): orphaned on every upload, so never a wait.
    let meshes: MeshDrawer
    /// The frame's shape geometry in layer points, uploaded once per frame by the backend.
    let frameMeshes: MeshDrawer
    /// The frame's batched solid shapes in root points, uploaded once per frame by the backend.
    let batchMeshes: MeshDrawer
    /// The frame's analytic arc strokes, one instance each, uploaded once per frame by the backend.
    let arcMeshes: MeshDrawer
    /// The frame's particles, six vertices each, uploaded once per frame by the backend.
    let spriteMeshes: MeshDrawer
    /// Gradient ramps for masks painted with their layer's gradient (read by the arc program).
    let ramps: GradientRamps
    /// A unit square, uploaded once: every rectangle (backgrounds, gradients, images, composites, blur)
    /// is this square placed by `u_quad`, so rectangles never upload.
    let quad: MeshDrawer
    /// Every mesh drawer, for the frame's draw-call and vertex counters.
    let allMeshes: [MeshDrawer]
    /// The batched run recorded but not yet drawn: indices `pendingFirst ..< pendingFirst + pendingCount`
    /// of `batchMeshes` (or instances of `arcMeshes` when `pendingIsArcs`, which need `pendingSegments`
    /// segments each and `pendingFeatures`). Drawn by `flushBatch()` before any other GL state change.
    var pendingIsArcs = false
    var pendingFirst = 0
    var pendingCount = 0
    var pendingSegments = 0
    var pendingFeatures: ArcFeatures = []
    private(set) var pointSize = CGSize(width: 1, height: 1)
    public private(set) var scale: CGFloat = 1
    /// The polygon mask's edge lines for the layer program (kept, so that setting them allocates nothing).
    var polygonLines = [Float](repeating: 0, count: 3 * PolygonMask.maximumEdges)
    private(set) var target: RenderTarget?
    var stops = GradientStops()
    var scratchIndices: [UInt32] = []

    /// Loads the programs from `shaderDirectory` (see `ShaderDirectory.locate()`).
    public init(context: GLContext, shaderDirectory: String) throws(ShaderError) {
        self.context = context
        self.shaderDirectory = shaderDirectory
        (layerPrograms, blurProgram, batchProgram, arcPrograms, imagePrograms, rectProgram, blitProgram, blendProgram) =
            try Canvas.loadPrograms(context: context, directory: shaderDirectory)
        spriteProgram = try ShaderProgram(context: context, directory: shaderDirectory, name: "sprite")
        meshes = MeshDrawer(context: context)
        frameMeshes = MeshDrawer(context: context)
        batchMeshes = MeshDrawer(context: context, layout: .batched)
        arcMeshes = MeshDrawer(context: context, layout: .arcs)
        spriteMeshes = MeshDrawer(context: context, layout: .sprites)
        ramps = GradientRamps(context: context)
        quad = MeshDrawer(context: context)
        allMeshes = [meshes, frameMeshes, batchMeshes, quad, arcMeshes, spriteMeshes]
        let unit: [Float] = [0, 0, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1]
        let order: [UInt32] = [0, 1, 2, 3]
        unit.withUnsafeBufferPointer { v in order.withUnsafeBufferPointer { quad.upload(vertices: v, indices: $0) } }
    }

    /// Recompiles every program from `shaderDirectory`. All or nothing: when any program fails, the
    /// error is thrown and the last good programs stay in use.
    public func reloadShaders() throws(ShaderError) {
        let programs = try Canvas.loadPrograms(context: context, directory: shaderDirectory)
        spriteProgram = try ShaderProgram(context: context, directory: shaderDirectory, name: "sprite")
        (layerPrograms, blurProgram, batchProgram, arcPrograms, imagePrograms, rectProgram, blitProgram, blendProgram) = programs
        shaderGeneration += 1
    }

    /// How many times the programs were reloaded: pixels kept from before (a cached run of images) are
    /// drawn again once it changes.
    public private(set) var shaderGeneration = 0

    /// Every program from `directory`, for `init` and `reloadShaders` alike: the layer variants, blur,
    /// batch, the arc variants, the image variants, rect, blit, blend.
    private static func loadPrograms(context: GLContext, directory: String) throws(ShaderError)
        -> ([LayerVariant: ShaderProgram], ShaderProgram, ShaderProgram, [ArcFeatures: ShaderProgram], [ImageVariant: ShaderProgram],
            ShaderProgram, ShaderProgram, ShaderProgram) {
        (try variants(of: "layer", LayerVariant.allCases, defines: \.shaderDefines, context: context, directory: directory),
         try ShaderProgram(context: context, directory: directory, name: "blur", vertex: "layer"),
         try ShaderProgram(context: context, directory: directory, name: "batch"),
         try variants(of: "arc", ArcFeatures.variants, defines: \.shaderDefines, context: context, directory: directory),
         try variants(of: "image", ImageVariant.allCases, vertex: "layer", defines: \.shaderDefines, context: context, directory: directory),
         try ShaderProgram(context: context, directory: directory, name: "rect", vertex: "layer"),
         try ShaderProgram(context: context, directory: directory, name: "blit", vertex: "layer"),
         try ShaderProgram(context: context, directory: directory, name: "blend", vertex: "layer"))
    }

    /// Every variant of program `name` (`keys`, each compiled with its `defines`; the vertex stage is
    /// `<vertex>.vert`, by default `<name>.vert`), compiled up front so that a shader error shows at load
    /// or reload, not at the first frame that needs the variant. The two stages are read and expanded
    /// once for all variants.
    private static func variants<Key: Hashable>(of name: String, _ keys: [Key], vertex vertexName: String? = nil,
                                                defines: (Key) -> [String],
                                                context: GLContext, directory: String) throws(ShaderError) -> [Key: ShaderProgram] {
        let vertex = try ShaderSource(name: "\(vertexName ?? name).vert", folder: directory)
        let fragment = try ShaderSource(name: "\(name).frag", folder: directory)
        var programs: [Key: ShaderProgram] = [:]
        for key in keys {
            programs[key] = try ShaderProgram(context: context, name: name, vertex: vertex, fragment: fragment, defines: defines(key))
        }
        return programs
    }

    /// Binds `target`, sets the projection so that `pointSize` points fill it, and clears it to
    /// `clearColor` (straight alpha; premultiplied here).
    /// Starts a frame on `target`; `clearing` limits the clear to a box (a damage redraw keeps the rest).
    package func begin(target: RenderTarget, pointSize: CGSize, clearColor: CGColor?, clearing box: DeviceRect? = nil) {
        self.pointSize = pointSize
        scale = CGFloat(target.width) / max(pointSize.width, 1e-9)
        if let box {
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
        }
        bind(target, clearTo: clearColor, insideScissorOnly: box != nil)
        glDisable(GLenum(GL_SCISSOR_TEST))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_STENCIL_TEST))
    }

    /// Makes `target` current (same projection), optionally clearing colour and stencil.
    /// `insideScissorOnly`: clear just the current scissor box, for targets that are only ever read
    /// inside it (a group without a shadow is composited at the same pixels); otherwise the whole target
    /// is cleared (a blur reads around what it writes).
    func bind(_ target: RenderTarget, clearTo color: CGColor?, insideScissorOnly: Bool = false) {
        flushBatch()
        self.target = target
        target.bind()
        if let color {
            let scissored = !insideScissorOnly && glIsEnabled(GLenum(GL_SCISSOR_TEST)) == GLboolean(GL_TRUE)
            if scissored { glDisable(GLenum(GL_SCISSOR_TEST)) }
            let c = Premultiplied(color)
            glClearColor(c.r, c.g, c.b, c.a)
            glClearStencil(0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | GLbitfield(GL_STENCIL_BUFFER_BIT))
            if scissored { glEnable(GLenum(GL_SCISSOR_TEST)) }
        }
    }

    /// Column-major clip-space matrix for a layer-to-root transform (row-vector convention of
    /// CATransform3D) followed by the points-to-clip projection (y flipped: points are y down).
    func clipMatrix(_ world: CATransform3D) -> [Float] {
        var r = [Float](repeating: 0, count: 16)
        withClipMatrix(world) { m in for i in 0..<16 { r[i] = m[i] } }
        return r
    }

    /// `clipMatrix` on the stack, for uniform uploads without a heap allocation.
    func withClipMatrix(_ world: CATransform3D, _ body: (UnsafePointer<Float>) -> Void) {
        let sx = 2 / pointSize.width, sy = -2 / pointSize.height
        var r: (Float, Float, Float, Float, Float, Float, Float, Float,
                Float, Float, Float, Float, Float, Float, Float, Float) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &r) { raw in
            let out = raw.bindMemory(to: Float.self)
            // Column `row` of the GL matrix is row `row` of (M * Projection).
            func put(_ row: Int, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) {
                out[row * 4 + 0] = Float(sx * x - w)
                out[row * 4 + 1] = Float(sy * y + w)
                out[row * 4 + 2] = Float(z * 0.0001)
                out[row * 4 + 3] = Float(w)
            }
            put(0, world.m11, world.m12, world.m13, world.m14)
            put(1, world.m21, world.m22, world.m23, world.m24)
            put(2, world.m31, world.m32, world.m33, world.m34)
            put(3, world.m41, world.m42, world.m43, world.m44)
            body(UnsafePointer(out.baseAddress!))
        }
    }

    func setTransform(_ program: ShaderProgram, _ world: CATransform3D) {
        withClipMatrix(world) { glUniformMatrix4fv(program[.transform], 1, GLboolean(GL_FALSE), $0) }
    }
}
