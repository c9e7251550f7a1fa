import Foundation

/// A single-keyframe animation between `fromValue`, `toValue` and `byValue`.
///
/// Which interpolation runs (as Core Animation documents it; "current" is the value beneath this
/// animation — the model value with earlier animations applied):
/// from+to: from → to; from+by: from → from+by; by+to: to−by → to; from: from → current;
/// to: current → to; by: current → current+by; none: current (no visible change).
/// With `isAdditive`, a missing end is the kind's zero instead of the current value and the result is
/// added to the current value.
///
/// Values are what Core Animation takes: numbers (Int, Double, CGFloat, NSNumber...), CGPoint, CGSize,
/// CGRect (or NSValues of them), CGColor, CATransform3D, CGPath, arrays of CGColor or of numbers. They
/// are read once, when the animation is added; one of the wrong kind for the key path keeps the
/// animation out, with one line saying why.
open class CABasicAnimation: CAPropertyAnimation {
    @exclusivity(unchecked) public var fromValue: Any?
    @exclusivity(unchecked) public var toValue: Any?
    @exclusivity(unchecked) public var byValue: Any?

    /// The values read for the key path by `add(_:forKey:)` (`final`, as `CALayer.storage`: read in place).
    @exclusivity(unchecked) package final var converted = BasicValues()

    public required init() {}

    open override func copyProperties(from o: CAAnimation) {
        super.copyProperties(from: o)
        guard let b = o as? CABasicAnimation else { return }
        fromValue = b.fromValue; toValue = b.toValue; byValue = b.byValue
        converted = b.converted
    }

    /// Timing checks plus finite from/to/by values (and spring constants).
    open override func validate() throws(CAAnimationError) {
        try super.validate()
        try validateValues()
    }
}

/// A damped spring (`CASpringAnimation`): the value moves from `from` to `to` as the closed-form
/// solution of `m x'' + c x' + k x = 0` with x(0) = 1 (the distance left) and x'(0) = −initialVelocity,
/// evaluated at the animation's simple time in seconds. Under-, critically and over-damped springs
/// are each solved exactly. The timing function is ignored (the spring is its own curve).
/// Defaults as Core Animation: mass 1, stiffness 100, damping 10, initialVelocity 0.
open class CASpringAnimation: CABasicAnimation {
    @exclusivity(unchecked) public var mass: CGFloat = 1
    @exclusivity(unchecked) public var stiffness: CGFloat = 100
    @exclusivity(unchecked) public var damping: CGFloat = 10
    /// Distances to travel per second, positive towards `to`.
    @exclusivity(unchecked) public var initialVelocity: CGFloat = 0

    public required init() {}

    open override func copyProperties(from o: CAAnimation) {
        super.copyProperties(from: o)
        guard let s = o as? CASpringAnimation else { return }
        mass = s.mass; stiffness = s.stiffness; damping = s.damping; initialVelocity = s.initialVelocity
    }

    /// Fraction of the way from `from` to `to` at `t` seconds (overshoots past 1 when underdamped).
    public func fraction(at t: CFTimeInterval) -> CGFloat { 1 - displacement(at: t) }

    /// Remaining normalised distance x(t): 1 at t = 0, tending to 0.
    public func displacement(at t: CFTimeInterval) -> CGFloat {
        guard mass > 0, stiffness > 0, t > 0 else { return 1 }
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        let v0 = -initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 + v0) / wd
            return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        } else if abs(zeta - 1) < 1e-12 {
            return exp(-w0 * t) * (1 + (w0 + v0) * t)
        } else {
            let s = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - s), r2 = -w0 * (zeta + s)
            let c2 = (v0 - r1) / (r2 - r1)
            let c1 = 1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which |x(t)| stays below 0.001 (scanned at 1 ms steps up to 100 s, then
    /// refined by bisection to 1e-6 s). Set `duration = settlingDuration` to play the whole spring.
    public var settlingDuration: CFTimeInterval {
        let eps: CGFloat = 0.001
        let step = 0.001
        var lastAbove = 0.0
        var t = 0.0
        while t <= 100 {
            if abs(displacement(at: t)) >= eps { lastAbove = t }
            t += step
        }
        var lo = lastAbove, hi = lastAbove + step
        while hi - lo > 1e-9 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid)) >= eps { lo = mid } else { hi = mid }
        }
        return hi
    }
}
