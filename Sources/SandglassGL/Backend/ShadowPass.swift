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
            blur(from: source, into: target, sigma: 0, direction: (1, 0), tint: tint, clearing: false)
            if let pathTarget { pool.release(pathTarget) }
            return
        }
        // The vertical pass writes the tinted shadow straight into the target, shifted by the offset.
        let horizontal = pool.acquire()
        blur(from: source, into: horizontal, sigma: shadow.sigma, direction: (1, 0), tint: nil)
        if under { glBlendFunc(GLenum(GL_ONE_MINUS_DST_ALPHA), GLenum(GL_ONE)) }
        blur(from: horizontal, into: target, sigma: shadow.sigma, direction: (0, 1), tint: tint, clearing: false,
             offset: shadow.offset)
        if under { glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA)) }
        pool.release(horizontal)
        if let pathTarget { pool.release(pathTarget) }
    }

    /// One Gaussian pass; linear filtering merges tap pairs, so 64 uniforms cover sigma up to ~40 px.
    /// `offset` (points, y down) moves what is drawn: the output at a pixel reads the source that far back.
    private func blur(from source: RenderTarget, into destination: RenderTarget, sigma: CGFloat,
                      direction: (CGFloat, CGFloat), tint: CGColor?, clearing: Bool = true, offset: CGSize = .zero) {
        canvas.bind(destination, clearTo: clearing ? .clear : nil)
        let kernel = GaussianKernel(sigma: Double(sigma))
        let p = canvas.blurProgram
        p.use()
        let full = CGRect(origin: .zero, size: canvas.pointSize)
        canvas.setTransform(p, .identity)
        glUniform1i(p[.texture], 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), source.colorTexture)
        glUniform2f(p[.targetSize], Float(destination.width), Float(destination.height))
        glUniform2f(p[.direction], Float(direction.0) / Float(destination.width),
                    Float(direction.1) / Float(destination.height))
        glUniform1i(p[.tapCount], GLint(kernel.weights.count))
        glUniform1fv(p[.weights], GLsizei(kernel.weights.count), kernel.weights)
        glUniform1fv(p[.offsets], GLsizei(kernel.offsets.count), kernel.offsets)
        let c = Premultiplied(tint ?? .clear)
        glUniform4f(p[.tint], c.r, c.g, c.b, c.a)
        glUniform1i(p[.useTint], tint == nil ? 0 : 1)
        // GL's pixel rows go up; points go down.
        glUniform2f(p[.sourceOffset], Float(offset.width * canvas.scale), Float(-offset.height * canvas.scale))
        canvas.drawQuad(p, full)
    }
}

/// Weights and offsets of a normalised 1-D Gaussian, taps paired for linear filtering: tap 0 is the
/// centre; tap i > 0 samples at +-offset[i] pixels with weight[i] on each side.
struct GaussianKernel {
    var weights: [Float] = []
    var offsets: [Float] = []

    init(sigma: Double) {
        guard sigma > 0.05 else { weights = [1]; offsets = [0]; return }
        let radius = min(Int((3 * sigma).rounded(.up)), 126)
        let g = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = g[0] + 2 * g[1...].reduce(0, +)
        weights.append(Float(g[0] / total))
        offsets.append(0)
        var i = 1
        while i <= radius {
            let w1 = g[i], w2 = i + 1 <= radius ? g[i + 1] : 0
            let w = w1 + w2
            weights.append(Float(w / total))
            offsets.append(Float((Double(i) * w1 + Double(i + 1) * w2) / w))
            i += 2
        }
    }
}
