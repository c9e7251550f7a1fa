import CEpoxy
import Foundation
import Sandglass
import SandglassTessellation

/// Draws a `RenderTree` with OpenGL.
///
/// Order per layer, as Core Animation: shadow, background, contents (shape, gradient, image, text),
/// sublayers in zPosition order, border. A layer is drawn into an offscreen group first when it has
/// a mask, a shadow, opacity below 1 with sublayers, or masksToBounds that a scissor cannot express
/// (rotated, or rounded corners), or opacity below 1 over several parts (a background under a fill
/// under a stroke must not show through each other); the group is then composited with its opacity
/// and mask alpha. A shadow follows the masked group and the layer's opacity; masksToBounds clips it
/// away, as on iOS.
public final class Renderer {
    public let canvas: Canvas
    let pool: OffscreenPool
    let textures: TextureCache
    let shapes: ShapeDrawer
    let text: TextRasterizer
    private var scissorStack: [(x: Int, y: Int, w: Int, h: Int)] = []
    /// Per node this frame, how its mask is drawn painted with its gradient instead of a group (`PaintedMask`).
    private var paintedMask: [MaskPainting] = []
    private enum MaskPainting {
        case none
        /// The mask's arc, recorded painted.
        case arc(mask: Int)
        /// The mask's tessellated parts, recorded unbatched, drawn `passes` times with `paint`.
        case parts(mask: Int, shape: ShapeContent, paint: Paint, passes: Int)
    }
    /// What the last `render` cost, for `bench`.
    public struct FrameCounters: Sendable {
        public var drawCalls = 0
        public var vertices = 0
        /// CPU seconds in the tessellator (the rest of `render`'s CPU time is encoding and upload).
        public var tessellationSeconds = 0.0
        /// Offscreen targets used (groups, masks, shadows): on llvmpipe each costs a flush.
        public var offscreenTargets = 0
    }
    public private(set) var lastFrame = FrameCounters()

    public init(context: GLContext, shaderDirectory: String) throws(ShaderError) {
        canvas = try Canvas(context: context, shaderDirectory: shaderDirectory)
        pool = OffscreenPool(context: context)
        textures = TextureCache(context: context)
        shapes = ShapeDrawer(canvas: canvas)
        text = TextRasterizer()
    }

    /// Renders `tree` into `target`, which covers `tree.size` points (its pixel size sets the scale).
    /// With `clear` false the tree is drawn over what the target holds (overlays such as the HUD).
    public func render(_ tree: RenderTree, into target: RenderTarget, clear: Bool = true) {
        pool.setSize(width: target.width, height: target.height)
        let meshes = (canvas.meshes, canvas.frameMeshes, canvas.batchMeshes, canvas.quad, canvas.arcMeshes)
        meshes.0.resetCounters(); meshes.1.resetCounters(); meshes.2.resetCounters(); meshes.3.resetCounters()
        meshes.4.resetCounters()
        shapes.tessellationSeconds = 0
        pool.resetCounter()
        canvas.begin(target: target, pointSize: tree.size, clearColor: clear ? tree.backgroundColor : nil)
        scissorStack.removeAll(keepingCapacity: true)
        glDisable(GLenum(GL_SCISSOR_TEST))
        // Phase 1: tessellate every shape in drawing order and upload once; phase 2: draw.
        shapes.beginFrame(nodeCount: tree.nodes.count)
        canvas.ramps.beginFrame()
        paintedMask.removeAll(keepingCapacity: true)
        paintedMask.append(contentsOf: repeatElement(.none, count: tree.nodes.count))
        if !tree.nodes.isEmpty { record(0, tree) }
        shapes.endRecording()
        if !tree.nodes.isEmpty { draw(0, tree, target) }
        canvas.flushBatch()
        glDisable(GLenum(GL_SCISSOR_TEST))
        textures.endFrame()
        lastFrame = FrameCounters(drawCalls: meshes.0.drawCalls + meshes.1.drawCalls + meshes.2.drawCalls + meshes.3.drawCalls
                                      + meshes.4.drawCalls,
                                  vertices: meshes.0.uploadedVertices + meshes.1.uploadedVertices
                                      + meshes.2.uploadedVertices + meshes.3.uploadedVertices + meshes.4.uploadedVertices,
                                  tessellationSeconds: shapes.tessellationSeconds, offscreenTargets: pool.acquired)
    }

