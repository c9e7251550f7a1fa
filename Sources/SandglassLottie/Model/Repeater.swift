import Foundation

/// Repeaters (`rp`) expanded when read: the items above a repeater in its group become one group per
/// copy, each with the repeater's transform applied as many times as its copy number (plus the
/// offset), so paints below the repeater paint every copy, as in Lottie. The step is
/// `scale and rotate about the anchor, then move by the position`; its powers are exact for any
/// scale without rotation and for uniform scale with rotation (a similarity), else approximated
/// (scale and rotation raised separately). Copies are drawn above the previous one (`m: 1`); start
/// and end opacity fade the copies linearly.
extension PropertyReader {
    static let maxRepeatedItems = 50_000
    /// The most copies one repeater makes.
    static let maxCopies = 1000

    mutating func repeated(_ items: [ShapeItem], by node: JSONNode) throws(ReadProblem) -> [ShapeItem] {
        let name = try node.optionalString("nm") ?? "Repeater"
        let copiesProperty = try vector(node["c"], default: [3])
        let offsetProperty = try vector(node["o"], default: [0])
        let tr = try node["tr"]?.object()
        let anchor = try vector(tr?["a"], default: [0, 0]), position = try vector(tr?["p"], default: [0, 0])
        let scale = try vector(tr?["s"], default: [100, 100]), rotation = try vector(tr?["r"], default: [0])
        let startOpacity = try vector(tr?["so"], default: [100]), endOpacity = try vector(tr?["eo"], default: [100])
        let properties = [copiesProperty, offsetProperty, anchor, position, scale, rotation, startOpacity, endOpacity]
        if properties.contains(where: \.isAnimated) {
            warnings.add("rp animated", "animated repeaters are not supported; their first values are used")
        }
        if try node.number("m", default: 1) == 2 {
            warnings.add("rp below", "repeater copies drawn below the previous one are drawn above it")
        }
        let asked = copiesProperty.initial[safe: 0]
        if asked > Double(Self.maxCopies) {
            warnings.add("rp copies", "a repeater asks for \(LottieLimits.countText(asked)) copies; \(Self.maxCopies) are drawn")
            warnings.cut("a repeater asks for \(LottieLimits.countText(asked)) copies (Sandglass draws \(Self.maxCopies))")
        }
        var copies = Int(min(max(asked.rounded(), 0), Double(Self.maxCopies)))
        let weight = Self.itemCount(items)
        let room = max(Self.maxRepeatedItems - repeatedItems, 0) / max(weight, 1)
        if copies > room {
            warnings.add("rp many", "repeaters make more than \(Self.maxRepeatedItems) shapes; copies are left out")
            warnings.cut("repeaters make more than \(Self.maxRepeatedItems) shapes")
            copies = room
        }
        repeatedItems += copies * weight
        let a = anchor.initial, p = position.initial, s = scale.initial, r = rotation.initial[safe: 0]
        let (sx, sy) = (s[safe: 0] / 100, (s.count > 1 ? s[1] : s[safe: 0]) / 100)
        if r.truncatingRemainder(dividingBy: 360) != 0 && sx != sy {
            warnings.add("rp skew", "repeaters that rotate and scale unevenly are approximated")
        }
        // One step: x -> R S (x - a) + a + p (y down, degrees clockwise).
        let angle = r * .pi / 180
        func step(_ x: CGPoint) -> CGPoint {
            let u = (x.x - a[safe: 0]) * sx, v = (x.y - a[safe: 1]) * sy
            return CGPoint(x: u * cos(angle) - v * sin(angle) + a[safe: 0] + p[safe: 0],
                           y: u * sin(angle) + v * cos(angle) + a[safe: 1] + p[safe: 1])
        }
        /// The step undone (a scale of 0 cannot be: the point stays).
        func unstep(_ y: CGPoint) -> CGPoint {
            guard sx != 0, sy != 0 else { return y }
            let u = y.x - a[safe: 0] - p[safe: 0], v = y.y - a[safe: 1] - p[safe: 1]
            return CGPoint(x: (u * cos(angle) + v * sin(angle)) / sx + a[safe: 0],
                           y: (-u * sin(angle) + v * cos(angle)) / sy + a[safe: 1])
        }
        let offset = Int(min(max(offsetProperty.initial[safe: 0], -1e9), 1e9).rounded())
        let so = startOpacity.initial[safe: 0], eo = endOpacity.initial[safe: 0]
        var out: [ShapeItem] = []
        for copy in 0..<copies {
            let k = copy + offset
            // The copy's transform: where the origin goes after k steps, and the powers of scale and turn.
            var origin = CGPoint.zero
            for _ in 0..<min(abs(k), 10_000) { origin = k > 0 ? step(origin) : unstep(origin) }
            var t = TransformModel()
            t.position = .fixed([origin.x, origin.y])
            t.scale = .fixed([pow(sx, Double(k)) * 100, pow(sy, Double(k)) * 100])
            t.rotation = .fixed([r * Double(k)])
            t.opacity = .fixed([copies > 1 ? so + (eo - so) * Double(copy) / Double(copies - 1) : so])
            out.append(.group(name: "\(name) \(copy + 1)", items: items, transform: t))
        }
        // The first item of a group is drawn on top: the last copy first.
        return out.reversed()
    }

    /// Items in `items` and in their groups, all levels.
    static func itemCount(_ items: [ShapeItem]) -> Int {
        items.reduce(0) { n, item in
            if case .group(_, let sub, _) = item { return n + 1 + itemCount(sub) }
            return n + 1
        }
    }
}
