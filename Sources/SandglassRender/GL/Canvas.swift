import CEpoxy
import Foundation
import Sandglass

/// The low-level drawing surface the layer renderer records into: the layer and blur programs, blend
/// state, the current target and the points-to-clip-space projection.
///
/// Coordinates are points, y down, origin top left (iOS); `scale` is device pixels per point. Colour is
/// premultiplied end to end, blended ONE, ONE_MINUS_SRC_ALPHA.
public final class Canvas {
    public let context: GLContext
    private(set) var layerProgram: ShaderProgram
    private(set) var blurProgram: ShaderProgram
    /// Where the programs were loaded from (for `reloadShaders`).
    public let shaderDirectory: String
    let meshes: MeshDrawer
    private(set) var pointSize = CGSize(width: 1, height: 1)
    public private(set) var scale: CGFloat = 1
    private(set) var target: RenderTarget?
    private var scratchVertices: [Float] = []
    private var scratchIndices: [UInt32] = []

    /// Loads the programs from `shaderDirectory` (see `ShaderDirectory.locate()`).
    public init(context: GLContext, shaderDirectory: String) throws(ShaderError) {
        self.context = context
        self.shaderDirectory = shaderDirectory
        layerProgram = try ShaderProgram(context: context, directory: shaderDirectory, name: "layer")
        blurProgram = try ShaderProgram(context: context, directory: shaderDirectory, name: "blur", vertex: "layer")
        meshes = MeshDrawer(context: context)
    }

    /// Recompiles every program from `shaderDirectory`. All or nothing: when any program fails, the
    /// error is thrown and the last good programs stay in use.
    public func reloadShaders() throws(ShaderError) {
        let layer = try ShaderProgram(context: context, directory: shaderDirectory, name: "layer")
        let blur = try ShaderProgram(context: context, directory: shaderDirectory, name: "blur", vertex: "layer")
        (layerProgram, blurProgram) = (layer, blur)
    }

