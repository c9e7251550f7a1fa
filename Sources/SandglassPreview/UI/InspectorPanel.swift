import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass

/// The inspector (I): the scene's layer tree, and for the selected layer every property it has, its
/// value on screen (the presentation) beside the value the code set (the model) when they differ, the
/// animated ones marked. Selecting a row (or clicking the scene) selects a layer; the window loop
/// outlines it in the viewport.
struct InspectorPanel {
    let model: CALayer
    let presentation: CALayer
    let selected: LayerPath?
    /// The tree's rows (`LayerTreeRows`).
    let rows: LayerTreeRows
    /// The selection was picked in the viewport: the tree scrolls to its row.
    let scrollsToSelected: Bool

    /// Rows the tree shows without scrolling; more scroll inside it, so that what is drawn below it (the
    /// plot, the properties) never moves it.
    static let visibleTreeRows = 8

    /// The "Layers" section: one row per layer, only those in view drawn. A row click selects its layer
    /// (or clears the selection when it is the selected one); its arrow folds it.
    func drawTree(into edits: inout [PanelEdit]) {
        guard sgui_collapsing_header("Layers", true) else { return }
        let stride = sgui_text_line_height() + 1
        let shown = min(rows.rows.count, Self.visibleTreeRows)
        sgui_begin_child("##layers", Float(shown) * stride + 2)
        if scrollsToSelected, let selected, let index = rows.index(of: selected) { sgui_scroll_to_row(stride, Int32(index)) }
        var first: Int32 = 0, last: Int32 = 0
        sgui_visible_rows(stride, Int32(rows.rows.count), &first, &last)
        for index in Int(first)..<Int(last) {
            let row = rows.rows[index]
            sgui_push_id(Int32(index))
            let state = sgui_layer_row(row.name, row.typeName, Int32(row.depth), row.path == selected, row.hasChildren,
                                       !row.isFolded, stride - 1)
            sgui_pop_id()
            if state.contains(.clicked) { edits.append(.selectLayer(row.path == selected ? nil : row.path)) }
            if state.contains(.open) == row.isFolded, row.hasChildren { edits.append(.toggleFold(row.path)) }
        }
        sgui_rows_end(stride, Int32(rows.rows.count), last)
        sgui_end_child()
    }

    /// The "Code" section: where each of the selected layer's animations was defined (`file:line`, a
    /// scene file's JSON path), the selected one highlighted; a click selects one, the buttons copy it
    /// as Swift (or Ctrl+C) and open it in $EDITOR (or E).
    func drawCode(_ sources: [(key: String, source: AnimationSourceLocation?)], selectedKey: String?,
                  into edits: inout [PanelEdit]) {
        guard let selected, !sources.isEmpty, sgui_collapsing_header("Code", true) else { return }
        for (index, entry) in sources.enumerated() {
            sgui_push_id(Int32(index))
            let place = entry.source?.shortText ?? "(added by Sandglass: UIView.animate or an implicit animation)"
            if sgui_selectable("\(entry.key)  \(place)", entry.key == selectedKey) {
                edits.append(.selectAnimation(layer: selected, key: entry.key))
            }
            if let source = entry.source { sgui_tooltip(source.filePath + ":\(source.line)") }
            sgui_pop_id()
        }
        if sgui_button("Copy as Swift (Ctrl+C)") { edits.append(.copyAnimation) }
        if sources.contains(where: { $0.source != nil }) {
            sgui_same_line()
            if sgui_button("Open in $EDITOR (E)") { edits.append(.openInEditor) }
        }
    }

    /// The "Constraints" section when the selected layer backs a view held by Auto Layout: each
    /// constraint naming the view as an equation, a broken one (a conflict the engine logged) in orange.
    func drawConstraints() {
        guard let selected, let layer = selected.resolve(in: model) else { return }
        let constraints = ViewConstraints(of: layer)
        guard !constraints.rows.isEmpty, sgui_collapsing_header("Constraints", true) else { return }
        for row in constraints.rows {
            let name = row.identifier.map { "'\($0)' " } ?? ""
            if row.isBroken {
                sgui_text_colored(1, 0.6, 0.2, 1, "! \(name)\(row.equation)")
                sgui_tooltip("broken: it contradicts required constraints activated before it "
                             + "(logged on stderr as Xcode logs it: \"Unable to simultaneously satisfy constraints\")")
            } else {
                sgui_text("\(name)\(row.equation)")
            }
        }
    }

