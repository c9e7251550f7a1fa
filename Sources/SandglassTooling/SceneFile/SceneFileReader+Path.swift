import Foundation

// Paths: SVG path data, or a list of builder calls (UIBezierPath's, in points, y down).
extension SceneFileReader {
    /// The builder calls a path list may hold, with their arguments (see `docs/scene-files.md`).
    static let pathCalls: [(name: String, arguments: String)] = [
        ("move", "[x, y]"),
        ("line", "[x, y]"),
        ("quad", "[cx, cy, x, y]"),
        ("cubic", "[c1x, c1y, c2x, c2y, x, y]"),
        ("arc", "{\"center\": [x, y], \"radius\": r, \"startAngle\": a, \"endAngle\": b, \"clockwise\": true} (UIKit's clockwise: increasing angle)"),
        ("oval", "[x, y, width, height] (an ellipse in the rect, as UIBezierPath(ovalIn:))"),
        ("rect", "[x, y, width, height]"),
        ("roundedRect", "{\"rect\": [x, y, width, height], \"cornerRadius\": r}"),
        ("close", "true (or the bare string \"close\")"),
    ]

    /// SVG path data, a list of builder calls, or null (no path).
    func path(_ node: JSONNode, _ path: String) throws(SceneFileError) -> CGPath? {
        if let e = unknownWholeParam(node, path) { throw e }
        let node = resolve(node)
        switch node.value {
        case .null:
            return nil
        case let .string(text):
            switch SVGPathData.parse(text) {
            case let .success(p): return p
            case let .failure(f):
                throw error(node.start + 1 + f.offset, path, .badPathData(offset: f.offset, reason: f.reason))
            }
        case let .array(calls):
            let p = CGMutablePath()
            for (i, call) in calls.enumerated() { try append(call, to: p, path + "[\(i)]") }
            return p
        default:
            throw wrongType(node, path, "SVG path data, a list of path calls, or null")
        }
    }

    private func append(_ node: JSONNode, to p: CGMutablePath, _ path: String) throws(SceneFileError) {
        let names = Self.pathCalls.map(\.name)
        if case .string("close") = node.value { p.closeSubpath(); return }
        let ms = try members(node, path, allowed: names, what: "a path call such as {\"line\": [x, y]}")
        guard ms.count == 1, let m = ms.first else {
            throw wrongType(node, path, "an object with exactly one path call")
        }
        let at = join(path, m.key)
        switch m.key {
        case "move": p.move(to: try point(m.value, at))
        case "line": p.addLine(to: try point(m.value, at))
        case "quad":
            let n = try numbers(m.value, at, count: 4, expected: "[cx, cy, x, y]")
            p.addQuadCurve(to: CGPoint(x: n[2], y: n[3]), control: CGPoint(x: n[0], y: n[1]))
        case "cubic":
            let n = try numbers(m.value, at, count: 6, expected: "[c1x, c1y, c2x, c2y, x, y]")
            p.addCurve(to: CGPoint(x: n[4], y: n[5]), control1: CGPoint(x: n[0], y: n[1]), control2: CGPoint(x: n[2], y: n[3]))
        case "oval": p.addEllipse(in: try rect(m.value, at))
        case "rect": p.addRect(try rect(m.value, at))
        case "roundedRect":
            var r = CGRect.zero, radius: CGFloat = 0
            for a in try members(m.value, at, allowed: ["rect", "cornerRadius"]) {
                if a.key == "rect" { r = try rect(a.value, join(at, a.key)) } else { radius = try number(a.value, join(at, a.key)) }
            }
            p.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
        case "arc":
            var center = CGPoint.zero, radius: CGFloat = 0, start: CGFloat = 0, end: CGFloat = 0, clockwise = true
            for a in try members(m.value, at, allowed: ["center", "radius", "startAngle", "endAngle", "clockwise"]) {
                let ap = join(at, a.key)
                switch a.key {
                case "center": center = try point(a.value, ap)
                case "radius": radius = try number(a.value, ap)
                case "startAngle": start = try number(a.value, ap)
                case "endAngle": end = try number(a.value, ap)
                default: clockwise = try bool(a.value, ap)
                }
            }
            p.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
        default:
            guard case .bool(true) = m.value.value else { throw wrongType(m.value, at, "true") }
            p.closeSubpath()
        }
    }
}