    /// Binds `target`, sets the projection so that `pointSize` points fill it, and clears it to
    /// `clearColor` (straight alpha; premultiplied here).
    public func begin(target: RenderTarget, pointSize: CGSize, clearColor: CGColor?) {
        self.pointSize = pointSize
        scale = CGFloat(target.width) / max(pointSize.width, 1e-9)
        bind(target, clearTo: clearColor)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_STENCIL_TEST))
    }

    /// Makes `target` current (same projection), optionally clearing colour and stencil.
    func bind(_ target: RenderTarget, clearTo color: CGColor?) {
        self.target = target
        target.bind()
        if let color {
            // A clear obeys the scissor box; groups must start fully transparent.
            let scissored = glIsEnabled(GLenum(GL_SCISSOR_TEST)) == GLboolean(GL_TRUE)
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
        let sx = 2 / pointSize.width, sy = -2 / pointSize.height
        let m = world.rowMajor
        var r = [Float](repeating: 0, count: 16)
        for row in 0..<4 {
            let x = m[row * 4 + 0], y = m[row * 4 + 1], z = m[row * 4 + 2], w = m[row * 4 + 3]
            // Column `row` of the GL matrix is row `row` of (M * Projection).
            r[row * 4 + 0] = Float(sx * x - w)
            r[row * 4 + 1] = Float(sy * y + w)
            r[row * 4 + 2] = Float(z * 0.0001)
            r[row * 4 + 3] = Float(w)
        }
        return r
    }

    /// Sets the layer program's uniforms for `paint` with `world`, `opacity` and an optional mask.
    func prepare(paint: Paint, world: CATransform3D, opacity: CGFloat, mask: RenderTarget?) {
        let p = layerProgram
        p.use()
        glUniformMatrix4fv(p.location("u_transform"), 1, GLboolean(GL_FALSE), clipMatrix(world))
        glUniform1f(p.location("u_opacity"), Float(opacity))
        glUniform2f(p.location("u_targetSize"), Float(target?.width ?? 1), Float(target?.height ?? 1))
        glUniform1i(p.location("u_texture"), 0)
        glUniform1i(p.location("u_mask"), 1)
        glUniform1i(p.location("u_useMask"), mask == nil ? 0 : 1)
        glUniform1i(p.location("u_coreOnly"), 0)
        if let mask {
            glActiveTexture(GLenum(GL_TEXTURE1))
            glBindTexture(GLenum(GL_TEXTURE_2D), mask.colorTexture)
            glActiveTexture(GLenum(GL_TEXTURE0))
        }
        switch paint {
        case .solid(let color):
            glUniform1i(p.location("u_mode"), 0)
            setColor("u_color", color)
        case .gradient(let g, let box):
            glUniform1i(p.location("u_mode"), 1)
            setRect(box)
            glUniform1i(p.location("u_gradientType"), g.kind.rawValue)
            let stops = GradientStops(g)
            glUniform1i(p.location("u_stopCount"), GLint(stops.colors.count / 4))
            glUniform4fv(p.location("u_stopColors"), GLsizei(stops.colors.count / 4), stops.colors)
            glUniform1fv(p.location("u_stopLocations"), GLsizei(stops.locations.count), stops.locations)
            glUniform2f(p.location("u_start"), Float(g.startPoint.x), Float(g.startPoint.y))
            glUniform2f(p.location("u_end"), Float(g.endPoint.x), Float(g.endPoint.y))
        case .texture(let texture, let box, let uv, let flipped):
            glUniform1i(p.location("u_mode"), 2)
            setRect(box)
            glUniform4f(p.location("u_uvRect"), Float(uv.minX), Float(uv.minY), Float(uv.width), Float(uv.height))
            glUniform1i(p.location("u_flipTexture"), flipped ? 1 : 0)
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.handle)
        case .roundedRect(let box, let radius, let fill, let borderWidth, let borderColor):
            glUniform1i(p.location("u_mode"), 3)
            setRect(box)
            glUniform1f(p.location("u_radius"), Float(radius))
            glUniform1f(p.location("u_borderWidth"), Float(borderWidth))
            setColor("u_color", fill ?? .clear)
            setColor("u_borderColor", borderColor ?? .clear)
            glUniform1f(p.location("u_pointsPerPixel"), Float(1 / max(scale * world.approximateScale, 1e-6)))
        case .composite(let source):
            glUniform1i(p.location("u_mode"), 4)
            glBindTexture(GLenum(GL_TEXTURE_2D), source.colorTexture)
        }
    }

    private func setColor(_ name: String, _ color: CGColor) {
        let c = Premultiplied(color)
        glUniform4f(layerProgram.location(name), c.r, c.g, c.b, c.a)
    }

    private func setRect(_ r: CGRect) {
        glUniform4f(layerProgram.location("u_rect"), Float(r.minX), Float(r.minY), Float(r.width), Float(r.height))
    }

    /// Draws `rect` (layer points) as two triangles with full coverage through `world`.
    func drawRect(_ rect: CGRect, world: CATransform3D, paint: Paint, opacity: CGFloat = 1, mask: RenderTarget? = nil) {
        let (x0, y0, x1, y1) = (Float(rect.minX), Float(rect.minY), Float(rect.maxX), Float(rect.maxY))
        scratchVertices.removeAll(keepingCapacity: true)
        scratchVertices.append(contentsOf: [x0, y0, 1, x1, y0, 1, x0, y1, 1, x1, y1, 1])
        scratchIndices.removeAll(keepingCapacity: true)
        scratchIndices.append(contentsOf: [0, 1, 2, 3])
        upload(scratchVertices, scratchIndices)
        prepare(paint: paint, world: world, opacity: opacity, mask: mask)
        meshes.draw(mode: GLenum(GL_TRIANGLE_STRIP), first: 0, count: 4)
    }

    /// Draws the whole current target with `paint` (for composites), in root points.
    func drawFullTarget(paint: Paint, opacity: CGFloat, mask: RenderTarget?) {
        drawRect(CGRect(origin: .zero, size: pointSize), world: .identity, paint: paint, opacity: opacity, mask: mask)
    }

    func upload(_ vertices: [Float], _ indices: [UInt32]) {
        vertices.withUnsafeBufferPointer { v in indices.withUnsafeBufferPointer { i in meshes.upload(vertices: v, indices: i) } }
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
        glFinish()
    }
}

/// A colour converted to premultiplied Float32 components for GL.
struct Premultiplied {
    let r: Float, g: Float, b: Float, a: Float
    init(_ c: CGColor) {
        let a = Float(min(max(c.alpha.isNaN ? 0 : c.alpha, 0), 1))
        func channel(_ v: CGFloat) -> Float { Float(min(max(v.isNaN ? 0 : v, 0), 1)) * a }
        (r, g, b, self.a) = (channel(c.red), channel(c.green), channel(c.blue), a)
    }
}

/// Gradient stops as the shader wants them: premultiplied colours and ascending locations, at most 16.
struct GradientStops {
    var colors: [Float] = []
    var locations: [Float] = []

    init(_ g: GradientContent) {
        let n = min(g.colors.count, 16)
        for i in 0..<n {
            let c = Premultiplied(g.colors[i])
            colors += [c.r, c.g, c.b, c.a]
            let even = n > 1 ? Float(i) / Float(n - 1) : 0
            var location = g.locations.flatMap { i < $0.count ? Float($0[i]) : nil } ?? even
            if !location.isFinite { location = even }
            locations.append(max(location, locations.last ?? -.infinity))
        }
    }
}

extension CATransform3D {
    /// The larger of the x and y scale factors (length of the transformed unit axes), for choosing
    /// tolerances and anti-aliasing widths in layer space.
    var approximateScale: CGFloat {
        let sx = (m11 * m11 + m12 * m12).squareRoot(), sy = (m21 * m21 + m22 * m22).squareRoot()
        let s = max(sx, sy)
        return s.isFinite && s > 0 ? s : 1
    }
}
