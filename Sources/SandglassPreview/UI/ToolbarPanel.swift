import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass

/// The toolbar along the top: play/pause, restart, slow motion and speed; the viewport's background
/// and zoom; the model/presentation comparison, the params A/B and the variants; the params, inspector and keys
/// toggles; undo and redo of edits, there from the start (dimmed while there is nothing to undo or redo),
/// so that the first edit never rewraps the toolbar and moves the scene. Its items wrap onto more rows
/// when the window is too narrow for them (large text), so every button stays reachable (`ToolbarFlow`).
struct ToolbarPanel {
    let controller: PreviewController
    let sceneName: String
    let canUndo: Bool
    let canRedo: Bool
    /// A/B of two params sets is on (V).
    let isComparingParams: Bool
    /// The variants are shown side by side (D).
    let isShowingVariants: Bool
    /// Whether the toolbar has the Variants toggle: while they are shown, or when the command line
    /// gave them (such a window is wide enough). Otherwise D opens them: one more button would wrap
    /// the default window's toolbar.
    let offersVariants: Bool

    /// One thing on the toolbar.
    struct Item {
        enum Kind { case button, toggle(Bool), text }
        var label: String
        var kind: Kind
        var tooltip: String?
        var edit: PanelEdit?
        /// False: drawn dimmed, not clickable (Undo with nothing to undo).
        var enabled = true
    }

    var items: [Item] {
        let clock = controller.clock
        var items: [Item] = [
            Item(label: clock.isPaused ? "Play" : "Pause", kind: .button, tooltip: "Space", edit: .togglePause),
            Item(label: "Restart", kind: .button, tooltip: "R", edit: .restart),
            Item(label: "Slow", kind: .toggle(clock.isSlowMotion), tooltip: "S: 10x slower", edit: .toggleSlowMotion),
            Item(label: "-##speed", kind: .button, tooltip: nil, edit: .scaleSpeed(0.5)),
            Item(label: String(format: "x%g", clock.speed), kind: .text),
            Item(label: "+##speed", kind: .button, tooltip: "+ / -: speed x2 / x0.5", edit: .scaleSpeed(2)),
            Item(label: Self.elided(sceneName, keeping: 18), kind: .text, tooltip: sceneName),
        ]
        // One button cycling the background (as B does).
        let background = controller.viewport.background
        let all = ViewportSettings.Background.allCases
        items.append(Item(label: "\(background.name)###background", kind: .button, tooltip: "B: viewport background (dark, light, checker)",
                          edit: .background(all[(background.rawValue + 1) % all.count])))
        // The zoom is relative to the fitted size: "Fit" when fitted, else how far from it ("Fit x2.00"),
        // never a percentage, which read as the scene's pixels.
        let zoom = controller.viewport.zoom
        items += [
            Item(label: "-##zoom", kind: .button, tooltip: nil, edit: .zoom(1 / 1.25)),
            Item(label: abs(zoom - 1) < 1e-9 ? "Fit###fit" : String(format: "Fit x%.2f###fit", zoom), kind: .button,
                 tooltip: "F: fit the whole scene to the viewport; the mouse wheel over the scene zooms (x: times the fitted size)",
                 edit: .fit),
            Item(label: "+##zoom", kind: .button, tooltip: nil, edit: .zoom(1.25)),
        ]
        let compare = controller.viewport.compare
        items += [
            Item(label: compare == .off ? "Compare###compare" : compare == .onion ? "Onion###compare" : "Model|Pres###compare",
                 kind: .toggle(compare != .off), tooltip: "C: model beside the presentation, then the model's ghost over it, then off",
                 edit: .cycleCompare),
            Item(label: "±3", kind: .toggle(controller.viewport.showsNeighbourFrames),
                 tooltip: "O: onion skin of the frames around this one (3 before, 3 after), fading with the distance",
                 edit: .toggleNeighbourFrames),
            Item(label: "A/B", kind: .toggle(isComparingParams), tooltip: "V: freeze the scene as A (params, literals, timeline edits); edit B and see it beside A",
                 edit: .toggleParamsAB),
        ]
        if offersVariants || isShowingVariants {
            items.append(Item(label: "Variants", kind: .toggle(isShowingVariants),
                              tooltip: "D: the scene at several sizes (or with several params files) side by side, on one clock; "
                                  + "click one to focus it (the panels show it)", edit: .toggleVariants))
        }
        items += [
            Item(label: "Params", kind: .toggle(controller.isPanelVisible), tooltip: "T: params panel (Up/Down select, Left/Right adjust)",
                 edit: .toggleParams),
            Item(label: "Inspector", kind: .toggle(controller.isInspectorVisible),
                 tooltip: "I: the layer tree and the selected layer's properties; click the scene to pick", edit: .toggleInspector),
            Item(label: "Interact", kind: .toggle(controller.isInteracting),
                 tooltip: "G: the mouse touches the scene (click, drag, hold) instead of picking; the touches are kept "
                     + "at their times and replay when you scrub back", edit: .toggleInteract),
            Item(label: "Keys", kind: .toggle(controller.isHelpVisible), tooltip: "H: keys, then hide the panels, then show them",
                 edit: .toggleHelp),
        ]
        items.append(Item(label: "Undo", kind: .button, tooltip: "Ctrl+Z", edit: .undo, enabled: canUndo))
        items.append(Item(label: "Redo", kind: .button, tooltip: "Ctrl+Shift+Z or Ctrl+Y", edit: .redo, enabled: canRedo))
        return items
    }

