import CEpoxy
import QuartzCore

/// A layer's backdrop filter (`DrawCommand.backdrop`): the target's pixels under the layer's box are
/// copied, blurred by a separable Gaussian that samples inside the box only (its edge repeated),
/// saturated on the last pass, and put back inside the layer's rounded bounds at the layer's opacity:
/// the target there becomes target × (1 − coverage) + blurred × coverage.
struct BackdropPass {
    let canvas: Canvas
    let pool: OffscreenPool

    /// Draws `backdrop` into `target`, the current target, whose pixels outside `scissor` (the box the
    /// commands set; nil: none) stay as they are. Leaves the scissor box for the caller to restore.
    func draw(_ backdrop: BackdropDraw, into target: RenderTarget, scissor: DeviceRect?) {
        let region = backdrop.region
        let written = scissor.map { region.intersection($0) } ?? region
        guard !written.isEmpty, backdrop.opacity > 0 else { return }
        canvas.flushBatch()
        // Every pass reads and writes the region's pixels only.
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(region.x), GLint(region.y), GLsizei(region.width), GLsizei(region.height))
        let blurred = pool.acquire()
        target.copy(to: blurred)
        let across = pool.acquire()
        let (count, sigma) = backdrop.passes
        glDisable(GLenum(GL_BLEND))
        for pass in 0..<count {
            canvas.drawBlurPass(from: blurred, into: across, sigma: sigma, direction: (1, 0), tint: nil, clearing: false,
                                sampleBox: region)
            canvas.drawBlurPass(from: across, into: blurred, sigma: sigma, direction: (0, 1), tint: nil, clearing: false,
                                sampleBox: region, saturation: pass == count - 1 ? backdrop.saturation : 1)
        }
        glEnable(GLenum(GL_BLEND))
        // The coverage: the rounded bounds at the layer's opacity, in `across`, no longer needed.
        canvas.bind(across, clearTo: .clear, insideScissorOnly: true)
        canvas.drawRect(backdrop.bounds, world: backdrop.world,
                        paint: .roundedRect(box: backdrop.bounds, radius: backdrop.cornerRadius, fill: .white,
                                            borderWidth: 0, borderColor: nil),
                        opacity: backdrop.opacity)
        canvas.bind(target, clearTo: nil)
        glScissor(GLint(written.x), GLint(written.y), GLsizei(written.width), GLsizei(written.height))
        glBlendFunc(GLenum(GL_ZERO), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        canvas.drawFullTarget(paint: .composite(across), opacity: 1, mask: nil)
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
        canvas.drawFullTarget(paint: .composite(blurred), opacity: 1, mask: across)
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        pool.release(across)
        pool.release(blurred)
    }
}