    /// Whether `node` is drawn through an offscreen group (see the type's documentation).
    private func needsGroup(_ node: RenderNode) -> Bool {
        let clipByMask = node.masksToBounds && !canScissor(node)
        let shadowNeedsGroup = node.shadow != nil && SharpShadow.underlay(for: node, scale: canvas.scale) == nil
        return node.mask != nil || shadowNeedsGroup || clipByMask
            || (node.opacity < 1 && (!node.children.isEmpty || paintedParts(node) > 1))
    }

    /// How many separately painted parts a layer has: background, fill, stroke (or other contents), border.
    private func paintedParts(_ node: RenderNode) -> Int {
        var parts = (node.paintsBackground ? 1 : 0) + (node.paintsBorder ? 1 : 0)
        switch node.content {
        case .none: break
        case .shape(let s):
            if (s.fillColor?.alpha ?? 0) > 0 { parts += 1 }
            if (s.strokeColor?.alpha ?? 0) > 0 && s.lineWidth > 0 { parts += 1 }
        default: parts += 1
        }
        return parts
    }

    /// Phase 1: records the shapes of the subtree at `index` in the order `draw` will draw them.
    private func record(_ index: Int, _ tree: RenderTree) {
        let node = tree.nodes[index]
        if node.mask != nil, let painted = PaintedMask.candidate(node, in: tree, ramps: canvas.ramps, scale: canvas.scale),
           shapes.recordPainted(node: painted.mask, painted.shape, arc: painted.arc, world: tree.nodes[painted.mask].world,
                                paint: painted.paint) {
            paintedMask[index] = .arc(mask: painted.mask)
            return
        }
        if node.mask != nil, let painted = PaintedMask.tessellatedCandidate(node, in: tree) {
            shapes.recordUnbatched(node: painted.mask, painted.shape, world: tree.nodes[painted.mask].world)
            paintedMask[index] = .parts(mask: painted.mask, shape: painted.shape, paint: painted.paint, passes: painted.passes)
            return
        }
        let grouped = needsGroup(node)
        if case .shape(let shape) = node.content {
            shapes.record(node: index, shape, world: node.world, opacity: grouped ? 1 : node.opacity)
        }
        for child in node.children { record(child, tree) }
        if grouped, let mask = node.mask { record(mask, tree) }
    }

    private func draw(_ index: Int, _ tree: RenderTree, _ target: RenderTarget) {
        let node = tree.nodes[index]
        switch paintedMask[index] {
        case .none:
            break
        case .arc(let m):
            if case .shape(let shape) = tree.nodes[m].content {
                shapes.draw(node: m, shape, world: tree.nodes[m].world, opacity: 1)
            }
            return
        case .parts(let m, let shape, let paint, let passes):
            for _ in 0..<passes { shapes.drawPainted(node: m, shape, paint: paint, world: tree.nodes[m].world) }
            return
        }
        let clipByScissor = node.masksToBounds ? scissorRect(for: node) : nil
        let clipByMask = node.masksToBounds && clipByScissor == nil
        guard needsGroup(node) else {
            if node.shadow != nil, let underlay = SharpShadow.underlay(for: node, scale: canvas.scale) {
                shapes.draw(underlay, world: node.world, opacity: 1)
            }
            drawLayer(node, index, tree, target, opacity: node.opacity, scissor: clipByScissor)
            return
        }
        // Everything this group does happens inside its box (plus its shadow's reach); clears stay
        // whole-target, so what the blur reads outside the box is transparent.
        let box = GroupBounds.box(index, tree).map { b in
            node.shadow.map { GroupBounds.withShadow(b, $0, scale: node.world.approximateScale) } ?? b
        }
        if let box { pushScissor(deviceRect(box.insetBy(dx: -1, dy: -1))) }
        defer { if box != nil { popScissor() } }
        // Creating or resizing a pooled target binds its framebuffer: draw what is pending first.
        canvas.flushBatch()
        let group = pool.acquire()
        // Without a shadow nothing reads the group outside its box: clear only the box.
        let boxedClears = box != nil && node.shadow == nil
        canvas.bind(group, clearTo: .clear, insideScissorOnly: boxedClears)
        drawLayer(node, index, tree, group, opacity: 1, scissor: clipByScissor)
        var mask: RenderTarget?
        if node.mask != nil || clipByMask {
            canvas.flushBatch()
            let m = pool.acquire()
            canvas.bind(m, clearTo: .clear, insideScissorOnly: boxedClears)
            if let maskIndex = node.mask { draw(maskIndex, tree, m) }
            if clipByMask { clipMaskIntersect(node, into: m, hasLayerMask: node.mask != nil) }
            mask = m
        }
        var source = group
        if let shadow = node.shadow, shadow.opacity > 0, !node.masksToBounds {
            if let m = mask {
                // The shadow is cast by what the mask leaves: composite the masked group first.
                canvas.flushBatch()
                let masked = pool.acquire()
                canvas.bind(masked, clearTo: .clear)
                canvas.drawFullTarget(paint: .composite(group), opacity: 1, mask: m)
                pool.release(m)
                mask = nil
                pool.release(group)
                source = masked
            }
            canvas.bind(target, clearTo: nil)
            ShadowPass(canvas: canvas, pool: pool).draw(shadow, of: source, node: node, shapes: shapes, into: target)
        }
        canvas.bind(target, clearTo: nil)
        canvas.drawFullTarget(paint: .composite(source), opacity: node.opacity, mask: mask)
        if let mask { pool.release(mask) }
        pool.release(source)
    }

