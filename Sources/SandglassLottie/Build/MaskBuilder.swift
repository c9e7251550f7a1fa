import Foundation

/// A layer's masks as its `mask`: each add mask a CAShapeLayer (several in one container: their
/// union); an inverted or subtract mask is its path inside a large rectangle with the even-odd rule.
/// Combinations Core Animation cannot express (add with subtract, intersect...) are warned about
/// when read and drawn as the union of their paths.
struct MaskBuilder {
    /// The rectangle an inverted mask cuts its path out of, in the layer's coordinates.
    static let outside = CGRect(x: -100_000, y: -100_000, width: 200_000, height: 200_000)
    let animator: PropertyAnimator
    let map: TimeMap

    func mask(_ masks: [MaskModel]) -> CALayer? {
        let used = masks.filter { $0.mode != .none }
        guard !used.isEmpty else { return nil }
        let shapes = used.map(shape)
        if shapes.count == 1 { return shapes[0] }
        let container = CALayer()
        container.name = "Masks"
        for s in shapes { container.addSublayer(s) }
        return container
    }

    private func shape(_ m: MaskModel) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.name = "Mask"
        shape.fillColor = CGColor(gray: 0)
        let cutOut = m.inverted != (m.mode == .subtract)
        if cutOut { shape.fillRule = .evenOdd }
        let path = cutOut ? m.path.map { CGPath(elements: CGPath(rect: Self.outside).elements + $0.elements) } : m.path
        animator.apply(path, map: map, to: shape, keyPath: "path", value: { .path($0) }) { shape.path = $0 }
        animator.apply(m.opacity, map: map, to: shape, keyPath: "opacity", value: { .number(PropertyAnimator.percent($0)) }) {
            shape.opacity = Float(PropertyAnimator.percent($0))
        }
        return shape
    }
}
