import Foundation

/// The `sandglass dump` serializer (docs/architecture.md §9).
///
/// Output: `{"layers": [...], "scene": S, "state": "presentation"|"model", "time": T}` with keys
/// sorted and one layer object per line, in tree order: a layer, then its mask, then its sublayers
/// (depth first, back to front). Each layer object has:
/// - `path`: names joined by `/` from the root. An unnamed root is `root`; an unnamed sublayer is
///   `layerN` with N its index among its siblings; a mask is always `<owner path>/mask`.
/// - `type`: `layer`, `shape`, `gradient` or `text`.
/// - every animatable property the layer has (`LayerProperty`), by its key: numbers; points
///   `[x, y]`; sizes `[w, h]`; rects `[x, y, w, h]`; transforms 16 numbers row-major m11...m44;
///   colours `[r, g, b, a]` straight alpha; colour arrays as arrays of those; bools; nil as null.
///   Because `path` names the layer, a shape layer's path is written under `shapePath`, as an
///   SVG-like string: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`.
/// - also `name` (or null), and for shapes `lineDashPattern`, for text `string`.
public enum LayerTreeDump {
    /// The dump of `root`'s subtree at global time `time`: the presentation tree, or the model values.
    public static func json(scene: String, time: CFTimeInterval, state: FrameState, root: CALayer) -> String {
        json(scene: scene, time: time, state: state, evaluated: state == .presentation ? root.presentationTree(at: time) : root.modelTree())
    }

    /// The dump of a tree already evaluated in `state` at `time` (a `FrameSource` frame's layers).
    public static func json(scene: String, time: CFTimeInterval, state: FrameState, evaluated tree: CALayer) -> String {
        let layers = entries(tree)
        var s = "{\"layers\": ["
        for (i, l) in layers.enumerated() {
            s += i == 0 ? "\n" : ",\n"
            l.write(to: &s)
        }
        s += layers.isEmpty ? "]" : "\n]"
        s += ", \"scene\": " + JSONValue.string(scene).text
        s += ", \"state\": " + JSONValue.string(state.rawValue).text
        s += ", \"time\": " + JSONValue.format(time) + "}\n"
        return s
    }

    /// One object per layer of `root`'s subtree (taken as it is: pass a presentation or model copy).
    public static func entries(_ root: CALayer) -> [JSONValue] {
        var out: [JSONValue] = []
        visit(root, path: root.name ?? "root", into: &out)
        return out
    }

    private static func visit(_ l: CALayer, path: String, into out: inout [JSONValue]) {
        out.append(object(for: l, path: path))
        if let m = l.mask { visit(m, path: path + "/mask", into: &out) }
        for (i, s) in l._sublayers.enumerated() {
            visit(s, path: path + "/" + (s.name ?? "layer\(i)"), into: &out)
        }
    }

    /// The JSON object of one layer (without descending).
    public static func object(for l: CALayer, path: String) -> JSONValue {
        var o: [String: JSONValue] = ["path": .string(path), "type": .string(type(of: l).typeName)]
        for p in LayerProperty.allCases {
            guard let v = l.value(of: p) else { continue }
            o[p == .path ? "shapePath" : p.rawValue] = json(v)
        }
        o["name"] = l.name.map(JSONValue.string) ?? .null
        if let s = l as? CAShapeLayer {
            o["lineDashPattern"] = s.lineDashValues.map { .array($0.map { .number($0) }) } ?? .null
        }
        if let t = l as? CATextLayer { o["string"] = t.string.map(JSONValue.string) ?? .null }
        return .object(o)
    }

    /// A value in the dump's notation.
    public static func json(_ v: CAValue) -> JSONValue {
        switch v {
        case .number(let n): return .number(n)
        case .bool(let b): return .bool(b)
        case .point(let p): return .array([.number(p.x), .number(p.y)])
        case .size(let s): return .array([.number(s.width), .number(s.height)])
        case .rect(let r): return .array([.number(r.origin.x), .number(r.origin.y), .number(r.width), .number(r.height)])
        case .transform(let t): return .array(t.rowMajor.map { .number($0) })
        case .color(let c): return .array(c.components.map { .number($0) })
        case .colors(let cs): return .array(cs.map { .array($0.components.map { .number($0) }) })
        case .numbers(let ns): return .array(ns.map { .number($0) })
        case .path(let p): return .string(svg(p))
        case .null: return .null
        }
    }

    /// `M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z`, numbers as in the rest of the dump.
    public static func svg(_ p: CGPath) -> String { p.svgPathData(format: JSONValue.format) }
}
