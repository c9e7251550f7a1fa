import Foundation

/// Builds a `shapes` array into layers, following Lottie's order: a fill or stroke paints every path
/// above it in its group and in the groups above it there (each under its group's transform), and
/// items lower in the array draw below, so the array is walked from its end. A group is a CALayer
/// named after it with its transform; a paint is a CAShapeLayer (or, for a gradient, a
/// CAGradientLayer masked by one) named after the paint item.
struct ShapeLayerBuilder {
    let animator: PropertyAnimator
    let map: TimeMap

    func add(_ items: [ShapeItem], to parent: CALayer, inheritedTrim: TrimModel? = nil) {
        let trim = self.trim(in: items) ?? inheritedTrim
        for j in items.indices.reversed() {
            switch items[j] {
            case .group(let name, let sub, let transform):
                let group = CALayer()
                group.name = name
                animator.applyTransform(transform, map: map, to: group)
                add(sub, to: group, inheritedTrim: trim)
                parent.addSublayer(group)
            case .paint(let paint):
                let layers = paintLayers(paint, items[..<j], trim: trim)
                if layers.count == 1, layers[0] is CAShapeLayer || layers[0] is CAGradientLayer {
                    parent.addSublayer(layers[0])
                } else if !layers.isEmpty {
                    // Paths of several groups, or several trimmed paths: one layer named after the paint.
                    let container = CALayer()
                    container.name = paint.name
                    for layer in layers { container.addSublayer(layer) }
                    parent.addSublayer(container)
                }
            case .geometry, .trim:
                break
            }
        }
    }

    /// A group's trim, wherever it stands in the group's list: it applies to every path of the group
    /// (and of the groups in it), as lottie-ios applies it; the last of several.
    private func trim(in items: [ShapeItem]) -> TrimModel? {
        for item in items.reversed() { if case .trim(_, let t) = item { return t } }
        return nil
    }

    /// The layers of `paint` over the paths of `items`: one shape for the paths of this group (one
    /// per path when a simultaneous trim applies to several), and a transform layer per group above.
    private func paintLayers(_ paint: PaintModel, _ items: ArraySlice<ShapeItem>, trim: TrimModel?) -> [CALayer] {
        var out: [CALayer] = []
        for item in items {
            guard case .group(let name, let sub, let transform) = item else { continue }
            let inner = paintLayers(paint, sub[...], trim: self.trim(in: sub) ?? trim)
            guard !inner.isEmpty else { continue }
            let group = CALayer()
            group.name = name
            animator.applyTransform(transform, map: map, to: group)
            for layer in inner { group.addSublayer(layer) }
            out.append(group)
        }
        let paths = items.compactMap { item -> Animated<CGPath>? in
            if case .geometry(_, let path) = item { return path }
            return nil
        }
        guard !paths.isEmpty else { return out }
        if let trim, !trim.individually, paths.count > 1 {
            out += paths.map { shapeLayer(paint, path: $0, trim: trim) }
        } else {
            out.append(shapeLayer(paint, path: combine(paths) { Self.concatenated($0) }, trim: trim))
        }
        return out
    }

    /// `path` followed by itself. Where the first copy closes at the point the second starts from (a
    /// path of one closed subpath), the two are joined into one subpath (the close becomes a line back
    /// to the start, the second copy's move is dropped), so a stroke running across the junction is
    /// joined there instead of meeting itself with two caps, which left a seam.
    static func twiceOver(_ path: CGPath) -> CGPath {
        let elements = path.elements
        guard case .moveTo(let start)? = elements.first, case .closeSubpath? = elements.last,
              !elements.dropFirst().contains(where: { if case .moveTo = $0 { return true }; return false }) else {
            return concatenated([path, path])
        }
        var joined = Array(elements.dropLast())
        if joined.last?.endPoint != start { joined.append(.lineTo(start)) }
        joined += elements.dropFirst()
        return CGPath(elements: joined)
    }

    static func concatenated(_ paths: [CGPath]) -> CGPath {
        if paths.count == 1 { return paths[0] }
        return CGPath(elements: paths.flatMap(\.elements))
    }

