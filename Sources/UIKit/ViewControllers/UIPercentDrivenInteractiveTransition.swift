import Foundation
import QuartzCore

/// Drives a transition's animations by a percent, as a gesture does, the way iOS does it: the
/// container view's layer is paused (`speed` 0) before the animator runs, so the animations it adds
/// begin at the container's time 0, and `update(_:)` moves the container's `timeOffset` to that
/// percent of the animator's duration: each animation shows its own curve at that time.
///
/// `finish()` plays on from there at `completionSpeed`, so the animations end and their completions
/// run on the scene clock as usual. `cancel()` plays back to 0 at `completionSpeed`; there the
/// animated properties' model values are set back to where the animations started (what is on
/// screen), and the animations end at once, so the animator's completion runs with
/// `transitionWasCancelled` true. `completionCurve` is not applied (each animation keeps its own).
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The percent last given to `update(_:)`, 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    private var context: TransitionContext?

    public override init() { super.init() }

    /// The animator's duration, in seconds (0 before the transition starts).
    open var duration: CGFloat { CGFloat(context.map { $0.animator.transitionDuration(using: $0) } ?? 0) }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        let layer = context.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        context.animator.animateTransition(using: context)
        update(percentComplete)
    }

    /// Shows the transition at `percentComplete` (clamped to 0...1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        guard let context, context.isInteractive else { return }
        context.containerView.layer.timeOffset = Double(self.percentComplete * duration)
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is (it stays paused while interactive anyway).
    open func pauseInteractiveTransition() { context?.pauseInteractiveTransition() }

    /// Plays the rest of the transition on.
    open func finish() {
        guard let context, context.isInteractive else { return }
        context.finishInteractiveTransition()
        play(context, rate: Float(speed))
        self.context = nil
    }

    /// Plays the transition back to its start, then ends it cancelled.
    open func cancel() {
        guard let context, context.isInteractive else { return }
        context.cancelInteractiveTransition()
        let layer = context.containerView.layer
        let elapsed = layer.timeOffset
        play(context, rate: -Float(speed))
        TransitionTimer.after(elapsed / Double(speed), on: layer.treeRoot) {
            layer.restoreAnimatedModelValues()
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = (layer.superlayer.map { $0.convertTime(CACurrentMediaTime(), from: nil) } ?? CACurrentMediaTime())
                - TransitionTimer.pastEveryEnd
        }
        self.context = nil
    }

    private var speed: CGFloat { completionSpeed > 0 ? completionSpeed : 1 }

    /// Lets the paused container run at `rate` from where it stands.
    private func play(_ context: TransitionContext, rate: Float) {
        let layer = context.containerView.layer
        let now = layer.superlayer.map { $0.convertTime(CACurrentMediaTime(), from: nil) } ?? CACurrentMediaTime()
        layer.beginTime = now
        layer.speed = rate
    }
}
