import CImGuiBridge

/// The Keys panel (H): the key table (`KeyHelp`) and how keys reach the panels or the scene.
struct KeyHelpPanel {
    func draw() {
        sgui_text_colored(1, 0.8, 0.3, 1, "Keys")
        // Wrapped at the column's edge: a long line is read whole, never cut.
        for row in KeyHelp.rows { sgui_text_wrapped_colored(0.92, 0.92, 0.94, 1, "\(row.keys):  \(row.action)") }
        sgui_text_wrapped_colored(0.7, 0.7, 0.75, 1, KeyRouting.summary)
        sgui_separator()
    }
}
