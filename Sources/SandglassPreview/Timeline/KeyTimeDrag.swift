import Foundation
import Sandglass

/// A drag of a keyframe mark turned into the animation's new `keyTimes`: the key moves by the scene
/// seconds the pointer moved over the seconds of one pass, kept between its neighbours (a mark never
/// passes another), snapped to `snap` of the duration unless `free` (Shift), and written with 2
/// decimals (3 when free). The first and the last key stay where they are: Core Animation wants 0 and 1
/// there.
package struct KeyTimeDrag: Equatable, Sendable {
    package let target: KeyTimesTarget
    /// The dragged key's index in `target.keyTimes`.
    package let index: Int
    /// Scene seconds of one pass.
    package let pass: Double
    /// The mark was grabbed on a backward pass of an autoreversing animation, which meets its keys in
    /// reverse: moving it right moves the key earlier.
    package let backward: Bool

    /// Key times snap to hundredths of the duration.
    package static let snap = 0.01

    package init(target: KeyTimesTarget, index: Int, pass: Double, backward: Bool) {
        (self.target, self.index, self.pass, self.backward) = (target, index, pass, backward)
    }

    /// Whether the key can move: not the first nor the last.
    package var isMovable: Bool { index > 0 && index < target.keyTimes.count - 1 }

    /// The key times after the pointer moved `seconds` (scene seconds) from where the drag began.
    package func keyTimes(movedBy seconds: Double, free: Bool) -> [Double] {
        var times = target.keyTimes
        guard isMovable, pass > 0 else { return times }
        var time = times[index] + (backward ? -seconds : seconds) / pass
        time = free ? DecimalRounding.round(time, decimals: 3) : DecimalRounding.round((time / Self.snap).rounded() * Self.snap, decimals: 2)
        times[index] = min(max(time, times[index - 1]), times[index + 1])
        return times
    }

    /// The tooltip while dragging: `key 2 at 0.35 (1.05 s)`, the seconds into the pass.
    package func tip(_ keyTimes: [Double]) -> String {
        let time = keyTimes[index]
        return "key \(index) at \(ParameterValue.format(time)) (\(ParameterValue.format(DecimalRounding.round(time * pass, decimals: 3))) s)"
    }

    /// The key whose mark `track` draws at scene time `time`, and whether on a backward pass; nil for a
    /// track without marks.
    package static func key(of track: AnimationTrack, at time: Double) -> (index: Int, backward: Bool)? {
        guard !track.keyTimes.isEmpty, track.pass > 0 else { return nil }
        let passIndex = max(0, ((time - track.begin) / track.pass + 1e-9).rounded(.down))
        let backward = track.autoreverses && Int(passIndex) % 2 == 1
        var fraction = (time - track.begin) / track.pass - passIndex
        if backward { fraction = 1 - fraction }
        let nearest = track.keyTimes.indices.min { abs(track.keyTimes[$0] - fraction) < abs(track.keyTimes[$1] - fraction) }
        return nearest.map { ($0, backward) }
    }
}
