import Foundation
import SandglassHeadless
import Sandglass

/// What the timeline and the curve plot read from the scene: how long the scene's animations run, and
/// where on a timing curve the animation that uses it is now.
///
/// The length is the latest end of the first animation seen under each layer's key (finished ones
/// included, `AnimationHistory`), or `repeatCycles` cycles of a repeating one past its begin (an end
/// past `maximumLength` counts as repeating), `minimumLength` at least. It is stable: it never shrinks
/// while the scene is shown (scrubbing back does not change it), and an animation added again under
/// the same key (a loop chained through completions) does not lengthen it, so a scene that plays for
/// minutes keeps its timeline; it grows past that only on request (`extend(to:)`).
package struct SceneTimeline: Equatable, Sendable {
    package static let repeatCycles = 3.0
    package static let minimumLength = 1.0
    /// Ends later than this (an hour) are not the scene's length.
    package static let maximumLength = 3600.0
    /// Seconds the timeline spans.
    package private(set) var length = SceneTimeline.minimumLength

    package init() {}

    /// Widens `length` to the ends of the animations in `history`.
    package mutating func observe(_ history: AnimationHistory) {
        for entry in history.entries {
            for animation in entry.first.values {
                let timing = MediaTimingEvaluator(animation)
                var end = timing.endTime
                // A finite but far end (a repeat count of a million) is a repeating animation to a person.
                if !end.isFinite || end > Self.maximumLength, timing.speed > 0 {
                    end = timing.beginTime + Self.repeatCycles * timing.cycle / timing.speed
                }
                end = entry.layer.convertTime(end, to: nil)
                if end.isFinite, end <= Self.maximumLength { length = max(length, end) }
            }
        }
    }

    /// Grows the length to `seconds` (rounded up to a whole second), the "extend" request when the
    /// playhead went past the end.
    package mutating func extend(to seconds: Double) {
        guard seconds.isFinite else { return }
        length = min(Self.maximumLength, max(length, seconds.rounded(.up)))
    }

    /// Linear progress 0...1 of the animation (in the tree under `root`, at scene time `time`) whose
    /// timing function is `curve`: the active one, else the one that began last; nil when no animation
    /// uses that curve now.
    package static func progress(of curve: BezierControlPoints, under root: CALayer, at time: Double) -> Double? {
        var best: (begin: Double, active: Bool, progress: Double)?
        forEachAnimation(under: root) { layer, animation in
            visit(animation, localTime: layer.convertTime(time, from: nil))
        }
        func visit(_ animation: CAAnimation, localTime: Double) {
            let timing = MediaTimingEvaluator(animation)
            let state = timing.state(at: localTime)
            if let group = animation as? CAAnimationGroup {
                for child in group.animations ?? [] { visit(child, localTime: state.simpleTime) }
            }
            guard let f = animation.timingFunction, matches(f, curve) else { return }
            let active = state.phase == .active
            let progress = state.phase == .before ? 0 : min(max(state.progress, 0), 1)
            if best == nil || (active && !best!.active) || (active == best!.active && timing.beginTime > best!.begin) {
                best = (timing.beginTime, active, progress)
            }
        }
        return best?.progress
    }

    private static func matches(_ f: CAMediaTimingFunction, _ c: BezierControlPoints) -> Bool {
        let tolerance = 1e-6
        return abs(f.c1x - Double(c.x1)) < tolerance && abs(f.c1y - Double(c.y1)) < tolerance
            && abs(f.c2x - Double(c.x2)) < tolerance && abs(f.c2y - Double(c.y2)) < tolerance
    }

    /// Every top-level animation in the tree (sublayers and masks), with its layer.
    static func forEachAnimation(under root: CALayer, _ body: (CALayer, CAAnimation) -> Void) {
        var stack = [root]
        while let layer = stack.popLast() {
            for key in layer.animationKeys() ?? [] {
                if let animation = layer.animation(forKey: key) { body(layer, animation) }
            }
            if let mask = layer.mask { stack.append(mask) }
            stack.append(contentsOf: layer.sublayers ?? [])
        }
    }
}
