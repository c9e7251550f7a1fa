import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

/// An OpenGL 3.3 core context with no window and no X server: EGL on Mesa's surfaceless platform.
///
/// Rendering goes into framebuffer objects (`RenderTarget`); there is no default framebuffer. This is
/// what `render`, `dump`, `bench` and the tests use. Measured on Debian 12's Mesa: `eglGetPlatformDisplayEXT`
/// works where EGL 1.5's `eglGetPlatformDisplay` aborts through epoxy, and a config must ask for the
/// pbuffer surface bit or none matches. epoxy also aborts the process when a function's extension is
/// missing, so the client extensions are checked first: with no EGL vendor (no libegl-mesa0, or
/// `__EGL_VENDOR_LIBRARY_FILENAMES` pointing nowhere) the tool says so in one line. Mesa's loader
/// warnings are kept quiet (`EGL_LOG_LEVEL=fatal` unless the user set a level): the failure that
/// matters is reported as the error.
public final class HeadlessGLContext: GLContext {
    private let display: EGLDisplay
    private let context: EGLContext
    public let glVersion: String

    public init() throws(GLContextError) {
        setenv("EGL_LOG_LEVEL", "fatal", 0)
        let clientExtensions = eglQueryString(nil, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
        let offered = Set(clientExtensions.split(separator: " ").map(String.init))
        guard offered.contains("EGL_EXT_platform_base"), offered.contains("EGL_MESA_platform_surfaceless") else {
            throw .eglUnavailable("no EGL vendor offers a surfaceless display (EGL_EXT_platform_base and "
                                  + "EGL_MESA_platform_surfaceless missing)")
        }
        guard let display = eglGetPlatformDisplayEXT(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil) else {
            throw .eglUnavailable("eglGetPlatformDisplayEXT(surfaceless) returned no display")
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            throw .eglUnavailable("eglInitialize failed (error 0x\(String(eglGetError(), radix: 16)))")
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGLBoolean(EGL_TRUE) else {
            eglTerminate(display)
            throw .eglUnavailable("eglBindAPI(EGL_OPENGL_API) failed")
        }
        let configAttributes: [EGLint] = [
            EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
            EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE,
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, configAttributes, &config, 1, &count) == EGLBoolean(EGL_TRUE),
              count > 0 else {
            eglTerminate(display)
            throw .eglUnavailable("no EGL config with OpenGL + pbuffer support")
        }
        let contextAttributes: [EGLint] = [
            EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
            EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
            EGL_CONTEXT_OPENGL_FORWARD_COMPATIBLE, EGL_TRUE, EGL_NONE,
        ]
        guard let context = eglCreateContext(display, config, nil, contextAttributes) else {
            eglTerminate(display)
            throw .eglUnavailable("eglCreateContext(3.3 core) failed (error 0x\(String(eglGetError(), radix: 16)))")
        }
        guard eglMakeCurrent(display, nil, nil, context) == EGLBoolean(EGL_TRUE) else {
            eglDestroyContext(display, context)
            eglTerminate(display)
            throw .eglUnavailable("eglMakeCurrent without a surface failed")
        }
        self.display = display
        self.context = context
        glVersion = GLInfo.versionString()
    }

    public func makeCurrent() {
        if eglGetCurrentContext() != context {
            eglMakeCurrent(display, nil, nil, context)
        }
    }

    deinit {
        eglMakeCurrent(display, nil, nil, nil)
        eglDestroyContext(display, context)
    }
}

/// Small queries about the current context.
enum GLInfo {
    static func versionString() -> String {
        guard let p = glGetString(GLenum(GL_VERSION)) else { return "unknown" }
        return String(cString: p)
    }
}
