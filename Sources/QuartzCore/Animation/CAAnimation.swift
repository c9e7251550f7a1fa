import Foundation

/// Receives an animation's start and stop (`CAAnimationDelegate`). Both have empty defaults.
/// Like Core Animation, the animation holds its delegate strongly.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation: CAMediaTiming, a timing function, a delegate and completion closures.
///
/// Defaults as Core Animation: `beginTime` 0 (stamped with the current layer time when added),
/// `duration` 0 (meaning 0.25 s, or the group's duration inside a group), `speed` 1, `repeatCount` 0 (play once), `fillMode` `.removed`,
/// `isRemovedOnCompletion` true, `timingFunction` nil (linear).
///
/// Callbacks (`delegate`, `onStart`, `completion`) fire exactly once each, from `CALayer.advance(to:)`
/// (the per-frame tick), never from evaluation; `completion(false)` fires when the animation is
/// removed or replaced before it finished.
open class CAAnimation: CAMediaTiming, CAAction {
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) public var duration: CFTimeInterval = 0
    @exclusivity(unchecked) public var speed: Float = 1
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) public var repeatCount: Float = 0 { didSet { reportChangeWhileHeld("repeatCount") } }
    @exclusivity(unchecked) public var repeatDuration: CFTimeInterval = 0 { didSet { reportChangeWhileHeld("repeatDuration") } }
    // Book-keeping of the copy a layer holds (never of the caller's object). Beside the timing: every
    // frame's tick reads both with `repeatCount` and `repeatDuration`, so it reads a few neighbouring
    // bytes of the animation instead of two parts of it 250 bytes apart.
    @exclusivity(unchecked) var didFireStart = false
    @exclusivity(unchecked) var didFireStop = false
    /// This is the copy a layer holds (`add(_:forKey:)`): read-only, as Core Animation's are.
    @exclusivity(unchecked) var isHeldByLayer = false
    @exclusivity(unchecked) public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed {
        didSet { fills = (fillMode.fillsBackwards, fillMode.fillsForwards) }
    }
    /// `fillMode` as its evaluation reads it, worked out when it is set rather than every frame.
    @exclusivity(unchecked) private(set) final var fills = (backwards: false, forwards: false)
    @exclusivity(unchecked) public var isRemovedOnCompletion = true
    /// nil means linear.
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction?
    @exclusivity(unchecked) public var delegate: CAAnimationDelegate?
    /// Called once when the animation's active interval starts.
    @exclusivity(unchecked) public var onStart: (() -> Void)?
    /// Called once when it stops: `true` when it ran to its end, `false` when removed early.
    @exclusivity(unchecked) public var completion: ((Bool) -> Void)?

    /// Values set for keys of the app's own (`setValue(_:forKey:)`).
    @exclusivity(unchecked) var keyedValues: [String: Any] = [:]
    /// The call site of the `add(_:forKey:)` that added it, when the call was made with a key literal,
    /// a `String` or nil (a `String?` variable reaches the overridable method, which has no call site);
    /// for an animation of a scene file, its object there.
    @exclusivity(unchecked) package var addedAt: AnimationSourceLocation?

    @exclusivity(unchecked) var transactionGroup: TransactionCompletionGroup?

    public required init() {}

    /// `[CAAnimation animation]`.
    public class func animation() -> Self { Self.init() }

    /// A copy with every public property (what `add(_:forKey:)` stores).
    public func copy() -> Self {
        let c = Self.init()
        c.copyProperties(from: self)
        return c
    }

    /// Subclasses copy their own properties, then call super.
    open func copyProperties(from o: CAAnimation) {
        beginTime = o.beginTime; duration = o.duration; speed = o.speed; timeOffset = o.timeOffset
        repeatCount = o.repeatCount; repeatDuration = o.repeatDuration; autoreverses = o.autoreverses
        fillMode = o.fillMode; isRemovedOnCompletion = o.isRemovedOnCompletion; timingFunction = o.timingFunction
        delegate = o.delegate; onStart = o.onStart; completion = o.completion; keyedValues = o.keyedValues
        addedAt = o.addedAt
    }

    /// Its active duration is infinite (`repeatCount` infinite or `Float.greatestFiniteMagnitude`,
    /// no `repeatDuration`): whatever its speed, it never reaches its after phase.
    final var repeatsForever: Bool { repeatDuration <= 0 && repeatCount >= Float.greatestFiniteMagnitude }

    /// Core Animation raises on a change to an animation a layer holds; the tick skips layers whose
    /// animations started and repeat forever (`PendingWork`), so a repeat changed on one would never
    /// end it. One line instead: the change is kept, and re-adding the animation is the way.
    private func reportChangeWhileHeld(_ property: String) {
        guard isHeldByLayer else { return }
        ProblemLog.report("sandglass: \(property) of an animation a layer holds was changed; a layer's animations are "
                          + "read-only, as in Core Animation, and its end may never fire: add the animation again instead")
    }

    /// The timing evaluator for this animation's current properties.
    package var timing: MediaTimingEvaluator {
        MediaTimingEvaluator(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                             repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses,
                             fillsBackwards: fills.backwards, fillsForwards: fills.forwards)
    }

    /// Which evaluation this animation takes, asked every frame: learnt once, where a checked cast
    /// was a runtime call (two for a basic animation, which is also asked whether it springs).
    final private(set) lazy var evaluationKind = EvaluationKind(of: self)

    /// `CAAction`: an animation used as a layer action is added under the action's key.
    public func run(forKey key: String, object layer: CALayer, previousValue: CAValue?) {
        let c = copy()
        if let basic = c as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            basic.fromValue = previousValue.map { $0.anyValue ?? NSNull() }
        }
        if let prop = c as? CAPropertyAnimation, prop.keyPath == nil { prop.keyPath = key }
        layer.add(c, forKey: key)
    }

    /// Checks the timing properties (see `AnimationValidation.swift`); subclasses add their own checks,
    /// on the values `add(_:forKey:)` has read for the key path before it calls this.
    open func validate() throws(CAAnimationError) {
        try validateTiming()
    }

    func fireStart() {
        guard !didFireStart else { return }
        didFireStart = true
        delegate?.animationDidStart(self)
        onStart?()
    }

    func fireStop(finished: Bool) {
        guard !didFireStop else { return }
        if !didFireStart && finished { fireStart() }
        didFireStop = true
        delegate?.animationDidStop(self, finished: finished)
        completion?(finished)
        transactionGroup?.leave()
        transactionGroup = nil
    }
}

