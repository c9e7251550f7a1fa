import CImGuiBridge
import SandglassHeadless

/// The messages strip: each message of the log whole and wrapped, errors (first) in a warning colour; the
/// strip keeps its height (`PanelLayout.messageLines`) and scrolls.
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
}
