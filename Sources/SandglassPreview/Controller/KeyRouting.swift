/// Who a key press belongs to: the preview's own keys (the scene's playback, the panels' toggles) or
/// the panels' widgets. The scene's keys win except while a text field is being typed in (every key
/// edits it; Enter and Esc end it) and, for Esc, while a pop-up (a dropdown, a colour picker) is open:
/// Esc closes it rather than quitting. Tab is never the panels' (ImGui's tabbing between fields is off),
/// so it always switches the scene.
enum KeyRouting: Equatable {
    case scene
    case panels

    static func route(_ key: Key, typing: Bool, popupOpen: Bool) -> KeyRouting {
        if typing { return .panels }
        if key == .escape && popupOpen { return .panels }
        return .scene
    }

    /// The rule, for the Keys panel.
    static let summary = "Keys are the scene's, except while typing in a field (Enter / Esc end it) "
        + "and Esc with a pop-up open (it closes the pop-up). Tab never moves between fields."
}