    /// The "Properties" section of the selected layer.
    func drawProperties() {
        guard let selected, let layer = selected.resolve(in: model) else { return }
        let shown = selected.resolve(in: presentation) ?? layer
        guard sgui_collapsing_header("Properties", true) else { return }
        if let line = Self.particleLine(of: shown) { sgui_text(line) }
        let animated = Self.animatedProperties(of: layer)
        // Only the lines in view are written out (a list clipper): the column shows a few of them.
        let properties = LayerProperty.allCases.compactMap { p in shown.value(of: p).map { (p, $0) } }
        let clipper = sgui_list_clipper_begin(Int32(properties.count))
        var first: Int32 = 0, end: Int32 = 0
        while sgui_list_clipper_step(clipper, &first, &end) {
            for (property, value) in properties[Int(first)..<Int(end)] { drawProperty(property, value, of: layer, animated: animated) }
        }
    }

    /// An emitter's live particles on screen ("particles  1234 live"; at the cap, says so); nil for any
    /// other layer, and for a model layer.
    static func particleLine(of shown: CALayer) -> String? {
        guard let emitter = shown as? CAEmitterLayer, let particles = emitter.particles() else { return nil }
        return "particles  \(particles.content.sprites.count) live"
            + (particles.capped ? " (capped at \(CAEmitterLayer.maximumParticles))" : "")
    }

    /// One property's line: its value on screen, and the model's where it differs.
    private func drawProperty(_ property: LayerProperty, _ value: CAValue, of layer: CALayer, animated: Set<String>) {
        let onScreen = Self.text(value)
        // The model's value is written out only where it differs (most properties are not animated).
        let model = layer.value(of: property)
        let set = model.map { $0 == value ? onScreen : Self.text($0) } ?? onScreen
        let line = set == onScreen ? "\(property.rawValue)  \(onScreen)" : "\(property.rawValue)  \(onScreen)   (model \(set))"
        if animated.contains(property.rawValue) {
            sgui_text_colored(1, 0.8, 0.3, 1, "* " + line)
        } else {
            sgui_text(line)
        }
        // A value cut to its line shows whole under the pointer.
        if onScreen.hasSuffix("...") || set.hasSuffix("...") {
            let model = model.map(Self.fullText)
            sgui_tooltip(Self.fullText(value) + (model.map { $0 == Self.fullText(value) ? "" : "\n(model \($0))" } ?? ""))
        }
    }

    /// A value in the dump's notation with numbers to 4 significant digits, cut to one short line.
    static func text(_ value: CAValue) -> String {
        let full = fullText(value)
        return full.count > 48 ? String(full.prefix(45)) + "..." : full
    }

    /// A value in the dump's notation with numbers to 4 significant digits, whole.
    static func fullText(_ value: CAValue) -> String {
        func format(_ json: JSONValue) -> String {
            switch json {
            case .number(let n): return n == n.rounded() && abs(n) < 1e9 ? String(Int64(n)) : String(format: "%.4g", n)
            case .string(let s): return s
            case .bool(let b): return b ? "true" : "false"
            case .array(let items): return "[" + items.map(format).joined(separator: ", ") + "]"
            case .object: return json.text
            case .null: return "null"
            }
        }
        return format(LayerTreeDump.json(value))
    }

    /// The properties (key path roots: `transform` for `transform.rotation.z`) the layer's animations
    /// animate, groups included.
    static func animatedProperties(of layer: CALayer) -> Set<String> {
        var names = Set<String>()
        func visit(_ animation: CAAnimation) {
            if let group = animation as? CAAnimationGroup { (group.animations ?? []).forEach(visit) }
            if let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath {
                names.insert(String(keyPath.split(separator: ".").first ?? ""))
            }
        }
        for key in layer.animationKeys() ?? [] { layer.animation(forKey: key).map(visit) }
        return names
    }
}
