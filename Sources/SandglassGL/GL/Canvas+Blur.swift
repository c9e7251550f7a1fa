import CEpoxy
import QuartzCore

extension Canvas {
    /// One pass of the separable Gaussian (`shaders/blur.frag`) from `source` into `destination`, over
    /// the whole target (inside the scissor box). Linear filtering merges tap pairs, so 64 uniforms
    /// cover sigma up to ~40 px.
    /// - `tint`: the output is the tint times the blurred alpha (a shadow); nil keeps the colours.
    /// - `offset` (points, y down) moves what is drawn: the output at a pixel reads the source that far back.
    /// - `sampleBox` (device pixels, GL's bottom-left origin): taps outside it read its edge; nil, none.
    /// - `saturation`: applied to the blurred colour (1 keeps it).
    func drawBlurPass(from source: RenderTarget, into destination: RenderTarget, sigma: CGFloat,
                      direction: (CGFloat, CGFloat), tint: CGColor?, clearing: Bool = true, offset: CGSize = .zero,
                      sampleBox: DeviceRect? = nil, saturation: CGFloat = 1) {
        bind(destination, clearTo: clearing ? .clear : nil)
        let kernel = GaussianKernel(sigma: Double(sigma))
        let p = blurProgram
        p.use()
        let full = CGRect(origin: .zero, size: pointSize)
        setTransform(p, .identity)
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
        glUniform2f(p[.sourceOffset], Float(offset.width * scale), Float(-offset.height * scale))
        if let box = sampleBox {
            glUniform4f(p[.sampleBox], Float(box.x), Float(box.y), Float(box.x + box.width), Float(box.y + box.height))
        } else {
            glUniform4f(p[.sampleBox], -1e7, -1e7, 1e7, 1e7)
        }
        glUniform1f(p[.saturation], Float(saturation))
        drawQuad(p, full)
    }
}