    /// masksToBounds as a mask: the rounded bounds, multiplied into any layer mask already drawn there.
    private func clipMaskIntersect(_ node: RenderNode, into mask: RenderTarget, hasLayerMask: Bool) {
        canvas.flushBatch()
        if hasLayerMask {
            // Keep the layer mask's alpha only inside the rounded bounds: draw the bounds' coverage on its
            // own, then multiply the whole mask by it (everything outside the bounds becomes 0).
            let clip = pool.acquire()
            canvas.bind(clip, clearTo: .clear)
            canvas.drawRect(node.bounds, world: node.world,
                            paint: .roundedRect(box: node.bounds, radius: node.cornerRadius, fill: .white,
                                                borderWidth: 0, borderColor: nil))
            canvas.flushBatch()
            canvas.bind(mask, clearTo: nil)
            glBlendFunc(GLenum(GL_ZERO), GLenum(GL_SRC_ALPHA))
            canvas.drawFullTarget(paint: .composite(clip), opacity: 1, mask: nil)
            canvas.flushBatch()
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
            pool.release(clip)
        } else {
            canvas.drawRect(node.bounds, world: node.world,
                            paint: .roundedRect(box: node.bounds, radius: node.cornerRadius, fill: .white,
                                                borderWidth: 0, borderColor: nil))
        }
    }

    private func drawLayer(_ node: RenderNode, _ index: Int, _ tree: RenderTree, _ target: RenderTarget, opacity: CGFloat,
                           scissor: (x: Int, y: Int, w: Int, h: Int)?) {
        if let background = node.backgroundColor, background.alpha > 0 {
            canvas.drawRect(node.bounds, world: node.world,
                            paint: .roundedRect(box: node.bounds, radius: node.cornerRadius, fill: background,
                                                borderWidth: 0, borderColor: nil), opacity: opacity)
        }
        if let scissor { pushScissor(scissor) }
        drawContent(node, index: index, opacity: opacity)
        for child in node.children { draw(child, tree, target) }
        if scissor != nil { popScissor() }
        if node.borderWidth > 0, let border = node.borderColor, border.alpha > 0 {
            if let stroke = BorderStroke.shape(for: node, color: border) {
                // Only the border's band of pixels, not a shader over the whole bounds.
                shapes.draw(stroke, world: node.world, opacity: opacity)
            } else {
                canvas.drawRect(node.bounds, world: node.world,
                                paint: .roundedRect(box: node.bounds, radius: node.cornerRadius, fill: nil,
                                                    borderWidth: node.borderWidth, borderColor: border), opacity: opacity)
            }
        }
    }

