import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

/// The GL error flag, for the preview's `SANDGLASS_GL_CHECK=1` mode (a soak or debugging aid: one
/// `glGetError` per frame costs a pipeline sync on some drivers, so it is off by default).
public enum GLErrorCheck {
    /// Whether `SANDGLASS_GL_CHECK=1` is set in the environment.
    public static let isEnabled = ProcessInfo.processInfo.environment["SANDGLASS_GL_CHECK"] == "1"

    /// Reads and clears the error flags of the current context; nil when there were none. Call only
    /// with a current context (epoxy aborts otherwise).
    public static func takeError() -> String? {
        var codes: [String] = []
        while codes.count < 8 {
            let code = glGetError()
            if code == GLenum(GL_NO_ERROR) { break }
            codes.append("0x" + String(code, radix: 16, uppercase: true))
        }
        return codes.isEmpty ? nil : codes.joined(separator: ", ")
    }
}