    /// `name` as the toolbar shows it: whole up to `count` characters, else its start and end around
    /// "..." (`Eased keyf...ames`); the tooltip has it whole.
    static func elided(_ name: String, keeping count: Int) -> String {
        guard name.count > count else { return name }
        let head = (count - 3 + 1) / 2, tail = count - 3 - head
        return name.prefix(head) + "..." + name.suffix(tail)
    }

    /// The items' widths (window points) as ImGui draws them.
    static func widths(of items: [Item]) -> [Float] {
        items.map { item in
            if case .text = item.kind { return sgui_text_width(item.label) }
            return sgui_button_width(item.label)
        }
    }

    /// The rows the items take in `width` points (at least one).
    func rows(width: Float) -> ToolbarFlow {
        ToolbarFlow(widths: Self.widths(of: items), spacing: sgui_item_spacing(), available: width)
    }

    func draw(into edits: inout [PanelEdit]) {
        let items = items
        let flow = ToolbarFlow(widths: Self.widths(of: items), spacing: sgui_item_spacing(), available: sgui_available_width())
        for (i, item) in items.enumerated() {
            if i > 0, !flow.startsRow(i) { sgui_same_line() }
            let pressed: Bool
            sgui_begin_disabled(!item.enabled)
            defer { sgui_end_disabled() }
            switch item.kind {
            case .button: pressed = sgui_button(item.label)
            case .toggle(let active): pressed = sgui_toggle_button(item.label, active)
            case .text:
                sgui_text(item.label)
                pressed = false
            }
            if let tooltip = item.tooltip { sgui_tooltip(tooltip) }
            if pressed, let edit = item.edit { edits.append(edit) }
        }
    }
}

/// Items of `widths` laid out left to right, `spacing` apart, in rows of at most `available` points:
/// an item that does not fit starts the next row (an item wider than a row has a row of its own).
struct ToolbarFlow: Equatable {
    /// The index of the first item of each row.
    let rowStarts: [Int]

    init(widths: [Float], spacing: Float, available: Float) {
        var starts = [0], x: Float = 0
        for (i, width) in widths.enumerated() {
            if i > 0, x + spacing + width > available {
                starts.append(i)
                x = width
            } else {
                x += (i > 0 ? spacing : 0) + width
            }
        }
        rowStarts = starts
    }

    var rows: Int { rowStarts.count }
    func startsRow(_ index: Int) -> Bool { rowStarts.contains(index) }
}
