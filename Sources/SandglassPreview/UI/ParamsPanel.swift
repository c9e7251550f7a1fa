import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass

/// The params panel (right column): every parameter of the scene with an editor for its kind, in a
/// scrolling list. Numbers have a slider and a typed field, colours a picker, curves an editor (labelled
/// axes, draggable handles, overshoot shown, the playhead of the animation that uses the curve), their
/// four control values and Core Animation's named curves as presets, lists and
/// free strings a text field, choices a combo. Edits come back as `PanelEdit.setParameter`.
struct ParamsPanel {
    let params: ParamsSession
    /// The parameter the arrow keys adjust (T), outlined.
    let selected: Int?
    /// When the selection moved this frame: scroll it into view.
    let scrollToSelected: Bool
    /// Linear progress of the animation using each curve parameter (by name), when one runs.
    let curveProgress: [String: Double]

    func draw(into edits: inout [PanelEdit]) {
        sgui_text_colored(0.7, 0.7, 0.75, 1, params.stateSummary)
        sgui_tooltip(params.stateText)
        sgui_separator()
        for (index, declaration) in params.parameters.declarations.enumerated() {
            sgui_push_id(Int32(index))
            let isSelected = index == selected
            if isSelected {
                sgui_text_colored(1, 0.8, 0.3, 1, "> \(declaration.name)" + unitText(declaration))
                if scrollToSelected { sgui_scroll_here() }
            } else {
                sgui_text("\(declaration.name)" + unitText(declaration))
            }
            if !declaration.help.isEmpty { sgui_tooltip(declaration.help) }
            if let (value, isDrag) = editor(for: declaration, value: params.values[declaration.name]) {
                edits.append(isDrag ? .dragParameter(name: declaration.name, value: value) : .setParameter(name: declaration.name, value: value))
            }
            if case .curve = declaration.kind, case .numbers(let c) = params.values[declaration.name], c.count == 4,
               sgui_button("Copy as CAMediaTimingFunction") {
                edits.append(.copyCode(AnimationSwiftCode.controlPoints(c[0], c[1], c[2], c[3]), what: "curve \(declaration.name)"))
            }
            sgui_pop_id()
        }
    }

    private func unitText(_ d: ParameterDeclaration) -> String { d.unit.isEmpty ? "" : "  (\(d.unit))" }

    /// The editor of one value; the new value when it was edited this frame, and whether by a drag (a
    /// slider, a picker, a curve handle: written once the mouse is up) rather than typed or chosen.
    private func editor(for d: ParameterDeclaration, value: ParameterValue) -> (value: ParameterValue, isDrag: Bool)? {
        let width = sgui_available_width()
        let format = "%.\(d.writtenDecimals)f"
        switch (d.kind, value) {
        case (.number(let range), .number(var v)):
            let lo = range.lowerBound.isFinite ? range.lowerBound : -1e6, hi = range.upperBound.isFinite ? range.upperBound : 1e6
            sgui_set_next_item_width(width * 0.62)
            let dragged = sgui_slider_double("##slider", &v, lo, hi, format)
            sgui_same_line()
            sgui_set_next_item_width(-1)
            let typed = sgui_input_double("##typed", &v, format)
            return dragged || typed ? (.number(min(max(v, range.lowerBound), range.upperBound)), !typed) : nil
        case (.integer(let range), .integer(let v)):
            var i = Int32(clamping: v)
            sgui_set_next_item_width(width * 0.62)
            let dragged = sgui_slider_int("##slider", &i, Int32(clamping: range.lowerBound), Int32(clamping: range.upperBound))
            sgui_same_line()
            sgui_set_next_item_width(-1)
            let typed = sgui_input_int("##typed", &i)
            return dragged || typed ? (.integer(min(max(Int(i), range.lowerBound), range.upperBound)), !typed) : nil
        case (.bool, .bool(var b)):
            return sgui_checkbox(b ? "on" : "off", &b) ? (.bool(b), false) : nil
        case (.string(let choices?), .string(let s)) where !choices.isEmpty:
            var current = Int32(choices.firstIndex(of: s) ?? 0)
            sgui_set_next_item_width(-1)
            let changed = withCStrings(choices) { sgui_combo("##choice", &current, $0, Int32(choices.count)) }
            return changed ? (.string(choices[Int(current)]), false) : nil
        case (.string, .string(let s)):
            return textField(s).map { (.string($0), false) }
        case (.color, .numbers(let c)) where c.count == 4:
            var rgba = c.map { Float($0) }
            sgui_set_next_item_width(-1)
            guard sgui_color_edit("##color", &rgba) else { return nil }
            return (.numbers(rgba.map { min(max(DecimalRounding.shortest($0), 0), 1) }), true)
        case (.curve(let y), .numbers(var c)) where c.count == 4:
            let size = Float(min(width - 40, 220))
            var changed = sgui_curve_editor("##editor", size, &c, y.lowerBound, y.upperBound, curveProgress[d.name] ?? -1)
            sgui_set_next_item_width(-1)
            if sgui_drag_doubles("##curve", &c, 4, 0.005, min(0, y.lowerBound), max(1, y.upperBound), "%.3f") { changed = true }
            var chosen = false
            if let preset = curvePreset(c) {
                c = preset
                chosen = true
            }
            guard changed || chosen else { return nil }
            c[0] = min(max(c[0], 0), 1); c[2] = min(max(c[2], 0), 1)
            c[1] = min(max(c[1], y.lowerBound), y.upperBound); c[3] = min(max(c[3], y.lowerBound), y.upperBound)
            return (.numbers(c), !chosen)
        case (.point(let rx, let ry), .numbers(var p)) where p.count == 2:
            sgui_set_next_item_width(-1)
            let lo = min(rx.lowerBound, ry.lowerBound), hi = max(rx.upperBound, ry.upperBound)
            let speed = Float((d.step?.fine ?? 0.01))
            guard sgui_drag_doubles("##point", &p, 2, speed, lo, hi, format) else { return nil }
            return (.numbers([min(max(p[0], rx.lowerBound), rx.upperBound), min(max(p[1], ry.lowerBound), ry.upperBound)]), true)
        case (.numbers, .numbers(let list)):
            let text = list.map(ParameterValue.format).joined(separator: ", ")
            guard let typed = textField(text) else { return nil }
            let numbers = typed.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Double($0) }
            return (.numbers(numbers), false)
        default:
            sgui_text(value.jsonText)
            return nil
        }
    }

    /// Core Animation's named timing functions, offered as presets of a curve.
    static let presets: [(name: String, points: [Double])] = [
        ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
        ("easeInEaseOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
    ]

    /// A combo of the presets, showing the one `points` is (or "custom"); the chosen preset's points.
    private func curvePreset(_ points: [Double]) -> [Double]? {
        let names = ["custom"] + Self.presets.map(\.name)
        var current = Int32((Self.presets.firstIndex { $0.points == points } ?? -1) + 1)
        sgui_set_next_item_width(-1)
        guard withCStrings(names, { sgui_combo("##preset", &current, $0, Int32(names.count)) }), current > 0 else { return nil }
        return Self.presets[Int(current) - 1].points
    }

    /// A one-line text field holding `text`; the typed text when Enter was pressed.
    private func textField(_ text: String) -> String? {
        var buffer = [CChar](repeating: 0, count: max(256, text.utf8.count * 2 + 64))
        _ = text.withCString { strncpy(&buffer, $0, buffer.count - 1) }
        sgui_set_next_item_width(-1)
        guard sgui_input_text("##text", &buffer, buffer.count) else { return nil }
        let typed = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return typed == text ? nil : typed
    }
}
