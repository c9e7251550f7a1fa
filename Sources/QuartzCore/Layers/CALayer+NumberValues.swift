import Foundation

// Number-valued key paths read and written as CGFloats, without a CAValue: the evaluator's fast path
// for the commonest animations (opacity, strokeEnd, position.x...). A CAValue is 137 bytes (a whole
// CATransform3D fits in it), and the general path copies one a dozen times per animation per frame;
// with 10,000 animated layers that copying was a third of the evaluation. Each case here must read
// and write exactly what `value(at:)` and `set(_:at:)` do for the same key path.
extension CALayer {
    /// The number `k` names, or nil when `k` is not one of the number-valued key paths handled here
    /// (the caller then takes the CAValue path).
    func number(at k: LayerKeyPath) -> CGFloat? {
        switch (k.property, k.component) {
        case (.opacity, .whole): return CGFloat(opacity)
        case (.zPosition, .whole): return zPosition
        case (.anchorPointZ, .whole): return anchorPointZ
        case (.cornerRadius, .whole): return cornerRadius
        case (.borderWidth, .whole): return borderWidth
        case (.shadowOpacity, .whole): return CGFloat(shadowOpacity)
        case (.shadowRadius, .whole): return shadowRadius
        case (.position, .x): return position.x
        case (.position, .y): return position.y
        case (.lineWidth, .whole), (.miterLimit, .whole), (.lineDashPhase, .whole), (.strokeStart, .whole),
             (.strokeEnd, .whole):
            return shapeNumber(k.property)
        default: return nil
        }
    }

    /// Sets the number `k` names; false (nothing set) when `number(at: k)` would be nil.
    @discardableResult
    func setNumber(_ n: CGFloat, at k: LayerKeyPath) -> Bool {
        switch (k.property, k.component) {
        case (.opacity, .whole): opacity = Float(n)
        case (.zPosition, .whole): zPosition = n
        case (.anchorPointZ, .whole): anchorPointZ = n
        case (.cornerRadius, .whole): cornerRadius = n
        case (.borderWidth, .whole): borderWidth = n
        case (.shadowOpacity, .whole): shadowOpacity = Float(n)
        case (.shadowRadius, .whole): shadowRadius = n
        case (.position, .x): position.x = n
        case (.position, .y): position.y = n
        case (.lineWidth, .whole), (.miterLimit, .whole), (.lineDashPhase, .whole), (.strokeStart, .whole),
             (.strokeEnd, .whole):
            return setShapeNumber(n, k.property)
        default: return false
        }
        return true
    }
}
