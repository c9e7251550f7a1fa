import Foundation

/// How keyframe values are joined (`kCAAnimation*` calculation modes).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between keyframes, timed by `keyTimes` (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Jumps: value i holds from keyTimes[i] to keyTimes[i+1]; needs one more keyTime than values.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed; keyTimes and timingFunctions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Kochanek–Bartels spline through the values (tension/continuity/bias), timed by keyTimes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at constant speed (key times from chord lengths); keyTimes and
    /// timingFunctions are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

    package var isPaced: Bool { self == .paced || self == .cubicPaced }
}

/// How a layer following `path` is turned (`kCAAnimationRotateAuto*`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Rotated to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotated to the tangent plus 180 degrees.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of `values` or along a `path` (which then wins over `values`).
///
/// `keyTimes` (0...1, ascending) place the values on the animation's progress; when nil they are
/// evenly spaced. `timingFunctions` (n−1 for n values; extras ignored, missing segments linear, as
/// Core Animation does) ease each segment, after the whole
/// animation's `timingFunction`. With a `path` every segment after a move (line, curve, close) is one
/// keyframe segment; the animated key path (normally `position`) gets the point, and `rotationMode`
/// turns the layer with the tangent by adding a z rotation in front of its transform.
///
/// `values` take what `CABasicAnimation`'s do, read once when the animation is added.
open class CAKeyframeAnimation: CAPropertyAnimation {
    @exclusivity(unchecked) public var values: [Any]?
    /// Kept as an immutable copy: a `CGMutablePath` built on after the assignment moves nothing.
    public var path: CGPath? {
        didSet { if path is CGMutablePath { path = path?.immutable } }
    }
    @exclusivity(unchecked) public var keyTimes: [NSNumber]?
    @exclusivity(unchecked) public var timingFunctions: [CAMediaTimingFunction]?
    @exclusivity(unchecked) public var calculationMode: CAAnimationCalculationMode = .linear
    @exclusivity(unchecked) public var rotationMode: CAAnimationRotationMode?
    /// Per-keyframe Kochanek–Bartels parameters for the cubic modes (nil or missing: 0).
    @exclusivity(unchecked) public var tensionValues: [NSNumber]?
    @exclusivity(unchecked) public var continuityValues: [NSNumber]?
    @exclusivity(unchecked) public var biasValues: [NSNumber]?

    /// `values` read for the key path by `add(_:forKey:)` (nil with a path).
    @exclusivity(unchecked) package var convertedValues: [CAValue]?
    /// Precomputed at add time by `validate()`: the effective key times and the path's keyframes.
    @exclusivity(unchecked) var resolved: ResolvedKeyframes?

    public required init() {}

    open override func copyProperties(from o: CAAnimation) {
        super.copyProperties(from: o)
        guard let k = o as? CAKeyframeAnimation else { return }
        values = k.values; path = k.path; keyTimes = k.keyTimes; timingFunctions = k.timingFunctions
        calculationMode = k.calculationMode; rotationMode = k.rotationMode
        tensionValues = k.tensionValues; continuityValues = k.continuityValues; biasValues = k.biasValues
        convertedValues = k.convertedValues; resolved = k.resolved
    }

    /// Timing checks plus keyTimes, timingFunctions, spline parameters and finite values; also
    /// precomputes the effective key times.
    open override func validate() throws(CAAnimationError) {
        try super.validate()
        try validateKeyframes()
    }
}

/// A group whose children run on the group's timeline: a child's `beginTime` is relative to the
/// group's start, children are cut off at the group's `duration` (never rescaled to it), and a child
/// without a duration of its own runs for the group's, as on Core Animation.
open class CAAnimationGroup: CAAnimation {
    @exclusivity(unchecked) public var animations: [CAAnimation]?

    public required init() {}

    open override func copyProperties(from o: CAAnimation) {
        super.copyProperties(from: o)
        guard let g = o as? CAAnimationGroup else { return }
        animations = g.animations?.map { $0.copy() }
    }

    /// Timing checks of the group, then of every child.
    open override func validate() throws(CAAnimationError) {
        try super.validate()
        try validateChildren()
    }
}
