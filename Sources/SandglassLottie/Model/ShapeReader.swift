import Foundation

/// Reads a `shapes` array (and a group's `it`) into `ShapeItem`s; sources become CGPaths per
/// keyframe, unsupported items a warning each.
extension PropertyReader {
    static let maxGroupDepth = 24

    /// `cornerRadius`: a rounded-corners modifier (`rd`) below, in this group or one around it; it
    /// rounds the rectangles above it whose own roundness is 0, and the sharp corners of every path
    /// and polystar (`RoundedCorners`).
    mutating func shapes(_ node: JSONNode, depth: Int = 0, cornerRadius: Animated<[Double]>? = nil) throws(ReadProblem) -> [ShapeItem] {
        guard depth <= Self.maxGroupDepth else { throw node.problem("groups nested more than \(Self.maxGroupDepth) deep") }
        var out: [ShapeItem] = []
        let nodes = try node.array()
        var radius = cornerRadius
        // The rounded-corners modifier that applies to an item: the first `rd` below it.
        var radiusFrom: [Animated<[Double]>?] = Array(repeating: nil, count: nodes.count)
        for i in nodes.indices.reversed() {
            if try nodes[i].optionalString("ty") == "rd", try nodes[i].number("hd", default: 0) == 0 {
                radius = try vector(nodes[i]["r"], default: [0])
            }
            radiusFrom[i] = radius
        }
        for (i, itemNode) in nodes.enumerated() {
            let item = try itemNode.object()
            if try item.number("hd", default: 0) != 0 { continue }
            if try item.optionalString("ty") == "rp" {
                out = try repeated(out, by: item)
            } else if let shape = try shapeItem(item, depth: depth, cornerRadius: radiusFrom[i]) {
                out.append(shape)
            }
        }
        if let trim = out.firstIndex(where: { if case .trim = $0 { return true }; return false }),
           out[trim...].contains(where: { if case .paint(let p) = $0 { return p.stroke == nil }; return false }) {
            warnings.add("trim fill", "trim paths apply to strokes only; fills are drawn untrimmed")
        }
        return out
    }

    private mutating func shapeItem(_ item: JSONNode, depth: Int, cornerRadius: Animated<[Double]>?) throws(ReadProblem) -> ShapeItem? {
        let type = try item.optionalString("ty") ?? ""
        let name = try item.optionalString("nm") ?? type
        switch type {
        case "gr":
            let itemsNode = try item["it"] ?? JSONNode(value: .array([]), start: item.start, end: item.start)
            let transformNode = try itemsNode.array().last { (try? $0.optionalString("ty")) == "tr" }
            return .group(name: name, items: try shapes(itemsNode, depth: depth + 1, cornerRadius: cornerRadius),
                          transform: try transform(transformNode))
        case "sh":
            let bezier = try shape(try item.required("ks"))
            guard let cornerRadius else { return .geometry(name: name, path: bezier.map(\.path)) }
            return .geometry(name: name, path: combine(bezier, cornerRadius) { $0.roundingCorners(radius: $1[safe: 0]).path })
        case "el":
            let p = try vector(item["p"], default: [0, 0]), s = try vector(item["s"], default: [0, 0])
            let reversed = try item.number("d", default: 1) == 3
            return .geometry(name: name, path: combine([p, s]) { v in ShapePaths.ellipse(center: v[0], size: v[1], reversed: reversed) })
        case "rc":
            let p = try vector(item["p"], default: [0, 0]), s = try vector(item["s"], default: [0, 0])
            var r = try vector(item["r"], default: [0])
            if let cornerRadius, !r.isAnimated, r.initial[safe: 0] == 0 { r = cornerRadius }
            return .geometry(name: name, path: combine([p, s, r]) { v in ShapePaths.roundedRect(center: v[0], size: v[1], radius: v[2][safe: 0]) })
        case "sr":
            let star = try star(item)
            guard let cornerRadius else { return .geometry(name: name, path: star) }
            return .geometry(name: name, path: combine(star, cornerRadius) { path, r in
                BezierShape(polygon: path)?.roundingCorners(radius: r[safe: 0]).path ?? path
            })
        case "fl", "st", "gf", "gs":
            return .paint(try paint(item, type: type, name: name))
        case "tm":
            let trim = TrimModel(start: try vector(item["s"], default: [0]), end: try vector(item["e"], default: [100]),
                                 offset: try vector(item["o"], default: [0]), individually: try item.number("m", default: 1) == 2)
            return .trim(name: name, trim)
        case "tr":
            return nil
        case "mm": warnings.add("mm", "merge paths are not supported; the paths are drawn unmerged")
        case "rd": return nil
        case "tw": warnings.add("tw", "twist is not supported; it is ignored")
        case "op": warnings.add("op", "offset paths are not supported; they are ignored")
        case "pb": warnings.add("pb", "pucker and bloat is not supported; it is ignored")
        case "zz": warnings.add("zz", "zig zag is not supported; it is ignored")
        default: warnings.add("shape \(type)", "shape item type '\(type.prefix(20))' is not supported; it is ignored")
        }
        return nil
    }

