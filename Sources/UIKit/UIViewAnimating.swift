import Foundation

/// Where an animator stands (`UIViewAnimatingState`, Apple's raw values): `inactive` before it starts
/// and after it finishes; `active` while it runs or is paused; `stopped` after
/// `stopAnimation(false)`, until `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// Where the animated properties ended (`UIViewAnimatingPosition`): what completions are given.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// UIKit's protocol for an animation that can be started, paused, scrubbed, reversed and stopped;
/// `UIViewPropertyAnimator` adopts it, and code declares its properties with it.
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations come from blocks of view property changes, and that takes more of
/// them and more completions while it runs.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
