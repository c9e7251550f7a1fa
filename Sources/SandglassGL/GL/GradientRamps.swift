import CEpoxy
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// The GL texture behind `RampAtlas`: `RampAtlas.rows` rows of `RampAtlas.width` texels, read by the
/// arc program. The atlas decides which row holds which gradient; this uploads the rows it filled.
final class GradientRamps {
    let context: GLContext
    let texture: GLTexture

    init(context: GLContext) {
        self.context = context
        texture = GLTexture(context: context, pixels: PixelBuffer(width: RampAtlas.width, height: RampAtlas.rows))
    }

    /// Uploads the rows `atlas` filled while this frame was planned.
    func upload(_ atlas: RampAtlas) {
        guard !atlas.pendingRows.isEmpty else { return }
        context.makeCurrent()
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.handle)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        let rowBytes = RampAtlas.width * 4
        atlas.pendingBytes.withUnsafeBytes { raw in
            for (i, row) in atlas.pendingRows.enumerated() {
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, GLint(row), GLsizei(RampAtlas.width), 1,
                                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress! + i * rowBytes)
            }
        }
    }
}
