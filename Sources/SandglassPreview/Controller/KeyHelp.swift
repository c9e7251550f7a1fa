/// The key table the Keys panel (H) shows; README.md lists the same keys.
enum KeyHelp {
    static let rows: [(keys: String, action: String)] = [
        ("Space", "pause / resume"),
        ("Left / Right", "step 1/60 s (paused)"),
        ("S", "slow motion x10"),
        ("+ / -", "speed x2 / x0.5"),
        ("R", "restart"),
        ("Tab, 1-9", "next scene, scene N"),
        ("P / M", "presentation / model PNG"),
        ("Ctrl+P", "window PNG, panels included"),
        ("T", "params panel; Up/Down, Left/Right"),
        ("Ctrl+Z / Ctrl+Y", "undo / redo a params edit"),
        ("I", "inspector; click the scene to pick"),
        ("E", "open the selected animation's code in $EDITOR"),
        ("G", "interact: the mouse touches the scene's views"),
        ("A", "animation tracks in the timeline"),
        ("L", "restart on reload"),
        ("B", "viewport background"),
        ("F / wheel", "fit / zoom the scene"),
        ("C", "compare: model | presentation, onion skin"),
        ("V", "A/B: freeze the params as A, edit B beside it"),
        ("Ctrl+= / Ctrl+-", "text larger / smaller"),
        ("Ctrl+0", "text default size"),
        ("H", "keys, hide panels, show"),
        ("Enter", "scene action"),
        ("Esc", "close a pop-up, else quit"),
    ]
}
