import Foundation
import SandglassHeadless
import Sandglass

/// One row of the timeline's tracks: a layer's header, or one animation's extents in scene seconds.
///
/// An animation's row spans its active interval `begin..<end` (its repeats: `repeatCount` cycles, or
/// `repeatDuration`; `end` is infinite when it repeats forever), divided into passes of `pass` seconds
/// (one `duration`, played forwards, then backwards when it `autoreverses`). Fill modes extend it:
/// `backwardsFrom..<begin` shows the first value before it begins, `end..<forwardsTo` holds the last one
/// after it ends (infinite: until it is removed, which `isRemovedOnCompletion` does at once). An animation
/// in a group lives in its group's first pass: it is shown there, its fills clipped to it.
package struct AnimationTrack: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// The layer the following animations belong to (`label` is its path of names).
        case layer
        case animation
        /// A `CAAnimationGroup`; its animations follow, one level deeper.
        case group
    }

    package var kind: Kind
    package var label: String
    /// Nesting: 0 for a layer and its animations, one more per enclosing group.
    package var depth: Int
    /// The layer (in the scene's model tree) the row belongs to.
    package var layer: LayerPath
    /// The property the animation animates (nil for layers, groups and animations without one).
    package var keyPath: String?
    /// The key the layer holds the animation under (a group's for the animations in it); nil for layers.
    package var key: String?
    /// Where the code or scene file defined the animation (`CAAnimation.addedAt`; a group's for the
    /// animations in it); nil when unknown or added by Sandglass itself (`isOwnCode`).
    package var source: AnimationSourceLocation?
    package var begin: Double = 0
    package var end: Double = 0
    /// Seconds of one pass (the animation's `duration` in scene time).
    package var pass: Double = 0
    package var autoreverses = false
    /// Where the backwards fill starts (nil: none).
    package var backwardsFrom: Double?
    /// Where the forwards fill ends (nil: none; infinite: as long as the scene runs).
    package var forwardsTo: Double?
    /// A keyframe animation's key times as fractions of a pass (0...1, its `keyTimes`, or its values
    /// spread evenly); empty for others. The row marks them with dots.
    package var keyTimes: [Double] = []
    /// A keyframe animation's `keyTimes` as it gives them (nil: implicit, spread evenly) and its
    /// calculation mode (nil for other animations): what a drag of a mark starts from.
    package var givenKeyTimes: [Double]?
    package var calculationMode: CAAnimationCalculationMode?
    /// The animation's `timingFunction` (nil: linear), which the easing pop-up checks.
    package var timingFunction: CAMediaTimingFunction?
    /// Seconds of the animation's parent time (where its `beginTime` is) per scene second: what a drag of
    /// its bar along the scene's axis moves the `beginTime` by.
    package var parentSecondsPerSceneSecond = 1.0
    /// Not added yet at the playhead: a row seen earlier in the scene's play (a scrub back replays from
    /// 0, and the animation comes later), kept empty in its place so that no row moves and the timeline
    /// keeps its size. It has no extents and nothing to edit.
    package var isPending = false
    /// Scene seconds of the playhead when the row was first seen: a pending row is kept only while
    /// the playhead is before it (after an edit, an animation no longer added is dropped).
    package var seenAt = 0.0

    package init(kind: Kind, label: String, depth: Int, layer: LayerPath, keyPath: String? = nil, begin: Double = 0, end: Double = 0,
                pass: Double = 0, autoreverses: Bool = false, backwardsFrom: Double? = nil, forwardsTo: Double? = nil) {
        (self.kind, self.label, self.depth, self.layer, self.keyPath) = (kind, label, depth, layer, keyPath)
        (self.begin, self.end, self.pass, self.autoreverses) = (begin, end, pass, autoreverses)
        (self.backwardsFrom, self.forwardsTo) = (backwardsFrom, forwardsTo)
    }

    /// Whether the keyframe marks stand `spacing` points apart or more at `pointsPerSecond` (the
    /// axis's scale): when two of them would touch, none is drawn. A curve sampled into keyframes (a
    /// `UIView.animate` spring's dozens of values) would be a solid run of dots, hiding the bar and
    /// saying nothing; zoomed in far enough, its marks come back.
    package func marksStandApart(pointsPerSecond: Double, spacing: Double) -> Bool {
        guard keyTimes.count > 1 else { return true }
        let sorted = keyTimes.sorted()
        let closest = zip(sorted, sorted.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? 1
        return closest * pass * pointsPerSecond >= spacing
    }

    /// The scene seconds of the keyframe marks in `begin...end` that fall in `range`, pass by pass (a
    /// backward pass of an autoreversing animation meets its keys in reverse), at most `limit` of them
    /// (the row draws those in view).
    package func markTimes(in range: ClosedRange<Double> = 0...Double.infinity, limit: Int = 1000) -> [Double] {
        guard !keyTimes.isEmpty, pass > 0, range.upperBound >= begin else { return [] }
        var times: [Double] = []
        var index = max(0, Int(((range.lowerBound - begin) / pass).rounded(.down)))
        var passStart = begin + Double(index) * pass
        while passStart <= min(end, range.upperBound), times.count < limit {
            let backward = autoreverses && index % 2 == 1
            for key in (backward ? keyTimes.reversed() : keyTimes) {
                let t = passStart + (backward ? 1 - key : key) * pass
                if t <= end, range.contains(t), times.count < limit, times.last != t { times.append(t) }
            }
            passStart += pass
            index += 1
        }
        return times
    }

    /// The key times (fractions of a pass) `animation` marks: a keyframe animation's `keyTimes` when
    /// they match its values (a discrete one's first `count` of its `count + 1`), else its values spread
    /// as its calculation mode spreads them; none for others.
    static func keyTimes(of animation: CAAnimation) -> [Double] {
        guard let keyframes = animation as? CAKeyframeAnimation, keyframes.path == nil,
              let count = keyframes.values?.count, count > 0 else { return [] }
        let discrete = keyframes.calculationMode == .discrete
        if let given = keyframes.keyTimes, given.count == count || (discrete && given.count == count + 1) {
            return given.prefix(count).map { min(1, max(0, $0.doubleValue)) }
        }
        if keyframes.calculationMode == .discrete { return (0..<count).map { Double($0) / Double(count) } }
        return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
}
