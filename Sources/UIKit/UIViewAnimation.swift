import Foundation
import QuartzCore

/// One `UIView.animate` block while it runs and until its animations end: the view property changes
/// made inside it become Core Animation animations from the value on screen to the new model value,
/// with the block's duration, delay, curve (or spring), and one completion call for all of them.
final class UIViewAnimation: ViewPropertyRecorder {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    /// Damping ratio and initial velocity of the spring variant; nil for a curve.
    let spring: (damping: CGFloat, velocity: CGFloat)?
    private var completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var closed = false
    /// The latest animation this block made for each layer and key: setting a property twice in one
    /// block replaces the first animation, which then did not fail to finish.
    private var latest: [AnimatedKey: Int] = [:]
    private var serial = 0

    private struct AnimatedKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         spring: (damping: CGFloat, velocity: CGFloat)?, completion: ((Bool) -> Void)?) {
        (self.duration, self.delay, self.options, self.spring, self.completion) =
            (duration, delay, options, spring, completion)
    }

    /// Guards the stack of open animation blocks (they nest), as CATransaction guards its own.
    private final class Stack: @unchecked Sendable {
        let lock = NSLock()
        /// nil entries are `performWithoutAnimation` blocks.
        var open: [(any ViewPropertyRecorder)?] = []
    }
    private static let stack = Stack()

    /// The innermost animation block being run (or property animator recording), nil outside any.
    static var current: (any ViewPropertyRecorder)? {
        guard UIView.areAnimationsEnabled else { return nil }
        stack.lock.lock(); defer { stack.lock.unlock() }
        return stack.open.last ?? nil
    }

    /// Runs `body` with `animation` as the innermost block (nil: changes are not animated).
    static func during(_ animation: (any ViewPropertyRecorder)?, _ body: () -> Void) {
        stack.lock.lock()
        stack.open.append(animation)
        stack.lock.unlock()
        CATransaction.performViewAnimationBlock(animates: animation != nil, body)
        stack.lock.lock()
        _ = stack.open.popLast()
        stack.lock.unlock()
    }

    /// Runs `animations` as this block, then calls the completion once its animations have all
    /// stopped (at once when it made none).
    func run(_ animations: () -> Void) {
        UIViewAnimation.during(self, animations)
        closed = true
        finishIfDone()
    }

    /// Applies `body` (which sets the layer properties `keys`) and animates each one that changed,
    /// from its presentation value before the change.
    func record(_ keys: [String], of layer: CALayer, _ body: () -> Void) {
        for change in ViewPropertyChange.capture(keys, of: layer, body) {
            let key = change.key
            let anim = makeAnimation(key, from: change.from, to: change.to)
            anim.duration = duration
            if delay > 0 {
                anim.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                anim.fillMode = .backwards
            }
            if options.contains(.repeat) { anim.repeatCount = .infinity }
            anim.autoreverses = options.contains(.autoreverse)
            let slot = AnimatedKey(layer: ObjectIdentifier(layer), key: key)
            serial += 1
            let mine = serial
            latest[slot] = mine
            pending += 1
            anim.completion = { [self] finished in
                pending -= 1
                allFinished = allFinished && (finished || latest[slot] != mine)
                finishIfDone()
            }
            layer.add(anim, forKey: key)
        }
    }

    /// A basic animation between the values as the layer gives them (`fromValue` reads as on iOS),
    /// or the spring's keyframes between them.
    private func makeAnimation(_ key: String, from: (Any, CAValue), to: (Any, CAValue)) -> CAAnimation {
        if let spring {
            let k = CAKeyframeAnimation(keyPath: key)
            let curve = UIViewSpringCurve(damping: spring.damping, initialVelocity: spring.velocity, duration: duration)
            k.values = curve.samples().map { CAValue.interpolate(from.1, to.1, $0) }
            return k
        }
        let basic = CABasicAnimation(keyPath: key)
        basic.fromValue = from.0
        basic.toValue = to.0
        basic.timingFunction = options.timingFunction
        return basic
    }

    private func finishIfDone() {
        guard closed, pending == 0, let c = completion else { return }
        completion = nil
        c(allFinished)
    }
}
