import CEpoxy
import Sandglass
import SandglassTessellation

/// Draws shape layers: tessellates fill and stroke into one reused buffer, uploads it once, and runs
/// the stencil passes `Tessellator` documents (stencil-then-cover fills; translucent strokes that
/// never blend twice where they overlap themselves).
final class ShapeDrawer {
    let canvas: Canvas
    private var buffer = TessellationBuffer()
    /// Flattened paths by path + tolerance: animating strokeEnd, dashes or the transform re-uses them.
    let flattening = FlatteningCache(capacity: 4096)
    /// Seconds spent in the tessellator since the last reset (for `bench`).
    var tessellationSeconds = 0.0

    init(canvas: Canvas) { self.canvas = canvas }

    func draw(_ shape: ShapeContent, world: CATransform3D, opacity: CGFloat) {
        let ppp = Double(canvas.scale * world.approximateScale)
        let start = MonotonicClock.now()
        buffer.removeAll()
        var fill = DrawRanges.empty, stroke = DrawRanges.empty
        if let color = shape.fillColor, color.alpha > 0 {
            fill = (try? Tessellator.fill(shape.path, rule: shape.fillRule, pixelsPerPoint: ppp,
                                          cache: flattening, into: &buffer)) ?? .empty
        }
        if let color = shape.strokeColor, color.alpha > 0, shape.lineWidth > 0 {
            let style = StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                                    miterLimit: shape.miterLimit, dashPattern: shape.lineDashPattern,
                                    dashPhase: shape.lineDashPhase, strokeStart: shape.strokeStart,
                                    strokeEnd: shape.strokeEnd)
            stroke = (try? Tessellator.stroke(shape.path, style: style, pixelsPerPoint: ppp,
                                              cache: flattening, into: &buffer)) ?? .empty
        }
        tessellationSeconds += MonotonicClock.now() - start
        guard !fill.isEmpty || !stroke.isEmpty else { return }
        canvas.upload(buffer.vertices, buffer.indices)
        if let color = shape.fillColor, !fill.isEmpty {
            drawFill(fill, rule: shape.fillRule, color: color, world: world, opacity: opacity)
        }
        if let color = shape.strokeColor, !stroke.isEmpty {
            drawStroke(stroke, color: color, world: world, opacity: opacity * CGFloat(stroke.alphaScale))
        }
    }

    private func ranges(_ r: DrawRanges, _ kind: DrawKind) -> [DrawRange] {
        buffer.ranges[r.rangeIndices].filter { $0.kind == kind }
    }

    private func drawRanges(_ r: DrawRanges, _ kind: DrawKind) {
        for range in ranges(r, kind) {
            canvas.meshes.draw(mode: GLenum(GL_TRIANGLES), first: range.firstIndex, count: range.indexCount)
        }
    }

    private func drawFill(_ r: DrawRanges, rule: FillRule, color: CGColor, world: CATransform3D, opacity: CGFloat) {
        canvas.prepare(paint: .solid(color), world: world, opacity: opacity, mask: nil)
        if r.isConvex {
            drawRanges(r, .fillStencil)
            drawRanges(r, .fillFringe)
            return
        }
        glEnable(GLenum(GL_STENCIL_TEST))
        // Step: winding into the stencil, colour off
        glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        glStencilMask(0xFF)
        glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
        if rule == .nonZero {
            glStencilOpSeparate(GLenum(GL_FRONT), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR_WRAP))
            glStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_DECR_WRAP))
        } else {
            glStencilMask(0x01)
            glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INVERT))
        }
        drawRanges(r, .fillStencil)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        let readMask: GLuint = rule == .nonZero ? 0xFF : 0x01
        // Step: fringe outside the filled area
        glStencilMask(0xFF)
        glStencilFunc(GLenum(GL_EQUAL), 0, readMask)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
        drawRanges(r, .fillFringe)
        // Step: cover where the winding says filled, clearing the stencil as it goes
        glStencilFunc(GLenum(GL_NOTEQUAL), 0, readMask)
        glStencilOp(GLenum(GL_ZERO), GLenum(GL_ZERO), GLenum(GL_ZERO))
        drawRanges(r, .cover)
        glDisable(GLenum(GL_STENCIL_TEST))
    }

    private func drawStroke(_ r: DrawRanges, color: CGColor, world: CATransform3D, opacity: CGFloat) {
        canvas.prepare(paint: .solid(color), world: world, opacity: opacity, mask: nil)
        if color.alpha >= 1 && opacity >= 1 {
            drawRanges(r, .stroke)
            return
        }
        glEnable(GLenum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        // Step: the fully covered core, each pixel once
        glStencilFunc(GLenum(GL_EQUAL), 0, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR))
        glUniform1i(canvas.layerProgram.location("u_coreOnly"), 1)
        drawRanges(r, .stroke)
        glUniform1i(canvas.layerProgram.location("u_coreOnly"), 0)
        // Step: the fringe where no core was drawn; pixels written once
        drawRanges(r, .stroke)
        // Step: clear the stencil
        glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
        glStencilOp(GLenum(GL_ZERO), GLenum(GL_ZERO), GLenum(GL_ZERO))
        drawRanges(r, .stroke)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glDisable(GLenum(GL_STENCIL_TEST))
    }
}
