import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

/// A group's shadow (`DrawCommand.groupShadow`): the group's alpha (or its shadowPath filled) blurred
/// by a separable Gaussian of sigma = shadowRadius (points, times the device scale), tinted with
/// shadowColor x shadowOpacity, and drawn shadowOffset away, under the layer.
struct ShadowPass {
    let canvas: Canvas
    let pool: OffscreenPool

    /// `under`: draw the shadow under what `target` holds ("destination over"); `group` may then be
    /// `target` itself, which the blur only reads before the last pass writes it.
    func draw(_ shadow: GroupShadow, of group: RenderTarget, passes: StencilPasses, into target: RenderTarget, under: Bool = false) {
        canvas.flushBatch()
        var source = group
        var pathTarget: RenderTarget?
        if let path = shadow.pathFill {
            let t = pool.acquire()
            canvas.bind(t, clearTo: .clear)
            passes.drawFill(path, rule: .nonZero, paint: .solid(.white), world: shadow.world, opacity: 1)
            source = t
            pathTarget = t
        }
        let tint = shadow.tint
        canvas.flushBatch()
        if shadow.isSharp && !under {
            // A sharp shadow right under the layer: its alpha, tinted, drawn straight into the target
            // (no blur targets; arscanning's masks carry one on most frames).
            canvas.drawBlurPass(from: source, into: target, sigma: 0, direction: (1, 0), tint: tint, clearing: false)
            if let pathTarget { pool.release(pathTarget) }
            return
        }
        // The vertical pass writes the tinted shadow straight into the target, shifted by the offset.
        let horizontal = pool.acquire()
        canvas.drawBlurPass(from: source, into: horizontal, sigma: shadow.sigma, direction: (1, 0), tint: nil)
        if under { glBlendFunc(GLenum(GL_ONE_MINUS_DST_ALPHA), GLenum(GL_ONE)) }
        canvas.drawBlurPass(from: horizontal, into: target, sigma: shadow.sigma, direction: (0, 1), tint: tint, clearing: false,
             offset: shadow.offset)
        if under { glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA)) }
        pool.release(horizontal)
        if let pathTarget { pool.release(pathTarget) }
    }
}
