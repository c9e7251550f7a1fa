import CEpoxy
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// A GL texture handle owned by whoever created it (TextureCache, RenderTarget); freed on deinit.
final class GLTexture {
    let context: GLContext
    let handle: GLuint
    let width: Int
    let height: Int
    /// The part of the image uploaded (`ImageTrim`): the whole image unless made `trimming`.
    let trim: ImageTrim
    private let owned: Bool

    /// Uploads premultiplied RGBA8 pixels (row 0 at v = 0) with linear filtering and clamped edges.
    ///
    /// Pixels wider or taller than the driver's GL_MAX_TEXTURE_SIZE are scaled down to fit first: GL
    /// would refuse the upload and the image would silently draw as nothing. Texture coordinates are
    /// 0...1, so the smaller texture draws in the same place.
    ///
    /// `trimming`: only the image's `ImageTrim` is uploaded (one transparent texel when it is empty).
    init(context: GLContext, pixels image: PixelBuffer, trimming: Bool = false) {
        self.context = context
        context.makeCurrent()
        trim = trimming ? ImageTrim(of: image) : ImageTrim(whole: image.width, image.height)
        let original = trim.isEmpty ? PixelBuffer(width: 1, height: 1) : trim.cropped(image)
        var limit: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &limit)
        let pixels = limit > 0 ? original.downscaled(toFit: Int(limit)) : original
        var h: GLuint = 0
        glGenTextures(1, &h)
        handle = h
        (width, height, owned) = (pixels.width, pixels.height, true)
        glBindTexture(GLenum(GL_TEXTURE_2D), h)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        pixels.bytes.withUnsafeBytes { raw in
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(pixels.width), GLsizei(pixels.height), 0,
                         GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
        }
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    }

    /// Wraps a texture someone else owns (a render target's colour buffer); not freed here.
    init(context: GLContext, borrowing handle: GLuint, width: Int, height: Int) {
        (self.context, self.handle, self.width, self.height, owned) = (context, handle, width, height, false)
        trim = ImageTrim(whole: width, height)
    }

    /// Each texel of the kept part is one texel of this texture (not scaled down to fit the limit).
    var holdsTrimTexelForTexel: Bool { width == trim.width && height == trim.height }

    deinit {
        guard owned else { return }
        context.makeCurrent()
        var h = handle
        glDeleteTextures(1, &h)
    }
}
