import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass

/// The numeric literals of a Swift scene, each tweakable while the scene runs: named by the label
/// before it and its file:line (`duration = 3.0 (Spin.swift:8)`), the line as a tooltip, dragged with
/// a step that follows its size (Ctrl+click to type). A drag rebuilds the scene with the value; its
/// release writes the value into the file. Only the rows in view are drawn (a list clipper), so a file
/// of 20,000 literals costs a frame what a screenful does.
struct LiteralsPanel {
    let file: String
    let literals: [DesignLiteral]

    func draw(into edits: inout [PanelEdit]) {
        guard !literals.isEmpty else { return }
        guard sgui_collapsing_header("Literals in \((file as NSString).lastPathComponent) (\(literals.count))", true) else { return }
        let clipper = sgui_list_clipper_begin(Int32(literals.count))
        var first: Int32 = 0, end: Int32 = 0
        while sgui_list_clipper_step(clipper, &first, &end) {
            for literal in literals[Int(first)..<Int(end)] { row(literal, into: &edits) }
        }
        sgui_separator()
    }

    /// One literal: its title, then its drag field (every row the same height, as the clipper needs).
    private func row(_ literal: DesignLiteral, into edits: inout [PanelEdit]) {
        sgui_push_id(Int32(truncatingIfNeeded: 10_000 + literal.index))
        sgui_text(literal.title(file: file))
        sgui_tooltip(literal.context)
        var value = DesignTimeLiterals.value(at: literal.index) ?? literal.value
        let speed = Float(max(abs(literal.value), literal.isInteger ? 20 : 1) * 0.005)
        sgui_set_next_item_width(-1)
        if sgui_drag_doubles("##literal", &value, 1, speed, -1e9, 1e9, literal.isInteger ? "%.0f" : "%.3f") {
            edits.append(.setLiteral(index: literal.index, value: literal.isInteger ? value.rounded() : value))
        }
        if sgui_item_deactivated_after_edit() {
            edits.append(.commitLiteral(index: literal.index, value: literal.isInteger ? value.rounded() : value))
        }
        sgui_pop_id()
    }
}
