import CEpoxy
import QuartzCore
import SandglassTessellation

/// Queries about a context for hosts outside this module (the preview's window).
public enum GLInfoQuery {
    /// The GL_VERSION string of `context` (made current first).
    public static func version(of context: GLContext) -> String {
        context.makeCurrent()
        return GLInfo.versionString()
    }
}
