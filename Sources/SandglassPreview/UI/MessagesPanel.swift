import CImGuiBridge
import SandglassHeadless

/// The messages strip: each message of the log whole and wrapped, errors in a warning colour.
struct MessagesPanel {
    let log: MessageLog

    func draw() {
        for entry in log.entries {
            if entry.isError {
                sgui_text_wrapped_colored(1, 0.62, 0.25, 1, entry.text)
            } else {
                sgui_text_wrapped_colored(0.8, 0.85, 0.9, 1, entry.text)
            }
        }
    }

    /// The height the entries need at `width` points wide.
    static func height(of log: MessageLog, width: Float) -> Float {
        log.entries.reduce(0) { $0 + sgui_text_height($1.text, max(50, width - 16)) + 4 }
    }
}
