import CEpoxy
import Foundation
import Sandglass
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
    /// Image contents without a mask (`shaders/image.frag`): cheaper per fragment than the layer program.
    private(set) var imageProgram: ShaderProgram
    /// Backgrounds and borders without a mask (`shaders/rect.frag`).
    private(set) var rectProgram: ShaderProgram
    /// Images placed one texel to one pixel, without a mask (`shaders/blit.frag`): `texelFetch`, no filtering.
    private(set) var blitProgram: ShaderProgram
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
    private var pendingIsArcs = false
    private var pendingFirst = 0
    private var pendingCount = 0
    private var pendingSegments = 0
    private var pendingFeatures: ArcFeatures = []
    private(set) var pointSize = CGSize(width: 1, height: 1)
    public private(set) var scale: CGFloat = 1
    /// The polygon mask's edge lines for the layer program (kept, so that setting them allocates nothing).
    private var polygonLines = [Float](repeating: 0, count: 3 * PolygonMask.maximumEdges)
    private(set) var target: RenderTarget?
    private var stops = GradientStops()
    private var scratchVertices: [Float] = []
    private var scratchIndices: [UInt32] = []

    /// Loads the programs from `shaderDirectory` (see `ShaderDirectory.locate()`).
    public init(context: GLContext, shaderDirectory: String) throws(ShaderError) {
        self.context = context
        self.shaderDirectory = shaderDirectory
        (layerPrograms, blurProgram, batchProgram, arcPrograms, imageProgram, rectProgram, blitProgram) =
            try Canvas.loadPrograms(context: context, directory: shaderDirectory)
        meshes = MeshDrawer(context: context)
        frameMeshes = MeshDrawer(context: context)
        batchMeshes = MeshDrawer(context: context, layout: .batched)
        arcMeshes = MeshDrawer(context: context, layout: .arcs)
        ramps = GradientRamps(context: context)
        quad = MeshDrawer(context: context)
        allMeshes = [meshes, frameMeshes, batchMeshes, quad, arcMeshes]
        let unit: [Float] = [0, 0, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1]
        let order: [UInt32] = [0, 1, 2, 3]
        unit.withUnsafeBufferPointer { v in order.withUnsafeBufferPointer { quad.upload(vertices: v, indices: $0) } }
    }

    /// Recompiles every program from `shaderDirectory`. All or nothing: when any program fails, the
    /// error is thrown and the last good programs stay in use.
    public func reloadShaders() throws(ShaderError) {
        (layerPrograms, blurProgram, batchProgram, arcPrograms, imageProgram, rectProgram, blitProgram) =
            try Canvas.loadPrograms(context: context, directory: shaderDirectory)
    }

    /// Every program from `directory`, for `init` and `reloadShaders` alike: the layer variants, blur,
    /// batch, the arc variants, image, rect, blit.
    private static func loadPrograms(context: GLContext, directory: String) throws(ShaderError)
        -> ([LayerVariant: ShaderProgram], ShaderProgram, ShaderProgram, [ArcFeatures: ShaderProgram], ShaderProgram, ShaderProgram,
            ShaderProgram) {
        (try variants(of: "layer", LayerVariant.allCases, defines: \.shaderDefines, context: context, directory: directory),
         try ShaderProgram(context: context, directory: directory, name: "blur", vertex: "layer"),
         try ShaderProgram(context: context, directory: directory, name: "batch"),
         try variants(of: "arc", ArcFeatures.variants, defines: \.shaderDefines, context: context, directory: directory),
         try ShaderProgram(context: context, directory: directory, name: "image", vertex: "layer"),
         try ShaderProgram(context: context, directory: directory, name: "rect", vertex: "layer"),
         try ShaderProgram(context: context, directory: directory, name: "blit", vertex: "layer"))
    }

    /// Every variant of program `name` (`keys`, each compiled with its `defines`), compiled up front so
    /// that a shader error shows at load or reload, not at the first frame that needs the variant. The
    /// two stages are read and expanded once for all variants.
    private static func variants<Key: Hashable>(of name: String, _ keys: [Key], defines: (Key) -> [String],
                                                context: GLContext, directory: String) throws(ShaderError) -> [Key: ShaderProgram] {
        let vertex = try ShaderSource(name: "\(name).vert", folder: directory)
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
    public func begin(target: RenderTarget, pointSize: CGSize, clearColor: CGColor?, clearing box: DeviceRect? = nil) {
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

    // MARK: batching

    /// Adds indices `first ..< first + count` of `batchMeshes` to the pending batched draw; a run that
    /// does not continue the pending one flushes it first.
    func appendBatch(first: Int, count: Int) {
        guard count > 0 else { return }
        if pendingCount > 0 && !pendingIsArcs && pendingFirst + pendingCount == first {
            pendingCount += count
            return
        }
        flushBatch()
        (pendingFirst, pendingCount, pendingIsArcs) = (first, count, false)
    }

    /// Adds instances `first ..< first + count` of `arcMeshes`, needing `segments` segments each and
    /// `features`, to the pending draw (one draw for consecutive runs, with what they need together).
    func appendArcs(first: Int, count: Int, segments: Int, features: ArcFeatures) {
        guard count > 0 else { return }
        if pendingCount > 0 && pendingIsArcs && pendingFirst + pendingCount == first {
            pendingCount += count
            pendingSegments = max(pendingSegments, segments)
            pendingFeatures.formUnion(features)
            return
        }
        flushBatch()
        (pendingFirst, pendingCount, pendingIsArcs) = (first, count, true)
        (pendingSegments, pendingFeatures) = (segments, features)
    }

    /// Draws the pending batched run, if any, in one call. Everything that changes GL state or draws
    /// otherwise calls this first, so painter's order is kept.
    func flushBatch() {
        guard pendingCount > 0 else { return }
        let p = pendingIsArcs ? arcPrograms[pendingFeatures.variant]! : batchProgram
        p.use()
        glUniform2f(p[.pointsToClip], Float(2 / pointSize.width), Float(-2 / pointSize.height))
        if pendingIsArcs {
            if pendingFeatures.contains(.ramp) {
                glActiveTexture(GLenum(GL_TEXTURE2))
                glBindTexture(GLenum(GL_TEXTURE_2D), ramps.texture.handle)
                glActiveTexture(GLenum(GL_TEXTURE0))
                glUniform1i(p[.ramps], 2)
            }
            arcMeshes.drawInstances(first: pendingFirst, count: pendingCount, verticesPerInstance: 2 * (pendingSegments + 1))
        } else {
            batchMeshes.draw(mode: GLenum(GL_TRIANGLES), first: pendingFirst, count: pendingCount)
        }
        pendingCount = 0
    }

    /// Makes current and sets up the program for `paint` with `world`, `opacity` and an optional mask
    /// (a target's alpha, or a convex polygon's coverage): the image program for an unmasked texture,
    /// else the layer program. Returns it.
    @discardableResult
    func prepare(paint: Paint, world: CATransform3D, opacity: CGFloat, mask: RenderTarget?,
                 polygon: PolygonMask? = nil, clip: PolygonMask? = nil) -> ShaderProgram {
        flushBatch()
        let plain = mask == nil && polygon == nil
        if case .texture(let texture, let box, let uv, let tint) = paint, plain {
            let p = use(imageProgram, world: world, opacity: opacity)
            glUniform1i(p[.texture], 0)
            setImage(p, texture, box, uv, tint)
            return p
        }
        if case .roundedRect(let box, let radius, let fill, let borderWidth, let borderColor) = paint, plain {
            let p = use(rectProgram, world: world, opacity: opacity)
            setRoundedRect(p, box, radius, fill, borderWidth, borderColor, world: world)
            return p
        }
        let variant = LayerVariant(paint: paint.kind, masked: mask != nil, polygon: polygon != nil)
        let p = use(layerPrograms[variant]!, world: world, opacity: opacity)
        glUniform2f(p[.targetSize], Float(target?.width ?? 1), Float(target?.height ?? 1))
        glUniform1i(p[.texture], 0)
        glUniform1i(p[.mask], 1)
        glUniform1i(p[.coreOnly], 0)
        setPolygon(p, polygon, count: .polygonEdges, lines: .polygon)
        setPolygon(p, clip, count: .clipEdges, lines: .clip)
        if let mask {
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), mask.colorTexture)
            glActiveTexture(GLenum(GL_TEXTURE0))
        }
        switch paint {
        case .solid(let color):
            setColor(.color, color, p)
        case .gradient(let g, let box):
            setRect(box, p)
            glUniform1i(p[.gradientType], g.kind.rawValue)
            stops.set(g)
            glUniform1i(p[.stopCount], GLint(stops.colors.count / 4))
            glUniform4fv(p[.stopColors], GLsizei(stops.colors.count / 4), stops.colors)
            glUniform1fv(p[.stopLocations], GLsizei(stops.locations.count), stops.locations)
            glUniform2f(p[.start], Float(g.startPoint.x), Float(g.startPoint.y))
            glUniform2f(p[.end], Float(g.endPoint.x), Float(g.endPoint.y))
        case .texture(let texture, let box, let uv, let tint):
            setImage(p, texture, box, uv, tint)
        case .roundedRect(let box, let radius, let fill, let borderWidth, let borderColor):
            setRoundedRect(p, box, radius, fill, borderWidth, borderColor, world: world)
        case .composite(let source):
            glBindTexture(GLenum(GL_TEXTURE_2D), source.colorTexture)
        }
        return p
    }

    /// A polygon mask's edges as lines in this target's pixels (gl_FragCoord: y up from the bottom
    /// row), or none. Root point (x, y) is pixel (x sx, H - y sy), so an edge a x + b y + c (points)
    /// becomes (a s / sx) X - (b s / sy) Y + (b H s / sy + c s) in pixels, s the pixels per point.
    private func setPolygon(_ p: ShaderProgram, _ polygon: PolygonMask?, count: Uniform, lines: Uniform) {
        guard let polygon, let target else {
            glUniform1i(p[count], 0)
            return
        }
        let sx = Double(target.width) / max(Double(pointSize.width), 1e-9)
        let sy = Double(target.height) / max(Double(pointSize.height), 1e-9)
        let s = Double(scale), h = Double(target.height)
        for i in 0..<polygon.edgeCount {
            let e = polygon.edges[i]
            polygonLines[3 * i] = Float(e.x * s / sx)
            polygonLines[3 * i + 1] = Float(-e.y * s / sy)
            polygonLines[3 * i + 2] = Float(e.y * h * s / sy + e.z * s)
        }
        glUniform1i(p[count], GLint(polygon.edgeCount))
        glUniform3fv(p[lines], GLsizei(polygon.edgeCount), polygonLines)
    }

    /// Makes `p` current with the uniforms every layer-vertex program shares.
    private func use(_ p: ShaderProgram, world: CATransform3D, opacity: CGFloat) -> ShaderProgram {
        p.use()
        setTransform(p, world)
        glUniform1i(p[.useQuad], 0)
        glUniform1f(p[.opacity], Float(opacity))
        return p
    }

    /// The texture-mode uniforms (layer program mode 2, image program) and the texture on unit 0.
    private func setImage(_ p: ShaderProgram, _ texture: GLTexture, _ box: CGRect, _ uv: CGRect, _ tint: CGColor?) {
        setRect(box, p)
        if let tint { setColor(.tint, tint, p) } else { glUniform4f(p[.tint], 1, 1, 1, 1) }
        glUniform4f(p[.uvRect], Float(uv.minX), Float(uv.minY), Float(uv.width), Float(uv.height))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.handle)
    }

    /// The rounded-rect uniforms (layer program mode 3, rect program).
    private func setRoundedRect(_ p: ShaderProgram, _ box: CGRect, _ radius: CGFloat, _ fill: CGColor?,
                                _ borderWidth: CGFloat, _ borderColor: CGColor?, world: CATransform3D) {
        setRect(box, p)
        glUniform1f(p[.radius], Float(radius))
        glUniform1f(p[.borderWidth], Float(borderWidth))
        setColor(.color, fill ?? .clear, p)
        setColor(.borderColor, borderColor ?? .clear, p)
        glUniform1f(p[.pointsPerPixel], Float(1 / max(scale * world.approximateScale, 1e-6)))
    }

    private func setColor(_ uniform: Uniform, _ color: CGColor, _ program: ShaderProgram) {
        let c = Premultiplied(color)
        glUniform4f(program[uniform], c.r, c.g, c.b, c.a)
    }

    private func setRect(_ r: CGRect, _ program: ShaderProgram) {
        glUniform4f(program[.rect], Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
    }

    /// Draws `rect` (layer points) as two triangles with full coverage through `world`.
    func drawRect(_ rect: CGRect, world: CATransform3D, paint: Paint, opacity: CGFloat = 1, mask: RenderTarget? = nil) {
        drawQuad(prepare(paint: paint, world: world, opacity: opacity, mask: mask), rect)
    }

    /// Draws `rect` (layer points, through `world`) with `texture`'s texels one to one: its texel (0, 0)
    /// at device pixel `origin` (column, row from the top), no filtering (`TexelPlacement`).
    func drawTexels(_ texture: GLTexture, origin: (x: Int, y: Int), rect: CGRect, world: CATransform3D, opacity: CGFloat) {
        flushBatch()
        let p = use(blitProgram, world: world, opacity: opacity)
        glUniform1i(p[.texture], 0)
        glUniform2i(p[.texelOrigin], GLint(origin.x), GLint(origin.y))
        glUniform2f(p[.targetSize], Float(target?.width ?? 1), Float(target?.height ?? 1))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.handle)
        drawQuad(p, rect)
    }

    /// Device pixels per root point, across and down.
    var pixelsPerPoint: CGSize {
        CGSize(width: CGFloat(target?.width ?? 1) / max(pointSize.width, 1e-9),
               height: CGFloat(target?.height ?? 1) / max(pointSize.height, 1e-9))
    }

    /// Draws the unit square placed on `rect` (layer points) with `program`, whose uniforms are set.
    func drawQuad(_ program: ShaderProgram, _ rect: CGRect) {
        glUniform1i(program[.useQuad], 1)
        glUniform4f(program[.quad], Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height))
        quad.draw(mode: GLenum(GL_TRIANGLE_STRIP), first: 0, count: 4)
    }

    /// Draws the whole current target with `paint` (for composites), in root points.
    func drawFullTarget(paint: Paint, opacity: CGFloat, mask: RenderTarget?) {
        drawRect(CGRect(origin: .zero, size: pointSize), world: .identity, paint: paint, opacity: opacity, mask: mask)
    }

    /// Uploads into `meshes` (orphaned: no wait for queued draws).
    func upload(_ vertices: [Float], _ indices: [UInt32]) {
        flushBatch()
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in meshes.upload(vertices: v, indices: i, orphan: true) }
        }
    }

    /// Draws a triangle strip of (x, y, coverage) vertices in one colour through `world`.
    public func drawTriangleStrip(_ vertices: [Float], color: CGColor, world: CATransform3D = .identity) {
        scratchIndices.removeAll(keepingCapacity: true)
        scratchIndices.append(contentsOf: 0..<UInt32(vertices.count / 3))
        upload(vertices, scratchIndices)
        prepare(paint: .solid(color), world: world, opacity: 1, mask: nil)
        meshes.draw(mode: GLenum(GL_TRIANGLE_STRIP), first: 0, count: scratchIndices.count)
    }

    /// Waits for the GL to finish all recorded work (for timing and before readback).
    public func finish() {
        context.makeCurrent()
        flushBatch()
        glFinish()
    }
}
