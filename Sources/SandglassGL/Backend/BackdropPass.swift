import CEpoxy
import QuartzCore

/// A layer's backdrop filter (`DrawCommand.backdrop`): the target's pixels under the layer's box are
/// blurred by a separable Gaussian that samples inside the box only (its edge repeated), saturated on
/// the last pass, and put back inside the layer's rounded bounds at the layer's opacity: the target
/// there becomes target × (1 − coverage) + blurred × coverage.
///
/// A wide blur runs at a lower resolution, as GPUs' blurs do: the box is halved (each halving a 2 × 2
/// average) until the sigma left is at most `smallSigma` pixels, blurred there, and scaled back up
/// with linear filtering. The picture is the same to within a level or two where the blur is wide
/// (it is smooth at that scale), and the passes touch a sixty-fourth of the pixels at an eighth.
struct BackdropPass {
    let canvas: Canvas
    let pool: OffscreenPool

    /// The sigma (pixels) a blur is brought down to by halving the resolution, at most eight times less.
    static let smallSigma: CGFloat = 10
    static let largestReduction = 8

    /// Draws `backdrop` into `target`, the current target, whose pixels outside `scissor` (the box the
    /// commands set; nil: none) stay as they are. Leaves the scissor box for the caller to restore.
    func draw(_ backdrop: BackdropDraw, into target: RenderTarget, scissor: DeviceRect?) {
        let region = backdrop.region
        let written = scissor.map { region.intersection($0) } ?? region
        guard !written.isEmpty, backdrop.opacity > 0 else { return }
        canvas.flushBatch()
        var reduction = 1
        while CGFloat(reduction) * Self.smallSigma < backdrop.sigma, reduction < Self.largestReduction { reduction *= 2 }
        let blurred = pool.acquire()
        let spare = pool.acquire()
        // The box, at 1 / reduction of its size, in `small` at its bottom-left corner.
        var small = region
        var source = target, box = region
        glDisable(GLenum(GL_SCISSOR_TEST))
        if reduction == 1 {
            blit(from: target, region, to: blurred, region)
        } else {
            var into = blurred, other = spare
            var scale = 1
            while scale < reduction {
                small = DeviceRect(x: 0, y: 0, width: max(1, (box.width + 1) / 2), height: max(1, (box.height + 1) / 2))
                blit(from: source, box, to: into, small)
                (source, box) = (into, small)
                swap(&into, &other)
                scale *= 2
            }
            if source !== blurred { blit(from: source, small, to: blurred, small) }
        }
        // Every pass reads and writes the (small) box's pixels only.
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(small.x), GLint(small.y), GLsizei(small.width), GLsizei(small.height))
        let sigma = backdrop.sigma / CGFloat(reduction)
        let (count, passSigma) = BackdropDraw.passes(for: sigma)
        glDisable(GLenum(GL_BLEND))
        for pass in 0..<count {
            canvas.drawBlurPass(from: blurred, into: spare, sigma: passSigma, direction: (1, 0), tint: nil, clearing: false,
                                sampleBox: small)
            canvas.drawBlurPass(from: spare, into: blurred, sigma: passSigma, direction: (0, 1), tint: nil, clearing: false,
                                sampleBox: small, saturation: pass == count - 1 ? backdrop.saturation : 1)
        }
        glEnable(GLenum(GL_BLEND))
        var picture = blurred
        if reduction > 1 {
            glDisable(GLenum(GL_SCISSOR_TEST))
            // Scaling up reads one pixel past the small box's far edges: repeat its last column and row
            // there (the near edges are the texture's own, which repeats them).
            blit(from: blurred, DeviceRect(x: small.width - 1, y: 0, width: 1, height: small.height),
                 to: blurred, DeviceRect(x: small.width, y: 0, width: 1, height: small.height), filter: GL_NEAREST)
            blit(from: blurred, DeviceRect(x: 0, y: small.height - 1, width: small.width + 1, height: 1),
                 to: blurred, DeviceRect(x: 0, y: small.height, width: small.width + 1, height: 1), filter: GL_NEAREST)
            blit(from: blurred, small, to: spare, region)
            picture = spare
            glEnable(GLenum(GL_SCISSOR_TEST))
        }
        let coverage = picture === spare ? blurred : spare
        // The coverage: the rounded bounds at the layer's opacity.
        glScissor(GLint(region.x), GLint(region.y), GLsizei(region.width), GLsizei(region.height))
        canvas.bind(coverage, clearTo: .clear, insideScissorOnly: true)
        canvas.drawRect(backdrop.bounds, world: backdrop.world,
                        paint: .roundedRect(box: backdrop.bounds, radius: backdrop.cornerRadius, fill: .white,
                                            borderWidth: 0, borderColor: nil),
                        opacity: backdrop.opacity)
        canvas.bind(target, clearTo: nil)
        glScissor(GLint(written.x), GLint(written.y), GLsizei(written.width), GLsizei(written.height))
        glBlendFunc(GLenum(GL_ZERO), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        canvas.drawFullTarget(paint: .composite(coverage), opacity: 1, mask: nil)
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE))
        canvas.drawFullTarget(paint: .composite(picture), opacity: 1, mask: coverage)
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        pool.release(spare)
        pool.release(blurred)
    }

    /// Copies `from`'s pixels in `source` onto `to`'s `destination`, scaled with linear filtering (a
    /// halving is then the average of each 2 × 2). The scissor test must be off; within one target the
    /// two rectangles must not overlap.
    private func blit(from: RenderTarget, _ source: DeviceRect, to: RenderTarget, _ destination: DeviceRect,
                      filter: Int32 = GL_LINEAR) {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), from.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), to.framebuffer)
        glBlitFramebuffer(GLint(source.x), GLint(source.y), GLint(source.x + source.width), GLint(source.y + source.height),
                          GLint(destination.x), GLint(destination.y), GLint(destination.x + destination.width),
                          GLint(destination.y + destination.height), GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(filter))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), to.framebuffer)
    }
}
