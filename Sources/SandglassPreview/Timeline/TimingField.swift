/// The timing value a track's edit changes: a drag of its bar's right end the `duration`, of its body
/// the `beginTime`; a drag of a keyframe mark the `keyTimes`; its easing pop-up the `timingFunction`.
package enum TimingField: String, Equatable, Sendable {
    case duration
    case beginTime
    case keyTimes
    case timingFunction
}
