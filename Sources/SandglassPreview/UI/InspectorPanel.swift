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

    func draw(into edits: inout [PanelEdit]) {
        if sgui_collapsing_header("Layers", true) {
            row(model, path: LayerPath(), name: "root", into: &edits)
        }
        guard let selected, let layer = selected.resolve(in: model) else { return }
        let shown = selected.resolve(in: presentation) ?? layer
        if sgui_collapsing_header("Properties", true) {
            let animated = Self.animatedProperties(of: layer)
            for property in LayerProperty.allCases {
                guard let value = shown.value(of: property) else { continue }
                let onScreen = Self.text(value)
                let set = layer.value(of: property).map(Self.text) ?? onScreen
                let line = set == onScreen ? "\(property.rawValue)  \(onScreen)" : "\(property.rawValue)  \(onScreen)   (model \(set))"
                if animated.contains(property.rawValue) {
                    sgui_text_colored(1, 0.8, 0.3, 1, "* " + line)
                } else {
                    sgui_text(line)
                }
            }
        }
    }

    private func row(_ layer: CALayer, path: LayerPath, name: String, into edits: inout [PanelEdit]) {
        let children = (layer.mask.map { [($0, -1, "mask")] } ?? [])
            + (layer.sublayers ?? []).enumerated().map { ($0.element, $0.offset, $0.element.name ?? "layer\($0.offset)") }
        let label = "\(name)  (\(type(of: layer).typeName))##\(path.steps.map(String.init).joined(separator: "."))"
        let state = sgui_tree_node(label, path == selected, children.isEmpty)
        if state.contains(.clicked) { edits.append(.selectLayer(path == selected ? nil : path)) }
        guard state.contains(.open) else { return }
        for (child, step, childName) in children {
            row(child, path: LayerPath(path.steps + [step]), name: childName, into: &edits)
        }
        sgui_tree_pop()
    }

    /// A value in the dump's notation with numbers to 4 significant digits, cut to one short line.
    static func text(_ value: CAValue) -> String {
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
        let full = format(LayerTreeDump.json(value))
        return full.count > 48 ? String(full.prefix(45)) + "..." : full
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
