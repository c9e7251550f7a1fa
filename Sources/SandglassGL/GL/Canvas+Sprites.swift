import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

extension Canvas {
    /// Draws vertices `first ..< first + count` of `spriteMeshes` (a run of particles) with `texture`,
    /// whose `uvRect` is where the picture's unit square lies in it; `additive` adds them to the target
    /// (blend ONE, ONE) instead of drawing them over it.
    func drawSprites(first: Int, count: Int, texture: GLTexture, uvRect: CGRect, additive: Bool) {
        flushBatch()
        let p = spriteProgram
        p.use()
        glUniform2f(p[.pointsToClip], Float(2 / pointSize.width), Float(-2 / pointSize.height))
        glUniform4f(p[.uvRect], Float(uvRect.minX), Float(uvRect.minY), Float(uvRect.width), Float(uvRect.height))
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.handle)
        glUniform1i(p[.texture], 0)
        if additive { glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE)) }
        spriteMeshes.drawArrays(first: first, count: count)
        if additive { glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA)) }
    }
}
