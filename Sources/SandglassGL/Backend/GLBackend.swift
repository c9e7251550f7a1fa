import CEpoxy
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// Executes a planned frame (a `FramePlan`: the draw list and its geometry) with OpenGL: uploads the frame's geometry
/// and ramp rows once, then translates each `DrawCommand` into canvas, stencil and shadow passes. It
/// decides nothing about how a layer is drawn; it owns the GL resources (offscreen targets, textures,
/// rasterised text) the commands need. The `FrameBackend` that draws pixels for every tool; QuartzCore's
/// `CairoBackend` executes the same plans for `render(in:)`.
final class GLBackend: FrameBackend {
    let canvas: Canvas
    let pool: OffscreenPool
    let textures: TextureCache
    let text: TextRasterizer
    let passes: StencilPasses
    /// Image quads and arcs unchanged for a few frames, composited once and reused.
    let restingRuns: RestingRuns
    /// The scissor box the commands last set (nil: none), restored after a cached run is drawn.
    private var scissor: DeviceRect?
    /// The open groups, innermost last.
    private var groups: [OpenGroup] = []
    /// Masks begun on their own (`DrawCommand.beginMask`) and the target each was begun over.
    private var masks: [(parent: RenderTarget, mask: RenderTarget)] = []
    private var current: RenderTarget?

    /// A group being drawn: where it composites to, its target, and its mask's target once drawn.
    private struct OpenGroup {
        var parent: RenderTarget
        var group: RenderTarget
        var mask: RenderTarget?
    }

    init(canvas: Canvas) {
        self.canvas = canvas
        pool = OffscreenPool(context: canvas.context)
        textures = TextureCache(context: canvas.context)
        text = TextRasterizer()
        passes = StencilPasses(canvas: canvas)
        restingRuns = RestingRuns(context: canvas.context)
    }

    /// Draws `plan`'s frame into `target`, cleared to the plan's background first where it redraws.
    func execute(_ plan: FramePlan, into target: RenderTarget) {
        pool.setSize(width: target.width, height: target.height, format: target.format)
        pool.resetCounter()
        for meshes in canvas.allMeshes { meshes.resetCounters() }
        // Before the frame's target is bound: a new run's target binds its framebuffer when made.
        let cached = restingRuns.runs(in: plan.commands, arcs: plan.geometry.arcs, width: target.width,
                                      height: target.height, format: target.format, shaderGeneration: canvas.shaderGeneration)
        canvas.begin(target: target, pointSize: plan.size, clearColor: plan.clip?.isEmpty == true ? nil : plan.background,
                     clearing: plan.clip)
        glDisable(GLenum(GL_SCISSOR_TEST))
        canvas.ramps.upload(plan.ramps)
        upload(plan.geometry)
        groups.removeAll(keepingCapacity: true)
        masks.removeAll(keepingCapacity: true)
        current = target
        scissor = nil
        var index = 0, next = 0
        while index < plan.commands.count {
            if next < cached.count, cached[next].range.lowerBound == index {
                draw(cached[next], of: plan)
                index = cached[next].range.upperBound
                next += 1
            } else {
                run(plan.commands[index], of: plan)
                index += 1
            }
        }
        passes.ranges = []  // give the planner back sole ownership: its next frame appends without a copy
        canvas.flushBatch()
        glDisable(GLenum(GL_SCISSOR_TEST))
        textures.endFrame()
    }

    private func upload(_ geometry: FrameGeometry) {
        passes.ranges = geometry.shapes.ranges
        geometry.shapes.vertices.withUnsafeBufferPointer { v in
            geometry.shapes.indices.withUnsafeBufferPointer { canvas.frameMeshes.upload(vertices: v, indices: $0) }
        }
        geometry.batchVertices.withUnsafeBufferPointer { v in
            geometry.batchIndices.withUnsafeBufferPointer { canvas.batchMeshes.upload(batch: v, indices: $0) }
        }
        geometry.arcs.instances.withUnsafeBufferPointer { canvas.arcMeshes.upload(arcs: $0) }
        if !geometry.sprites.isEmpty { geometry.sprites.withUnsafeBufferPointer { canvas.spriteMeshes.upload(sprites: $0) } }
    }