    private func shapeLayer(_ paint: PaintModel, path: Animated<CGPath>, trim: TrimModel?) -> CALayer {
        let shape = CAShapeLayer()
        shape.name = paint.name
        // A trim offset can move the kept part across the path's end: the shape's path is the path
        // twice over, so the part runs on into the second copy instead of being cut at the end.
        let repeated = trim.map(Self.crossesTheEnd) ?? false
        let shapePath = repeated ? path.map(Self.twiceOver) : path
        animator.apply(shapePath, map: map, to: shape, keyPath: "path", value: { .path($0) }) { shape.path = $0 }
        shape.fillRule = paint.evenOdd ? .evenOdd : .nonZero
        switch paint.source {
        case .color(let color):
            let key = paint.stroke == nil ? "fillColor" : "strokeColor"
            shape.fillColor = nil
            animator.apply(color, map: map, to: shape, keyPath: key, value: { .color(PropertyAnimator.color($0)) }) {
                if paint.stroke == nil { shape.fillColor = PropertyAnimator.color($0) } else { shape.strokeColor = PropertyAnimator.color($0) }
            }
        case .gradient:
            // The shape becomes the gradient's mask: painted opaque.
            shape.fillColor = paint.stroke == nil ? CGColor(gray: 0) : nil
            if paint.stroke != nil { shape.strokeColor = CGColor(gray: 0) }
        }
        if let stroke = paint.stroke { style(shape, stroke) }
        if let trim { apply(trim, to: shape, repeated: repeated) }
        guard case .gradient(let gradient) = paint.source else {
            opacity(paint, on: shape)
            return shape
        }
        let layer = GradientBuilder(animator: animator, map: map).layer(gradient, name: paint.name, path: path,
                                                                         outset: paint.stroke.map { $0.width.initial[safe: 0] / 2 } ?? 0,
                                                                         mask: shape)
        opacity(paint, on: layer)
        return layer
    }

    private func opacity(_ paint: PaintModel, on layer: CALayer) {
        animator.apply(paint.opacity, map: map, to: layer, keyPath: "opacity", value: { .number(PropertyAnimator.percent($0)) }) {
            layer.opacity = Float(PropertyAnimator.percent($0))
        }
    }

    private func style(_ shape: CAShapeLayer, _ stroke: StrokeStyle) {
        animator.apply(stroke.width, map: map, to: shape, keyPath: "lineWidth", value: { .number(max($0[safe: 0], 0)) }) {
            shape.lineWidth = max($0[safe: 0], 0)
        }
        shape.lineCap = stroke.cap
        shape.lineJoin = stroke.join
        shape.miterLimit = max(stroke.miterLimit, 1)
        if !stroke.dashes.isEmpty {
            shape.lineDashPattern = stroke.dashes.map { NSNumber(value: $0) }
            shape.lineDashPhase = stroke.dashPhase
        }
    }

    /// strokeStart and strokeEnd from start, end (percent) and offset (degrees, a turn = the whole
    /// path). Core Animation draws one interval of a path; an offset can move the trimmed part across
    /// the path's end, so a trim with an offset draws on the path twice over (`crossesTheEnd`), the
    /// part shifted by whole turns into the first copy and running on into the second. Because of
    /// that shift, an animated offset is not linear in strokeStart and strokeEnd (a whole turn lands
    /// where it began): it is sampled at every frame of its keyframes' span instead. A part within the
    /// path keeps its place (start and end both at 100 % stay at the end, not at 0, so a trim closing
    /// towards the end does not draw from the other end).
    private static let maxTrimSamples = 2_000.0

    /// Whether the trim's offset can move its part across the path's end.
    private static func crossesTheEnd(_ trim: TrimModel) -> Bool {
        trim.offset.isAnimated || trim.offset.initial[safe: 0].truncatingRemainder(dividingBy: 360) != 0
    }

    /// The part of a path start, end (0...1) and offset (turns) keep: in 0...1, or on a path drawn
    /// twice (`repeated`), in 0...1 of the doubled path (each copy half of it).
    static func trimInterval(start s: Double, end e: Double, offset o: Double, repeated: Bool) -> (CGFloat, CGFloat) {
        var lo = min(max(min(s, e), 0), 1) + o, hi = min(max(max(s, e), 0), 1) + o
        // A part already within the path stays where it is (start and end at 100 % stay at the end,
        // at 0 % at the start); one the offset moved is brought back by whole turns, lo into [0, 1).
        let turns = lo >= 0 && hi <= 1 ? 0 : lo.rounded(.down)
        lo -= turns; hi -= turns
        return repeated ? (lo / 2, min(hi, 2) / 2) : (min(lo, 1), min(hi, 1))
    }

    private func apply(_ trim: TrimModel, to shape: CAShapeLayer, repeated: Bool) {
        func interval(_ v: [[Double]]) -> (CGFloat, CGFloat) {
            Self.trimInterval(start: v[0][safe: 0] / 100, end: v[1][safe: 0] / 100, offset: v[2][safe: 0] / 360, repeated: repeated)
        }
        var parts = [trim.start, trim.end, trim.offset]
        if trim.offset.isAnimated { parts = Animated.sampledEveryFrame(parts, atMost: Self.maxTrimSamples) }
        animator.apply(combine(parts) { [interval($0).0] }, map: map, to: shape, keyPath: "strokeStart",
                       value: { .number($0[0]) }) { shape.strokeStart = $0[0] }
        animator.apply(combine(parts) { [interval($0).1] }, map: map, to: shape, keyPath: "strokeEnd",
                       value: { .number($0[0]) }) { shape.strokeEnd = $0[0] }
    }
}
