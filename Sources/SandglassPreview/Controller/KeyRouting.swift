import Sandglass

/// Who a key press belongs to: the preview's own keys (the scene's playback, the panels' toggles), the
/// panels' widgets, or a text field of the scene. The preview's keys win except:
/// - while a panel's text field is being typed in (every key edits it; Enter and Esc end it);
/// - for Esc, while a pop-up (a dropdown, a colour picker) is open: Esc closes it rather than quitting;
/// - in Interact mode, while a text field of the scene is being edited (`sceneTyping`): keys without
///   Ctrl type into it (their characters come as text; Backspace deletes, Enter is Return, Esc puts the
///   keyboard away), so Space, the digits and the letters do not pause, switch scenes or toggle panels.
/// Tab is never the panels' (ImGui's tabbing between fields is off).
enum KeyRouting: Equatable {
    case scene
    case panels
    /// The scene's text field takes the key: typed as `key`, or nil for one whose character arrives as text.
    case sceneField(KeySample.Key?)

    static func route(_ key: Key, _ modifiers: KeyModifiers = [], typing: Bool, popupOpen: Bool,
                      sceneTyping: Bool = false) -> KeyRouting {
        if typing { return .panels }
        if key == .escape && popupOpen { return .panels }
        if sceneTyping && !modifiers.contains(.control) {
            switch key {
            case .backspace: return .sceneField(.deleteBackward)
            case .enter: return .sceneField(.returnKey)
            case .escape: return .sceneField(.dismissKeyboard)
            default: return .sceneField(nil)
            }
        }
        return .scene
    }

    /// The rule, for the Keys panel.
    static let summary = "Keys are the scene's, except while typing in a field (Enter / Esc end it), "
        + "Esc with a pop-up open (it closes the pop-up), and in Interact mode while a text field of the scene "
        + "is edited (keys type into it; Esc puts the keyboard away). Tab never moves between fields."
}
