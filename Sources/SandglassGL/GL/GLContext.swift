import QuartzCore
import SandglassTessellation

/// A live OpenGL 3.3 core context that can be made current on the calling thread.
///
/// Every type in SandglassGL that calls GL is created from a `GLContext` and keeps it alive, and
/// calls `makeCurrent()` before its GL work. A GL call with no current context makes libepoxy abort the
/// process, so there is no way to reach GL code without first having obtained a context: the only
/// ways to get one are `HeadlessGLContext()` and the preview's window host, both of which fail with a
/// typed error rather than return a context that is not usable.
public protocol GLContext: AnyObject {
    /// Makes this context current on the calling thread (cheap when it already is).
    func makeCurrent()
    /// A human-readable description of the GL implementation, e.g. "4.5 (Core Profile) Mesa 22.3.6".
    var glVersion: String { get }
}

/// Why a GL context could not be had. Each case says what the user can do about it.
public enum GLContextError: Error, Equatable, CustomStringConvertible {
    case noDisplay
    case eglUnavailable(String)
    case windowCreationFailed(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no display: DISPLAY is not set (run under xvfb-run, or use `render`/`dump`, which are headless)"
        case .eglUnavailable(let why):
            return "no headless OpenGL context: \(why) (install libegl1, libegl-mesa0 and libgl1-mesa-dri)"
        case .windowCreationFailed(let why):
            return "could not open an OpenGL 3.3 window: \(why)"
        }
    }
}