    private func run(_ command: DrawCommand, of plan: FramePlan) {
        switch command {
        case .batch(let run):
            canvas.appendBatch(first: run.lowerBound, count: run.count)
        case .arcs(let run):
            let needs = plan.geometry.arcs.requirements(of: run)
            canvas.appendArcs(first: run.lowerBound, count: run.count, segments: needs.segments, features: needs.features)
        case .fill(let ranges, let rule, let paint, let world, let opacity):
            guard let paint = glPaint(paint, box: nil) else { return }
            passes.drawFill(ranges, rule: rule, paint: paint, world: world, opacity: opacity)
        case .maskedFill(let ranges, let rule, let color, let world, let opacity, let mask, let clip):
            passes.drawFill(ranges, rule: rule, paint: .solid(color), world: world, opacity: opacity, polygon: mask, clip: clip)
        case .stroke(let ranges, let paint, let opaque, let world, let opacity):
            guard let paint = glPaint(paint, box: nil) else { return }
            passes.drawStroke(ranges, paint: paint, opaque: opaque, world: world, opacity: opacity)
        case .sprites(let run, let image, let additive):
            let texture = imageTexture(image)
            canvas.drawSprites(first: run.lowerBound, count: run.count, texture: texture,
                               uvRect: texture.trim.textureRect(for: CGRect(x: 0, y: 0, width: 1, height: 1)), additive: additive)
        case .quad(let rect, let world, .image(let image, let box, let uvRect), let opacity):
            drawImage(image, box: box, uvRect: uvRect, rect: rect, world: world, opacity: opacity, mask: nil)
        case .quad(let rect, let world, let paint, let opacity):
            guard let paint = glPaint(paint, box: rect) else { return }
            canvas.drawRect(rect, world: world, paint: paint, opacity: opacity)
        case .backdrop(let backdrop):
            BackdropPass(canvas: canvas, pool: pool).draw(backdrop, into: current!, scissor: scissor)
            setScissor(scissor)
        case .scissor(let rect):
            canvas.flushBatch()
            setScissor(rect)
        case .beginGroup(let boxed):
            let parent = current!
            groups.append(OpenGroup(parent: parent, group: beginTarget(clearingBoxOnly: boxed), mask: nil))
        case .beginGroupMask(let boxed):
            groups[groups.count - 1].mask = beginTarget(clearingBoxOnly: boxed)
        case .beginMask(let boxed):
            let parent = current!
            masks.append((parent, beginTarget(clearingBoxOnly: boxed)))
        case .endMaskWithQuad(let rect, let world, let paint, let opacity):
            let open = masks.removeLast()
            canvas.bind(open.parent, clearTo: nil)
            current = open.parent
            if case .image(let image, let box, let uvRect) = paint {
                drawImage(image, box: box, uvRect: uvRect, rect: rect, world: world, opacity: opacity, mask: open.mask)
            } else if let paint = glPaint(paint, box: rect) {
                canvas.drawRect(rect, world: world, paint: paint, opacity: opacity, mask: open.mask)
            }
            pool.release(open.mask)
        case .invertGroupMask:
            invertMask()
        case .clipGroupMask(let bounds, let radius, let world, let intersect):
            clipMask(bounds: bounds, radius: radius, world: world, into: current!, intersect: intersect)
        case .groupShadow(let shadow):
            drawShadow(shadow)
        case .shadowUnder(let shadow):
            canvas.flushBatch()
            ShadowPass(canvas: canvas, pool: pool).draw(shadow, of: current!, passes: passes, into: current!, under: true)
        case .endGroup(let opacity, let blend):
            let open = groups.removeLast()
            if blend == .normal {
                canvas.bind(open.parent, clearTo: nil)
                canvas.drawFullTarget(paint: .composite(open.group), opacity: opacity, mask: open.mask)
            } else {
                blendGroup(open, opacity: opacity, mode: blend)
            }
            if let mask = open.mask { pool.release(mask) }
            pool.release(open.group)
            current = open.parent
        }
    }