    private func drawContent(_ node: RenderNode, index: Int, opacity: CGFloat) {
        switch node.content {
        case .none:
            break
        case .shape(let shape):
            shapes.draw(node: index, shape, world: node.world, opacity: opacity)
        case .gradient(let gradient):
            guard !gradient.colors.isEmpty else { return }
            canvas.drawRect(node.bounds, world: node.world, paint: .gradient(gradient, box: node.bounds), opacity: opacity)
        case .image(let image):
            let texture = textures.texture(for: image.cacheKey, owner: image.image.pixels) { PixelBuffer(image.image) }
            let placement = ContentsPlacement(image: image, bounds: node.bounds)
            canvas.drawRect(placement.box, world: node.world,
                            paint: .texture(texture, box: placement.box, uvRect: placement.uvRect, flipped: false),
                            opacity: opacity)
        case .text(let content):
            let scale = canvas.scale * node.world.approximateScale
            guard let raster = text.rasterize(content, size: node.bounds.size, scale: scale) else { return }
            let texture = textures.texture(for: raster.cacheKey) { raster.pixels }
            canvas.drawRect(node.bounds, world: node.world,
                            paint: .texture(texture, box: node.bounds, uvRect: CGRect(x: 0, y: 0, width: 1, height: 1),
                                            flipped: false), opacity: opacity)
        }
    }

    // MARK: scissor clipping for axis-aligned, square-cornered masksToBounds

    private func canScissor(_ node: RenderNode) -> Bool {
        let w = node.world
        return node.cornerRadius <= 0 && w.m12 == 0 && w.m21 == 0 && w.m14 == 0 && w.m24 == 0 && w.m44 == 1
    }

    private func scissorRect(for node: RenderNode) -> (x: Int, y: Int, w: Int, h: Int)? {
        let w = node.world
        guard canScissor(node) else { return nil }
        let scale = canvas.scale
        let corners = (CGPoint(x: node.bounds.minX * w.m11 + w.m41, y: node.bounds.minY * w.m22 + w.m42),
                       CGPoint(x: node.bounds.maxX * w.m11 + w.m41, y: node.bounds.maxY * w.m22 + w.m42))
        let x0 = min(corners.0.x, corners.1.x) * scale, x1 = max(corners.0.x, corners.1.x) * scale
        let y0 = min(corners.0.y, corners.1.y) * scale, y1 = max(corners.0.y, corners.1.y) * scale
        let height = Int((canvas.target?.height ?? 0))
        // GL's scissor origin is the bottom-left pixel; points are y down.
        let px = Int(x0.rounded()), pw = Int(x1.rounded()) - px
        let top = Int(y0.rounded()), bottom = Int(y1.rounded())
        return (px, height - bottom, max(0, pw), max(0, bottom - top))
    }

    /// A rectangle in root points as a GL scissor box (bottom-left origin, device pixels), clamped to the target.
    private func deviceRect(_ r: CGRect) -> (x: Int, y: Int, w: Int, h: Int) {
        let scale = canvas.scale
        let width = canvas.target?.width ?? 0, height = canvas.target?.height ?? 0
        guard !r.isNull, r.width > 0, r.height > 0 else { return (0, 0, 0, 0) }
        guard [r.minX, r.minY, r.maxX, r.maxY].allSatisfy({ ($0 * scale).magnitude < 1e9 }) else {
            return (0, 0, width, height)
        }
        let x0 = max(0, min(width, Int((r.minX * scale).rounded(.down))))
        let x1 = max(0, min(width, Int((r.maxX * scale).rounded(.up))))
        let top = max(0, min(height, Int((r.minY * scale).rounded(.down))))
        let bottom = max(0, min(height, Int((r.maxY * scale).rounded(.up))))
        return (x0, height - bottom, x1 - x0, bottom - top)
    }

    private func pushScissor(_ r: (x: Int, y: Int, w: Int, h: Int)) {
        canvas.flushBatch()
        var rect = r
        if let outer = scissorStack.last {
            let x0 = max(rect.x, outer.x), y0 = max(rect.y, outer.y)
            let x1 = min(rect.x + rect.w, outer.x + outer.w), y1 = min(rect.y + rect.h, outer.y + outer.h)
            rect = (x0, y0, max(0, x1 - x0), max(0, y1 - y0))
        }
        scissorStack.append(rect)
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(rect.x), GLint(rect.y), GLsizei(rect.w), GLsizei(rect.h))
    }

    private func popScissor() {
        canvas.flushBatch()
        scissorStack.removeLast()
        if let r = scissorStack.last {
            glScissor(GLint(r.x), GLint(r.y), GLsizei(r.w), GLsizei(r.h))
        } else {
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
    }
}
