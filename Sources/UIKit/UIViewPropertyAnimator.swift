import Foundation
import QuartzCore

/// UIKit's animator: view property changes made in its animation blocks play when it starts, and it
/// can be paused, scrubbed (`fractionComplete`), reversed, stopped and finished at either end.
///
/// The blocks run when the animator first becomes active (start, pause, or a `fractionComplete` set),
/// in that frame: the model takes the new values at once, as with `UIView.animate`, and each changed
/// property becomes a track (`PropertyAnimatorTrack`) that the animator shows with one Core Animation
/// animation under the property's key, replaced at each change of phase. The completions run in the
/// frame where the animation reaches its end (`.end`, or `.start` reversed), from `advance(to:)` as
/// other completions, unless `pausesOnCompletion` holds it there.
///
/// Differences from iOS: an animator whose blocks change nothing finishes when started (there is no
/// layer to time it on); `continueAnimation(withTimingParameters:durationFactor:)` and custom timing
/// providers are not there; resuming after a linear scrub continues on the curve from that fraction.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    /// The delay `startAnimation(afterDelay:)` was given.
    public private(set) var delay: TimeInterval = 0
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Accepted for source compatibility: animating views take touches whatever it says.
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// When true (the default), setting `fractionComplete` on a paused animator shows that fraction of
    /// each change, as if the curve were linear; when false, the curve's value there.
    open var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused there (it can be reversed)
    /// and runs no completion.
    open var pausesOnCompletion = false

    private let curve: PropertyAnimatorCurve
    /// Animation blocks not run yet, with their delay factors.
    private var blocks: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [PropertyAnimatorTrack] = []
    /// The fraction at global media time `anchorTime`, from which it moves while `running`.
    private var anchorFraction: CGFloat = 0
    private var anchorTime: CFTimeInterval = 0
    private var running = false
    private var reversed = false
    /// A held fraction set through `fractionComplete` (shown linearly when `scrubsLinearly`).
    private var scrubbed = false
    /// Bumped whenever the animations are replaced: a timer of an earlier phase is ignored.
    private var generation = 0
    /// The layer holding the animation that times the end (the first track's).
    private var timerHost: CALayer?

    /// An animator with one of UIKit's named curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        (self.duration, self.curve) = (duration, .cubic(curve.timingFunction))
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator on the cubic Bézier from (0, 0) to (1, 1) through the two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                animations: (() -> Void)? = nil) {
        let tf = CAMediaTimingFunction(c1x: Double(point1.x), c1y: Double(point1.y), c2x: Double(point2.x), c2y: Double(point2.y))
        (self.duration, self.curve) = (duration, .cubic(tf))
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator on UIKit's spring: `dampingRatio` 1 settles without overshoot, lower values oscillate.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        (self.duration, self.curve) = (duration, .spring(damping: ratio))
        super.init()
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, with the options' curve (`UIView.animate`'s options).
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let tf = options.timingFunction
        let animator = UIViewPropertyAnimator(duration: duration, controlPoint1: CGPoint(x: tf.c1x, y: tf.c1y),
                                              controlPoint2: CGPoint(x: tf.c2x, y: tf.c2y), animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    open var isRunning: Bool { state == .active && running }

    /// Playing backwards, toward the start. Set while running, the animation turns where it is.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if isRunning { reanchor() }
            reversed = newValue
            if isRunning { install() }
        }
    }

    /// How far the animation is, 0 at the start values and 1 at the end values (in time, before the
    /// curve). Setting it pauses an inactive animator there; a running one ignores it, as UIKit only
    /// takes it while paused.
    open var fractionComplete: CGFloat {
        get { currentFraction }
        set {
            switch state {
            case .inactive: activate()
            case .active where !running: break
            default: return
            }
            anchorFraction = min(max(newValue, 0), 1)
            scrubbed = true
            install()
        }
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block; `delayFactor` (0...1) of the remaining duration passes before its changes begin.
    /// An active animator runs it at once, over what remains of its duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(delayFactor, 0), 1)
        switch state {
        case .inactive: blocks.append((animation, factor))
        case .active:
            let f = currentFraction
            run(animation, start: f + factor * (1 - f))
            install()
        case .stopped: break
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Control

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            activate()
            self.delay = delay
        case .active: guard !running else { return }
        case .stopped: return
        }
        guard !tracks.isEmpty else { return finish(at: reversed ? .start : .end) }
        anchorTime = CACurrentMediaTime() + max(delay, 0)
        running = true
        install()
    }

    open func pauseAnimation() {
        switch state {
        case .inactive: activate()
        case .active:
            guard running else { return }
            reanchor()
            running = false
            scrubbed = false
        case .stopped: return
        }
        install()
    }

    /// Stops where the animation is: the model takes the values on screen. `withoutFinishing`: the
    /// animator becomes inactive and runs no completion; otherwise it waits, stopped, for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let shown = tracks.map { $0.layer.presentation()?.value(forKeyPath: $0.key) }
        removeAnimations()
        for (track, value) in zip(tracks, shown) {
            if let value { UIView.withoutActions { track.layer.setValue(value, forKeyPath: track.key) } }
        }
        running = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { tracks = [] }
    }

    /// Ends a stopped animator: the properties jump to their end or start values (or stay, `.current`)
    /// and the completions run with that position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    // MARK: Driving the tracks

    /// The fraction now (`CACurrentMediaTime()`), clamped to 0...1.
    private var currentFraction: CGFloat {
        guard running else { return anchorFraction }
        guard duration > 0 else { return reversed ? 0 : 1 }
        let elapsed = max(0, CACurrentMediaTime() - anchorTime)
        let f = anchorFraction + (reversed ? -1 : 1) * CGFloat(elapsed / duration)
        return min(max(f, 0), 1)
    }

    /// Moves the anchor to now, keeping the fraction.
    private func reanchor() {
        anchorFraction = currentFraction
        anchorTime = max(CACurrentMediaTime(), anchorTime)
    }

    /// Becomes active, paused at the start, and runs the blocks.
    private func activate() {
        state = .active
        (running, scrubbed, anchorFraction) = (false, false, 0)
        let pending = blocks
        blocks = []
        for block in pending { run(block.animations, start: block.delayFactor) }
    }

    /// Runs `animations`, keeping each change as a track from fraction `start` (replacing a track of
    /// the same layer and key).
    private func run(_ animations: () -> Void, start: CGFloat) {
        let recorder = Recorder()
        UIViewAnimation.during(recorder, animations)
        for change in recorder.changes {
            tracks.removeAll { $0.layer === change.layer && $0.key == change.key }
            tracks.append(PropertyAnimatorTrack(change: change, start: start))
        }
    }

    /// Shows the current phase: each track's animation, and while running the timer of the end.
    private func install() {
        generation += 1
        let phase: PropertyAnimatorPhase = running
            ? .running(fraction: anchorFraction, at: anchorTime, reversed: reversed)
            : .paused(fraction: anchorFraction, linear: scrubbed && scrubsLinearly)
        for track in tracks {
            let anim = track.animation(for: phase, curve: curve, duration: duration)
            anim.setValue(ObjectIdentifier(self), forKey: Self.ownerKey)
            track.layer.add(anim, forKey: track.key)
        }
        timerHost?.removeAnimation(forKey: timerKey)
        timerHost = nil
        guard running, let host = tracks.first?.layer else { return }
        // A plain animation as long as what remains: its stop is the frame the animator reaches its end.
        let timer = CAAnimation()
        let remaining = Double(reversed ? anchorFraction : 1 - anchorFraction) * duration
        timer.duration = max(remaining, 1e-6)
        let begin = host.convertTime(anchorTime, from: nil)
        timer.beginTime = begin == 0 ? .leastNonzeroMagnitude : begin
        let mine = generation
        timer.completion = { finished in
            if finished && mine == self.generation { self.reachedEnd() }
        }
        host.add(timer, forKey: timerKey)
        timerHost = host
    }

    private var timerKey: String { "UIViewPropertyAnimator-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" }
    private static let ownerKey = "UIViewPropertyAnimator"

    private func reachedEnd() {
        let end: UIViewAnimatingPosition = reversed ? .start : .end
        guard pausesOnCompletion else { return finish(at: end) }
        (anchorFraction, running, scrubbed) = (reversed ? 0 : 1, false, false)
        install()
    }

    /// Removes this animator's animations (not ones that replaced them since).
    private func removeAnimations() {
        generation += 1
        for track in tracks where (track.layer.animation(forKey: track.key)?.value(forKey: Self.ownerKey)
                                   as? ObjectIdentifier) == ObjectIdentifier(self) {
            track.layer.removeAnimation(forKey: track.key)
        }
        timerHost?.removeAnimation(forKey: timerKey)
        timerHost = nil
    }

    /// Sets the model to `position`'s values, becomes inactive and runs the completions.
    private func finish(at position: UIViewAnimatingPosition) {
        removeAnimations()
        for track in tracks {
            let value: Any? = switch position {
            case .end: track.change.to.any
            case .start: track.change.from.any
            case .current: nil
            }
            if let value { UIView.withoutActions { track.layer.setValue(value, forKeyPath: track.key) } }
        }
        (state, running, tracks) = (.inactive, false, [])
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }

    /// Collects the changes of one block.
    private final class Recorder: ViewPropertyRecorder {
        var changes: [ViewPropertyChange] = []

        func record(_ keys: [String], of layer: CALayer, _ body: () -> Void) {
            for change in ViewPropertyChange.capture(keys, of: layer, body) {
                // Set twice in one block: from the value before the first change to the last.
                if let i = changes.firstIndex(where: { $0.layer === layer && $0.key == change.key }) {
                    changes[i].to = change.to
                } else {
                    changes.append(change)
                }
            }
        }
    }
}
