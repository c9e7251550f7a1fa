import Foundation
import QuartzCore

// The timing a transition needs beyond its animations: the tree its container is in, a call at a later
// scene time, and the container's layer timing put back after an interactive transition.

/// Calls made at a later time of the scene clock, timed by an animation that changes nothing.
enum TransitionTimer {
    /// Far enough past any transition's animations that they have all ended.
    static let pastEveryEnd: CFTimeInterval = 1_000_000

    /// Calls `body` in the frame `seconds` from now (at once for no time), as `layer`'s tree advances.
    static func after(_ seconds: CFTimeInterval, on layer: CALayer, _ body: @escaping () -> Void) {
        guard seconds > 0 else { return body() }
        let timer = CABasicAnimation(keyPath: "zPosition")
        timer.fromValue = layer.zPosition
        timer.toValue = layer.zPosition
        timer.duration = seconds
        timer.completion = { _ in body() }
        layer.add(timer, forKey: nil)
    }
}

extension CALayer {
    /// Sets each animated property of this subtree back to the value its animation starts from.
    func restoreAnimatedModelValues() {
        for key in animationKeys() ?? [] {
            guard let animation = self.animation(forKey: key) as? CAPropertyAnimation, let path = animation.keyPath else { continue }
            let start = (animation as? CABasicAnimation)?.fromValue ?? (animation as? CAKeyframeAnimation)?.values?.first
            guard let start else { continue }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            setValue(start, forKeyPath: path)
            CATransaction.commit()
        }
        for sublayer in sublayers ?? [] { sublayer.restoreAnimatedModelValues() }
    }
}

extension CALayer {
    /// The top of the layer tree this layer is in.
    var treeRoot: CALayer {
        var top = self
        while let up = top.superlayer { top = up }
        return top
    }

    /// The layer's timing back to its parent's (speed 1, no offset), as an interactive transition leaves it.
    func resumeNormalTime() {
        guard speed != 1 || timeOffset != 0 || beginTime != 0 else { return }
        speed = 1
        timeOffset = 0
        beginTime = 0
    }
}