    /// A run of resting image quads and arcs as one composite of its entry's target, which is drawn first
    /// when new: the whole run, unscissored (a later frame may show parts of it the scissor hides now).
    /// A run at the bottom of a whole frame (nothing drawn before it, no damage clip) is kept over the
    /// frame's background and copied into the frame instead: a copy of the target, no blended pass
    /// (`stress-hairlines`' resting circles: the frame's composite was most of its time on llvmpipe).
    private func draw(_ entry: RestingRuns.Entry, of plan: FramePlan) {
        let frame = current!
        // A run's target is the frame's size (`RestingRuns` lets its runs go when the size changes).
        let bottom = entry.range.lowerBound == 0 && plan.clip == nil
        let under = bottom ? plan.background : .clear
        if entry.drawnOver != under {
            canvas.bind(entry.target, clearTo: under)
            glDisable(GLenum(GL_SCISSOR_TEST))
            current = entry.target
            for command in entry.commands { run(command, of: plan) }
            canvas.bind(frame, clearTo: nil)
            current = frame
            setScissor(scissor)
            entry.drawnOver = under
        } else {
            // Keep the run's textures in the cache: the run is drawn again from them once it changes.
            for case .quad(_, _, .image(let image, _, _), _) in entry.commands { _ = imageTexture(image) }
        }
        if bottom {
            // Nothing is batched: nothing was drawn before the run, and drawing it ended with a bind.
            entry.target.copy(to: frame)
        } else {
            canvas.drawFullTarget(paint: .composite(entry.target), opacity: 1, mask: nil)
        }
    }

    /// Clips what is drawn from now on to `rect` (nil: nothing), remembered for `draw(_:of:)` to restore.
    private func setScissor(_ rect: DeviceRect?) {
        scissor = rect
        if let rect {
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(rect.x), GLint(rect.y), GLsizei(rect.width), GLsizei(rect.height))
        } else {
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
    }

    /// A pooled target, cleared (inside the scissor box only when `boxed`) and made current.
    private func beginTarget(clearingBoxOnly boxed: Bool) -> RenderTarget {
        // Creating or resizing a pooled target binds its framebuffer: draw what is pending first.
        canvas.flushBatch()
        let target = pool.acquire()
        canvas.bind(target, clearTo: .clear, insideScissorOnly: boxed)
        current = target
        return target
    }

    /// The shadow is cast by what the mask leaves: a masked group is composited first.
    private func drawShadow(_ shadow: GroupShadow) {
        var open = groups[groups.count - 1]
        if let mask = open.mask {
            canvas.flushBatch()
            let masked = pool.acquire()
            canvas.bind(masked, clearTo: .clear)
            canvas.drawFullTarget(paint: .composite(open.group), opacity: 1, mask: mask)
            pool.release(mask)
            pool.release(open.group)
            open.mask = nil
            open.group = masked
        }
        groups[groups.count - 1] = open
        canvas.bind(open.parent, clearTo: nil)
        ShadowPass(canvas: canvas, pool: pool).draw(shadow, of: open.group, passes: passes, into: open.parent)
    }

