import CEpoxy
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// The window's default framebuffer (framebuffer 0) read back: what the window shows, panels
/// included, for the preview's window screenshot (Ctrl+P).
public enum WindowFramebuffer {
    /// The back buffer's pixels, top row first, of a framebuffer `width` x `height` device pixels;
    /// call after drawing and before the swap. `context` must be the window's.
    public static func read(context: GLContext, width: Int, height: Int) -> PixelBuffer {
        context.makeCurrent()
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        glReadBuffer(GLenum(GL_BACK))
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        let rowBytes = width * 4
        var bytes = [UInt8](repeating: 0, count: rowBytes * height)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bytes)
        var flipped = [UInt8](repeating: 0, count: bytes.count)
        for row in 0..<height {
            let from = (height - 1 - row) * rowBytes
            flipped.replaceSubrange(row * rowBytes..<(row + 1) * rowBytes, with: bytes[from..<from + rowBytes])
        }
        for alpha in stride(from: 3, to: flipped.count, by: 4) { flipped[alpha] = 255 }  // the window is opaque
        return PixelBuffer(width: width, height: height, bytes: flipped)
    }
}
