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
        for j in items.indices.reversed() {
            switch items[j] {
            case .group(let name, let sub, let transform):
                let group = CALayer()
                group.name = name
                animator.applyTransform(transform, map: map, to: group)
                add(sub, to: group, inheritedTrim: trim(in: items[(j + 1)...]) ?? inheritedTrim)
                parent.addSublayer(group)
            case .paint(let paint):
                let layers = paintLayers(paint, items[..<j], trim: trim(in: items[..<j]) ?? inheritedTrim)
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

    private func trim(in items: ArraySlice<ShapeItem>) -> TrimModel? {
        for item in items.reversed() { if case .trim(_, let t) = item { return t } }
        return nil
    }

    /// The layers of `paint` over the paths of `items`: one shape for the paths of this group (one
    /// per path when a simultaneous trim applies to several), and a transform layer per group above.
    private func paintLayers(_ paint: PaintModel, _ items: ArraySlice<ShapeItem>, trim: TrimModel?) -> [CALayer] {
        var out: [CALayer] = []
        for item in items {
            guard case .group(let name, let sub, let transform) = item else { continue }
            let inner = paintLayers(paint, sub[...], trim: self.trim(in: sub[...]) ?? trim)
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

    static func concatenated(_ paths: [CGPath]) -> CGPath {
        if paths.count == 1 { return paths[0] }
        return CGPath(elements: paths.flatMap(\.elements))
    }

    private func shapeLayer(_ paint: PaintModel, path: Animated<CGPath>, trim: TrimModel?) -> CALayer {
        let shape = CAShapeLayer()
        shape.name = paint.name
        animator.apply(path, map: map, to: shape, keyPath: "path", value: { .path($0) }) { shape.path = $0 }
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
        if let trim { apply(trim, to: shape) }
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
    /// path). An offset that moves the trimmed part across the path's end cannot be drawn by Core
    /// Animation (one interval only): the part is shifted back by whole turns and cut at the end.
    /// Because of that shift, an animated offset is not linear in strokeStart and strokeEnd (a whole
    /// turn lands where it began): it is sampled at every frame of its keyframes' span instead.
    private static let maxTrimSamples = 2_000.0

    private func apply(_ trim: TrimModel, to shape: CAShapeLayer) {
        func interval(_ v: [[Double]]) -> (CGFloat, CGFloat) {
            let s = v[0][safe: 0] / 100, e = v[1][safe: 0] / 100, o = v[2][safe: 0] / 360
            var lo = min(max(min(s, e), 0), 1) + o, hi = min(max(max(s, e), 0), 1) + o
            let turns = lo.rounded(.down)
            lo -= turns; hi -= turns
            return (lo, min(hi, 1))
        }
        var parts = [trim.start, trim.end, trim.offset]
        if trim.offset.isAnimated {
            let all = parts.flatMap(\.frames)
            let first = all.min() ?? 0, last = all.max() ?? 0
            let step = max(1, (last - first) / Self.maxTrimSamples)
            var frames = Array(stride(from: first, through: last, by: step))
            if frames.last != last { frames.append(last) }
            parts = parts.map { part in .keyed(frames.map { Keyframe(frame: $0, value: part.value(at: $0)) }) }
        }
        animator.apply(combine(parts) { [interval($0).0] }, map: map, to: shape, keyPath: "strokeStart",
                       value: { .number($0[0]) }) { shape.strokeStart = $0[0] }
        animator.apply(combine(parts) { [interval($0).1] }, map: map, to: shape, keyPath: "strokeEnd",
                       value: { .number($0[0]) }) { shape.strokeEnd = $0[0] }
    }
}
