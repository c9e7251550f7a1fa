import Foundation

/// A layer's masks as its `mask`, built as lottie-ios builds them, so that they cut what iOS cuts.
///
/// Masks are taken in order: the first, and every add (or lighten) mask after it, is a shape in one
/// container (their union); each later subtract, intersect, darken or difference mask masks everything
/// before it (the container, wrapped in a new one): a subtract mask cuts its shape out, the others
/// keep only their shape (difference intersects, as on iOS). A mask's shape is its path filled with the
/// even-odd rule; a subtract mask, or an inverted add mask, is that path inside a large rectangle. Mask
/// opacity and expansion are not drawn, as iOS does not draw them (the reader warns).
struct MaskBuilder {
    /// The rectangle an inverted mask cuts its path out of, in the layer's coordinates.
    static let outside = CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)
    let animator: PropertyAnimator
    let map: TimeMap

    func mask(_ masks: [MaskModel]) -> CALayer? {
        let used = masks.filter { $0.mode != .none }
        guard let first = used.first else { return nil }
        if used.count == 1 { return shape(first) }
        var container = CALayer()
        container.name = "Masks"
        for (i, m) in used.enumerated() {
            if i == 0 || m.mode == .add || m.mode == .lighten {
                container.addSublayer(shape(m))
            } else {
                container.mask = shape(m)
                let outer = CALayer()
                outer.name = "Masks"
                outer.addSublayer(container)
                container = outer
            }
        }
        return container
    }

    private func shape(_ m: MaskModel) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.name = "Mask"
        shape.fillColor = CGColor(gray: 0)
        shape.fillRule = .evenOdd
        let additive = m.mode == .add || m.mode == .lighten
        let cutOut = (m.mode == .subtract && !m.inverted) || (additive && m.inverted)
        let path = cutOut ? m.path.map { CGPath(elements: CGPath(rect: Self.outside).elements + $0.elements) } : m.path
        animator.apply(path, map: map, to: shape, keyPath: "path", value: { .path($0) }) { shape.path = $0 }
        return shape
    }
}
