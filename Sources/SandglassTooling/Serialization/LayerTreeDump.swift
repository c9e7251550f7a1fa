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
        var s = ""
        write(scene: scene, time: time, state: state, evaluated: tree, pieceSize: .max) { piece in s += piece }
        return s
    }

    /// The text of `json(scene:time:state:evaluated:)` handed to `output` in pieces of about
    /// `pieceSize` bytes (whole layer lines), as it is made: neither the whole text nor an object per
    /// layer is ever held, so a dump of 300,000 layers (about 300 MB of text) needs memory for the
    /// tree only. The first error `output` throws stops the dump.
    public static func write<Failure: Error>(scene: String, time: CFTimeInterval, state: FrameState, evaluated tree: CALayer,
                                             pieceSize: Int = 1 << 16,
                                             to output: (String) throws(Failure) -> Void) throws(Failure) {
        var s = "{\"layers\": ["
        var count = 0
        try visit(tree, path: tree.name ?? "root") { (l: CALayer, path: String) throws(Failure) in
            s += count == 0 ? "\n" : ",\n"
            count += 1
            object(for: l, path: path).write(to: &s)
            if s.utf8.count >= pieceSize {
                try output(s)
                s = ""
            }
        }
        s += count == 0 ? "]" : "\n]"
        s += ", \"scene\": " + JSONValue.string(scene).text
        s += ", \"state\": " + JSONValue.string(state.rawValue).text
        s += ", \"time\": " + JSONValue.format(time) + "}\n"
        try output(s)
    }

    /// Calls `body` for each layer of `l`'s subtree in dump order, with its path.
    private static func visit<Failure: Error>(_ l: CALayer, path: String,
                                              _ body: (CALayer, String) throws(Failure) -> Void) throws(Failure) {
        try body(l, path)
        if let m = l.mask { try visit(m, path: path + "/mask", body) }
        for (i, s) in l._sublayers.enumerated() {
            try visit(s, path: path + "/" + (s.name ?? "layer\(i)"), body)
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
        // An emitter's live particles, on a presentation copy (the model has none).
        if let e = l as? CAEmitterLayer, let shown = e.particles() { o["particles"] = .number(Double(shown.content.sprites.count)) }
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
        case .color(let c): return .array(c.rgba.map { .number($0) })
        case .colors(let cs): return .array(cs.map { .array($0.rgba.map { .number($0) }) })
        case .numbers(let ns): return .array(ns.map { .number($0) })
        case .path(let p): return .string(svg(p))
        case .null: return .null
        }
    }

    /// `M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z`, numbers as in the rest of the dump.
    public static func svg(_ p: CGPath) -> String { p.svgPathData(format: JSONValue.format) }
}