    /// Inverts the alpha of the mask being drawn (the current target), inside the scissor box: an opaque
    /// full-target quad blended as 1 − destination alpha, nothing of the source kept.
    private func invertMask() {
        canvas.flushBatch()
        glBlendFuncSeparate(GLenum(GL_ONE_MINUS_DST_ALPHA), GLenum(GL_ZERO), GLenum(GL_ONE_MINUS_DST_ALPHA), GLenum(GL_ZERO))
        canvas.drawFullTarget(paint: .solid(.white), opacity: 1, mask: nil)
        canvas.flushBatch()
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// A group blended into its parent: the group with its mask and opacity drawn alone (the blend's
    /// source), the parent's pixels copied (the backdrop), then the parent's pixels replaced by the two
    /// blended. Inside the scissor box only, which holds the group.
    private func blendGroup(_ open: OpenGroup, opacity: CGFloat, mode: CGBlendMode) {
        canvas.flushBatch()
        let source = pool.acquire()
        canvas.bind(source, clearTo: .clear, insideScissorOnly: true)
        canvas.drawFullTarget(paint: .composite(open.group), opacity: opacity, mask: open.mask)
        canvas.flushBatch()
        let backdrop = pool.acquire()
        open.parent.copy(to: backdrop)
        canvas.bind(open.parent, clearTo: nil)
        canvas.drawBlend(source: source, backdrop: backdrop, mode: mode)
        pool.release(backdrop)
        pool.release(source)
    }

    /// masksToBounds as a mask: the rounded bounds, multiplied into any layer mask already drawn there.
    private func clipMask(bounds: CGRect, radius: CGFloat, world: CATransform3D, into mask: RenderTarget, intersect: Bool) {
        canvas.flushBatch()
        let rounded = Paint.roundedRect(box: bounds, radius: radius, fill: .white, borderWidth: 0, borderColor: nil)
        guard intersect else {
            canvas.drawRect(bounds, world: world, paint: rounded)
            return
        }
        // Keep the layer mask's alpha only inside the rounded bounds: draw the bounds' coverage on its
        // own, then multiply the whole mask by it (everything outside the bounds becomes 0).
        let clip = pool.acquire()
        canvas.bind(clip, clearTo: .clear)
        canvas.drawRect(bounds, world: world, paint: rounded)
        canvas.flushBatch()
        canvas.bind(mask, clearTo: nil)
        glBlendFunc(GLenum(GL_ZERO), GLenum(GL_SRC_ALPHA))
        canvas.drawFullTarget(paint: .composite(clip), opacity: 1, mask: nil)
        canvas.flushBatch()
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        pool.release(clip)
    }

    /// The image's texture: its `ImageTrim` only, cached.
    private func imageTexture(_ image: ImageContent) -> GLTexture {
        textures.texture(for: image.cacheKey, owner: image.image.pixels, trimming: true) { PixelBuffer(image.image) }
    }

    /// `rect` (layer points) covered by `image`, its `uvRect` part filling `box`: only where its trimmed
    /// texture holds anything, and texel for pixel (`TexelPlacement`) where the transform allows and
    /// there is no mask.
    private func drawImage(_ image: ImageContent, box: CGRect, uvRect: CGRect, rect: CGRect, world: CATransform3D,
                           opacity: CGFloat, mask: RenderTarget?) {
        let texture = imageTexture(image)
        let drawn = texture.trim.drawnRect(rect, box: box, uvRect: uvRect)
        guard !drawn.isNull, !drawn.isEmpty else { return }
        if mask == nil, texture.holdsTrimTexelForTexel,
           let placement = TexelPlacement(box: box, uvRect: uvRect, imageWidth: texture.trim.imageWidth,
                                          imageHeight: texture.trim.imageHeight, world: world,
                                          pixelsPerPoint: canvas.pixelsPerPoint) {
            let origin = (x: placement.originX + texture.trim.x, y: placement.originY + texture.trim.y)
            canvas.drawTexels(texture, origin: origin, rect: drawn, world: world, opacity: opacity)
            return
        }
        let paint = Paint.texture(texture, box: box, uvRect: texture.trim.textureRect(for: uvRect), tint: nil)
        canvas.drawRect(drawn, world: world, paint: paint, opacity: opacity, mask: mask)
    }

    /// The GL paint for a command's paint: images and text become textures (cached); nil when text
    /// does not rasterise (no font, empty), so nothing is drawn. `box`: the quad text covers.
    private func glPaint(_ paint: DrawPaint, box: CGRect?) -> Paint? {
        switch paint {
        case .solid(let color):
            return .solid(color)
        case .gradient(let gradient, let box):
            return .gradient(gradient, box: box)
        case .roundedRect(let box, let radius, let fill, let borderWidth, let borderColor):
            return .roundedRect(box: box, radius: radius, fill: fill, borderWidth: borderWidth, borderColor: borderColor)
        case .image(let image, let box, let uvRect):
            let texture = imageTexture(image)
            return .texture(texture, box: box, uvRect: texture.trim.textureRect(for: uvRect), tint: nil)
        case .text(let content, let size, let pixelsPerPoint):
            guard let raster = text.rasterize(content, size: size, scale: pixelsPerPoint) else { return nil }
            let texture = textures.texture(for: raster.cacheKey) { raster.pixels }
            return .texture(texture, box: box ?? CGRect(origin: .zero, size: size),
                            uvRect: CGRect(x: 0, y: 0, width: 1, height: 1), tint: content.color)
        }
    }
}
