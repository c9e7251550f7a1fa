import CEpoxy
import Foundation
import Sandglass

/// The low-level drawing surface the layer renderer records into: programs, blend state and the
/// points-to-clip-space projection for one target.
///
/// Coordinates are points, y down, origin top left (iOS); `scale` is device pixels per point. Colour is
/// premultiplied end to end, blended ONE, ONE_MINUS_SRC_ALPHA.
public final class Canvas {
    public let context: GLContext
    let solid: ShaderProgram
    let meshes: MeshDrawer
    private(set) var pointSize = CGSize(width: 1, height: 1)
    public private(set) var scale: CGFloat = 1

    /// Loads the programs from `shaderDirectory` (see `ShaderDirectory.locate()`).
    public init(context: GLContext, shaderDirectory: String) throws(ShaderError) {
        self.context = context
        solid = try ShaderProgram(context: context, directory: shaderDirectory, name: "solid")
        meshes = MeshDrawer(context: context)
    }

    /// Binds `target`, sets the projection so that `pointSize` points fill it, and clears it to
    /// `clearColor` (straight alpha; premultiplied here).
    public func begin(target: RenderTarget, pointSize: CGSize, clearColor: CGColor) {
        target.bind()
        self.pointSize = pointSize
        scale = CGFloat(target.width) / max(pointSize.width, 1e-9)
        let c = Premultiplied(clearColor)
        glClearColor(c.r, c.g, c.b, c.a)
        glClearStencil(0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | GLbitfield(GL_STENCIL_BUFFER_BIT) | GLbitfield(GL_DEPTH_BUFFER_BIT))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
    }

    /// Column-major clip-space matrix for a layer-to-root transform (row-vector convention of
    /// CATransform3D) followed by the points-to-clip projection (y flipped: points are y down).
    func clipMatrix(_ world: CATransform3D) -> [Float] {
        let sx = 2 / pointSize.width, sy = -2 / pointSize.height
        let m = world.rowMajor
        // Row-vector p * M then projection: x' = sx * x - 1, y' = sy * y + 1.
        // Column-major GL matrix G with G * column(p) = (p * M * Proj)^T, i.e. G = (M * Proj)^T.
        var r = [Float](repeating: 0, count: 16)
        for row in 0..<4 {
            let x = m[row * 4 + 0], y = m[row * 4 + 1], z = m[row * 4 + 2], w = m[row * 4 + 3]
            let px = sx * x - w, py = sy * y + w
            // Column `row` of G is row `row` of (M * Proj).
            r[row * 4 + 0] = Float(px)
            r[row * 4 + 1] = Float(py)
            r[row * 4 + 2] = Float(z * 0.0001)
            r[row * 4 + 3] = Float(w)
        }
        return r
    }

    /// Draws a triangle strip of (x, y, coverage) vertices in one colour through `world`.
    public func drawTriangleStrip(_ vertices: [Float], color: CGColor, world: CATransform3D = .identity) {
        let indices = (0..<UInt32(vertices.count / 3)).map { $0 }
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in meshes.upload(vertices: v, indices: i) }
        }
        solid.use()
        glUniformMatrix4fv(solid.location("u_transform"), 1, GLboolean(GL_FALSE), clipMatrix(world))
        let c = Premultiplied(color)
        glUniform4f(solid.location("u_color"), c.r, c.g, c.b, c.a)
        meshes.draw(mode: GLenum(GL_TRIANGLE_STRIP), first: 0, count: indices.count)
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
        let a = Float(min(max(c.alpha, 0), 1))
        r = Float(min(max(c.red, 0), 1)) * a
        g = Float(min(max(c.green, 0), 1)) * a
        b = Float(min(max(c.blue, 0), 1)) * a
        self.a = a
    }
}
