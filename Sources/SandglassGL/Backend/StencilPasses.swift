import CEpoxy
import QuartzCore
import SandglassTessellation

/// The stencil passes of fills and strokes the planner left unbatched (`DrawCommand.fill`/`.stroke`),
/// over the frame's uploaded `FrameGeometry.shapes`: stencil-then-cover for fills that are not convex,
/// and for translucent strokes passes that write each pixel once where the stroke overlaps itself.
/// `Tessellator` documents the draw kinds each pass uses.
final class StencilPasses {
    let canvas: Canvas
    /// The frame's shape ranges (the uploaded buffer's), set by the backend before it draws.
    var ranges: [DrawRange] = []

    init(canvas: Canvas) { self.canvas = canvas }

    private func drawRanges(_ r: DrawRanges, _ kind: DrawKind) {
        for range in ranges[r.rangeIndices] where range.kind == kind {
            canvas.frameMeshes.draw(mode: GLenum(GL_TRIANGLES), first: range.firstIndex, count: range.indexCount)
        }
    }

    /// `polygon`: a convex polygon mask whose coverage the shader multiplies in (and `clip`'s).
    func drawFill(_ r: DrawRanges, rule: FillRule, paint: Paint, world: CATransform3D, opacity: CGFloat,
                  polygon: PolygonMask? = nil, clip: PolygonMask? = nil) {
        canvas.prepare(paint: paint, world: world, opacity: opacity, mask: nil, polygon: polygon, clip: clip)
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

    /// `opaque`: the paint has alpha 1 everywhere (with opacity 1 the stroke may repaint its overlaps).
    func drawStroke(_ r: DrawRanges, paint: Paint, opaque: Bool, world: CATransform3D, opacity: CGFloat) {
        let program = canvas.prepare(paint: paint, world: world, opacity: opacity, mask: nil)
        if opaque && opacity >= 1 {
            drawRanges(r, .stroke)
            return
        }
        let coreOnly = program[.coreOnly]
        glEnable(GLenum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        // Step: the fully covered core, each pixel once
        glStencilFunc(GLenum(GL_EQUAL), 0, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR))
        glUniform1i(coreOnly, 1)
        drawRanges(r, .stroke)
        glUniform1i(coreOnly, 0)
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