/// An animation of one layer property named by a key path (`"position.x"`, `"transform.rotation.z"`).
open class CAPropertyAnimation: CAAnimation {
    @exclusivity(unchecked) public var keyPath: String?
    /// Adds the animated value to the layer's current (model plus earlier animations) value.
    @exclusivity(unchecked) public var isAdditive = false
    /// Each repeat continues from where the previous one ended.
    @exclusivity(unchecked) public var isCumulative = false
    /// Makes the transform from the animation's plain numbers (see `CAValueFunction`).
    @exclusivity(unchecked) public var valueFunction: CAValueFunction?

    /// The parsed `keyPath`, filled when added to a layer (`final`, as `CALayer.storage`: read in place).
    @exclusivity(unchecked) final var parsedKeyPath: LayerKeyPath?
    /// `valueFunction` when the key path is a whole transform (the only place it applies), set on add.
    @exclusivity(unchecked) final var appliedValueFunction: CAValueFunction?
    /// The key when it names no property but a key of the app's own (see CALayer+OwnKeys.swift), set on add.
    @exclusivity(unchecked) final var ownKey: String?
    /// The layer's class answered `needsDisplay(forKey:)` with true for the key when this was added:
    /// while it has an effect, the presentation layer redraws each frame.
    @exclusivity(unchecked) final var redrawsLayer = false

    public required init() {}

    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    open override func copyProperties(from o: CAAnimation) {
        super.copyProperties(from: o)
        guard let p = o as? CAPropertyAnimation else { return }
        keyPath = p.keyPath; isAdditive = p.isAdditive; isCumulative = p.isCumulative
        valueFunction = p.valueFunction
        parsedKeyPath = p.parsedKeyPath; appliedValueFunction = p.appliedValueFunction
        ownKey = p.ownKey; redrawsLayer = p.redrawsLayer
    }
}

/// The kinds of animation `AnimationEvaluator` evaluates differently.
enum EvaluationKind {
    case basic, spring, keyframes, group, other

    init(of animation: CAAnimation) {
        switch animation {
        case is CASpringAnimation: self = .spring
        case is CABasicAnimation: self = .basic
        case is CAKeyframeAnimation: self = .keyframes
        case is CAAnimationGroup: self = .group
        default: self = .other
        }
    }
}
