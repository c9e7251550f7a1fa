import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

// Paints: the program for a paint (layer variants, image, rect, blit), its uniforms, and the quads,
// texel blits and strips drawn with it.
extension Canvas {
    /// Makes current and sets up the program for `paint` with `world`, `opacity` and an optional mask
    /// (a target's alpha, or a convex polygon's coverage): the image program for an unmasked texture,
    /// else the layer program. Returns it.
    @discardableResult
    func prepare(paint: Paint, world: CATransform3D, opacity: CGFloat, mask: RenderTarget?,
                 polygon: PolygonMask? = nil, clip: PolygonMask? = nil) -> ShaderProgram {
        flushBatch()
        let plain = mask == nil && polygon == nil
        if case .texture(let texture, let box, let uv, let tint) = paint, plain {
            let p = use(imagePrograms[ImageVariant(tinted: tint != nil)]!, world: world, opacity: opacity)
            glUniform1i(p[.texture], 0)
            setImage(p, texture, box, uv, tint)
            return p
        }
        if case .roundedRect(let box, let radius, let fill, let borderWidth, let borderColor) = paint, plain {
            let p = use(rectProgram, world: world, opacity: opacity)
            setRoundedRect(p, box, radius, fill, borderWidth, borderColor, world: world)
            return p
        }
        var twoStops = false
        if case .gradient(let g, _) = paint {
            stops.set(g)
            twoStops = stops.locations.count == 2
        }
        let variant = LayerVariant(paint: paint.kind, masked: mask != nil, polygon: polygon != nil, twoStops: twoStops)
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

    /// Replaces the whole current target (inside the scissor box) with `source` blended over `backdrop`
    /// by `mode` (`shaders/blend.frag`): both are targets of the current size, sampled at each pixel.
    func drawBlend(source: RenderTarget, backdrop: RenderTarget, mode: CGBlendMode) {
        flushBatch()
        let p = use(blendProgram, world: .identity, opacity: 1)
        glUniform1i(p[.texture], 0)
        glUniform1i(p[.backdrop], 1)
        glUniform1i(p[.blendMode], GLint(mode.rawValue))
        glUniform2f(p[.targetSize], Float(target?.width ?? 1), Float(target?.height ?? 1))
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), backdrop.colorTexture)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), source.colorTexture)
        glDisable(GLenum(GL_BLEND))
        drawQuad(p, CGRect(origin: .zero, size: pointSize))
        glEnable(GLenum(GL_BLEND))
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