    private mutating func star(_ item: JSONNode) throws(ReadProblem) -> Animated<CGPath> {
        let isStar = try item.number("sy", default: 1) == 1
        let parts = [try vector(item["p"], default: [0, 0]), try vector(item["pt"], default: [5]),
                     try vector(item["or"], default: [0]), try vector(item["ir"], default: [0]),
                     try vector(item["r"], default: [0])]
        for key in ["os", "is"] where try vector(item[key], default: [0]).initial.first ?? 0 != 0 {
            warnings.add("star roundness", "polystar roundness is not supported; points stay sharp")
        }
        return combine(parts) { v in
            ShapePaths.polystar(center: v[0], points: v[1][safe: 0], outer: v[2][safe: 0], inner: isStar ? v[3][safe: 0] : nil, rotation: v[4][safe: 0])
        }
    }

    private mutating func paint(_ item: JSONNode, type: String, name: String) throws(ReadProblem) -> PaintModel {
        let source: PaintModel.Source
        if type == "gf" || type == "gs" {
            let g = try item.required("g").object()
            let count = try g.required("p").number()
            guard count >= 0, count <= 1000 else { throw g["p"]!.problem("gradient stop count \(count) is out of range 0...1000") }
            let radial = try item.number("t", default: 1) == 2
            if radial, try vector(item["h"], default: [0]).initial.first ?? 0 != 0 {
                warnings.add("highlight", "a radial gradient's highlight is not drawn, as iOS does not draw it; the gradient is centred")
            }
            source = .gradient(GradientModel(radial: radial, start: try vector(item["s"], default: [0, 0]),
                                             end: try vector(item["e"], default: [0, 0]), stopCount: Int(count),
                                             stops: try vector(try g.required("k"), default: [])))
        } else {
            source = .color(try vector(item["c"], default: [0, 0, 0, 1]))
        }
        var paint = PaintModel(name: name, source: source, opacity: try vector(item["o"], default: [100]),
                               evenOdd: try item.number("r", default: 1) == 2, stroke: nil)
        if type == "st" || type == "gs" {
            let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
            let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
            let lc = try item.code("lc", default: 2), lj = try item.code("lj", default: 2)
            var style = StrokeStyle(width: try vector(item["w"], default: [1]),
                                    cap: caps[min(max(lc - 1, 0), 2)], join: joins[min(max(lj - 1, 0), 2)],
                                    miterLimit: try item.number("ml", default: 4), dashes: [], dashPhase: 0)
            if let dashes = item["d"] {
                for dashNode in try dashes.array() {
                    let dash = try dashNode.object()
                    let value = try vector(dash["v"], default: [0])
                    if value.isAnimated { warnings.add("dash animated", "animated dashes are not supported; the first value is used") }
                    let length = max(value.initial.first ?? 0, 0)
                    switch try dash.optionalString("n") ?? "d" {
                    case "o": style.dashPhase = length
                    default: style.dashes.append(length)
                    }
                }
                if style.dashes.allSatisfy({ $0 == 0 }) { style.dashes = [] }
            }
            paint.stroke = style
        }
        return paint
    }
}

extension Array where Element == Double {
    /// The element at `i`, 0 past the end (a malformed vector draws as 0, never traps).
    subscript(safe i: Int) -> Double { i < count ? self[i] : 0 }
}
