import CEpoxy
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// An offscreen framebuffer: an RGBA colour texture plus a depth-stencil renderbuffer, in device pixels.
///
/// Reused across frames; `resize` reallocates only when the size changes. The colour texture can be
/// sampled (masks, group opacity, shadows use this).
public final class RenderTarget {
    /// How many bits a colour channel keeps.
    public enum Format: Sendable {
        /// 8 bits: what a window shows; blending rounds each channel to the nearest level.
        case rgba8
        /// 16 bits, read back as 8 by rounding down: what an image of the frame holds. Apple's render
        /// keeps premultiplied channels rounded down (a red fill at opacity 0.5 is 127, not 128); blending
        /// at 16 bits and rounding down once at readback gives those levels.
        case rgba16
    }

    let context: GLContext
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var format: Format
    private(set) var framebuffer: GLuint = 0
    private(set) var colorTexture: GLuint = 0
    private var depthStencil: GLuint = 0

    public init(context: GLContext, width: Int, height: Int, format: Format = .rgba8) {
        self.context = context
        self.format = format
        (self.width, self.height) = (max(1, width), max(1, height))
        context.makeCurrent()
        glGenFramebuffers(1, &framebuffer)
        glGenTextures(1, &colorTexture)
        glGenRenderbuffers(1, &depthStencil)
        allocate()
    }

    /// Reallocates storage when the size or format differs; contents are undefined afterwards.
    public func resize(width: Int, height: Int, format: Format? = nil) {
        let (w, h) = (max(1, width), max(1, height))
        let format = format ?? self.format
        guard w != self.width || h != self.height || format != self.format else { return }
        (self.width, self.height, self.format) = (w, h, format)
        context.makeCurrent()
        allocate()
    }

    private func allocate() {
        glBindTexture(GLenum(GL_TEXTURE_2D), colorTexture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, format == .rgba8 ? GL_RGBA8 : GL_RGBA16, GLsizei(width), GLsizei(height), 0,
                     GLenum(GL_RGBA), GLenum(format == .rgba8 ? GL_UNSIGNED_BYTE : GL_UNSIGNED_SHORT), nil)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depthStencil)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), GLsizei(width), GLsizei(height))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D),
                               colorTexture, 0)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT),
                                  GLenum(GL_RENDERBUFFER), depthStencil)
    }

    /// Binds this target for drawing and sets the viewport to all of it.
    public func bind() {
        context.makeCurrent()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Reads the pixels back, top row first. GL's rows are bottom-up and the renderer draws with y
    /// flipped so that row 0 of the texture is the bottom of the image; readback reverses the rows, in
    /// place (one buffer, rows swapped pairwise: a screenshot's readback is on the 40 ms budget).
    public func readPixels() -> PixelBuffer {
        bind()
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        let rowBytes = width * 4
        let bytes = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { buffer, initialised in
            switch format {
            case .rgba8:
                glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), buffer.baseAddress)
            case .rgba16:
                Self.readRoundingDown(width: width, height: height, into: buffer.baseAddress!)
            }
            initialised = rowBytes * height
            let rows = UnsafeMutableRawPointer(buffer.baseAddress!)
            let spare = UnsafeMutableRawPointer.allocate(byteCount: rowBytes, alignment: 16)
            defer { spare.deallocate() }
            for row in 0..<(height / 2) {
                let top = rows + row * rowBytes, bottom = rows + (height - 1 - row) * rowBytes
                spare.copyMemory(from: top, byteCount: rowBytes)
                top.copyMemory(from: bottom, byteCount: rowBytes)
                bottom.copyMemory(from: spare, byteCount: rowBytes)
            }
        }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    /// The bound 16-bit framebuffer as 8-bit channels, each rounded down (v * 255 / 65535), except that a
    /// value within one 16-bit step under a level reads as that level: a level blended with float error
    /// (k * 257 - 1) must not drop to the one below.
    private static func readRoundingDown(width: Int, height: Int, into out: UnsafeMutablePointer<UInt8>) {
        let count = width * height * 4
        let wide = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        defer { wide.deallocate() }
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_SHORT), wide)
        for i in 0..<count { out[i] = UInt8((UInt32(wide[i]) * 255 + 255) / 65535) }
    }

    deinit {
        context.makeCurrent()
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &colorTexture)
        glDeleteRenderbuffers(1, &depthStencil)
    }
}

extension RenderTarget {
    /// Copies the colour buffer 1:1 into `other` (the same size), which stays bound for drawing; the
    /// scissor test, when enabled, limits what is written.
    func copy(to other: RenderTarget) {
        context.makeCurrent()
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), other.framebuffer)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), other.framebuffer)
    }

    /// Copies the colour buffer to the window's default framebuffer (framebuffer 0) of the given size
    /// in device pixels. The preview renders offscreen and presents this way, so that screenshots and the
    /// window always show the same pixels.
    public func present(toDefaultFramebufferWidth w: Int, height h: Int) {
        context.makeCurrent()
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(w), GLint(h),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }

    /// Clears the window's default framebuffer (`height` device pixels high) to `clear` and copies the
    /// colour buffer 1:1 into the rectangle at (`x`, `y`) (device pixels, y down) of it: the preview's
    /// viewport, with its panels around.
    public func present(toDefaultFramebufferAt x: Int, _ y: Int, framebufferHeight height: Int,
                        clear: (red: Float, green: Float, blue: Float)) {
        context.makeCurrent()
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glDisable(GLenum(GL_SCISSOR_TEST))
        glClearColor(clear.red, clear.green, clear.blue, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        let bottom = height - y - self.height
        glBlitFramebuffer(0, 0, GLint(width), GLint(self.height), GLint(x), GLint(bottom), GLint(x + width),
                          GLint(bottom + self.height), GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }
}
