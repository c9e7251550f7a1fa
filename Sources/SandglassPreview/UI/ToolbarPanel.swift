import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass

/// The toolbar along the top: play/pause, restart, slow motion and speed; the viewport's background
/// and zoom; the model/presentation comparison and the params A/B; the params, inspector and keys toggles; undo and redo of params edits.
struct ToolbarPanel {
    let controller: PreviewController
    let sceneName: String
    let canUndo: Bool
    let canRedo: Bool
    /// A/B of two params sets is on (V).
    let isComparingParams: Bool

    func draw(into edits: inout [PanelEdit]) {
        let clock = controller.clock
        if sgui_button(clock.isPaused ? "Play" : "Pause") { edits.append(.togglePause) }
        sgui_tooltip("Space")
        sgui_same_line()
        if sgui_button("Restart") { edits.append(.restart) }
        sgui_tooltip("R")
        sgui_same_line()
        if sgui_toggle_button("Slow", clock.isSlowMotion) { edits.append(.toggleSlowMotion) }
        sgui_tooltip("S: 10x slower")
        sgui_same_line()
        if sgui_button("-##speed") { edits.append(.scaleSpeed(0.5)) }
        sgui_same_line()
        sgui_text(String(format: "x%g", clock.speed))
        sgui_same_line()
        if sgui_button("+##speed") { edits.append(.scaleSpeed(2)) }
        sgui_tooltip("+ / -: speed x2 / x0.5")
        sgui_same_line()
        sgui_text("|  \(sceneName)  |")
        // One button cycling the background (as B does) keeps the toolbar within a 960-point window.
        let background = controller.viewport.background
        sgui_same_line()
        if sgui_button("\(background.name)###background") {
            let all = ViewportSettings.Background.allCases
            edits.append(.background(all[(background.rawValue + 1) % all.count]))
        }
        sgui_tooltip("B: viewport background (dark, light, checker)")
        sgui_same_line()
        if sgui_button("-##zoom") { edits.append(.zoom(1 / 1.25)) }
        sgui_same_line()
        // The zoom is relative to the fitted size: "Fit" when fitted, else how far from it ("Fit x2.00"),
        // never a percentage, which read as the scene's pixels.
        let zoom = controller.viewport.zoom
        if sgui_button(abs(zoom - 1) < 1e-9 ? "Fit###fit" : String(format: "Fit x%.2f###fit", zoom)) { edits.append(.fit) }
        sgui_tooltip("F: fit the whole scene to the viewport; the mouse wheel over the scene zooms (x: times the fitted size)")
        sgui_same_line()
        if sgui_button("+##zoom") { edits.append(.zoom(1.25)) }
        sgui_same_line()
        let compare = controller.viewport.compare
        if sgui_toggle_button(compare == .off ? "Compare###compare" : compare == .onion ? "Onion###compare" : "Model|Pres###compare", compare != .off) {
            edits.append(.cycleCompare)
        }
        sgui_tooltip("C: model beside the presentation, then the model's ghost over it, then off")
        sgui_same_line()
        if sgui_toggle_button("A/B", isComparingParams) { edits.append(.toggleParamsAB) }
        sgui_tooltip("V: freeze the params as A; edit B and see it beside A")
        sgui_same_line()
        if sgui_toggle_button("Params", controller.isPanelVisible) { edits.append(.toggleParams) }
        sgui_tooltip("T: params panel (Up/Down select, Left/Right adjust)")
        sgui_same_line()
        if sgui_toggle_button("Inspector", controller.isInspectorVisible) { edits.append(.toggleInspector) }
        sgui_tooltip("I: the layer tree and the selected layer's properties; click the scene to pick")
        sgui_same_line()
        if sgui_toggle_button("Keys", controller.isHelpVisible) { edits.append(.toggleHelp) }
        sgui_tooltip("H: keys, then hide the panels, then show them")
        if canUndo || canRedo {
            sgui_same_line()
            if sgui_button("Undo") { edits.append(.undo) }
            sgui_tooltip("Ctrl+Z")
            sgui_same_line()
            if sgui_button("Redo") { edits.append(.redo) }
            sgui_tooltip("Ctrl+Shift+Z or Ctrl+Y")
        }
    }
}
