import Foundation
import Sandglass

/// Why a track's `duration` or `beginTime` cannot be dragged: one line for the status, naming the value,
/// the animation and where it is defined.
package enum TimingEditRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// Defined in code the preview does not compile itself (a catalog scene, a module), or not by one
    /// literal of the Swift scene: `place` is where the animation was added.
    case code(field: TimingField, label: String, place: String)
    /// More than one literal before the `add` could be the value.
    case ambiguous(field: TimingField, label: String, variable: String, count: Int, place: String)
    /// The scene file's value is not one number or a line of one params entry (`expression` as written).
    case expression(field: TimingField, label: String, expression: String, place: String)
    /// The scene file does not set the key (the animation has its default).
    case unset(field: TimingField, label: String, place: String)
    /// An animation inside group `group`: its timing is the group's to drag.
    case inGroup(field: TimingField, group: String)
    /// The Swift scene does not write the value (the animation has its default): `suggestion` is the
    /// line that would, to add before `place`.
    case notWritten(field: TimingField, label: String, suggestion: String, place: String)
    /// The animation's calculation mode ignores the value (a paced one spaces its keys by distance).
    case ignored(field: TimingField, label: String, mode: String)
    /// The first and last keys stay at 0 and 1, where Core Animation wants them.
    case endKey(label: String, index: Int, time: Double)
    /// Sandglass added the animation itself (a `UIView.animate` block, an implicit animation).
    case unknownSource(field: TimingField, label: String)
    /// The scene plays a file of frames (a Lottie file), whose keyframes its own editor writes.
    case fromFile(field: TimingField, label: String)

    package var description: String {
        switch self {
        case let .code(field, label, place):
            return "\(field.rawValue) of '\(label)' comes from code Sandglass cannot edit: \(place)"
        case let .ambiguous(field, label, variable, count, place):
            return "\(field.rawValue) of '\(label)' is not one literal: \(count) \(variable).\(field.rawValue) values before \(place); edit it in the file"
        case let .expression(field, label, expression, place):
            return "\(field.rawValue) of '\(label)' is \(expression), not a number or a line of one param: edit it in \(place)"
        case let .unset(field, label, place):
            return "'\(label)' sets no \(field.rawValue) to drag: add \"\(field.rawValue)\" to it in \(place)"
        case let .inGroup(field, group) where field == .keyTimes || field == .timingFunction:
            return "\(field.rawValue) of an animation inside group '\(group)' is edited in its file, not on the timeline"
        case let .inGroup(field, group):
            return "\(field.rawValue) of an animation inside group '\(group)' is not dragged alone: drag the group's bar"
        case let .notWritten(field, label, suggestion, place) where field == .keyTimes:
            return "\(field.rawValue) of '\(label)' are not written in the code: add `\(suggestion)` before \(place), then drag"
        case let .notWritten(field, label, suggestion, place):
            return "\(field.rawValue) of '\(label)' is not written in the code: add `\(suggestion)` before \(place), then choose again"
        case let .ignored(field, label, mode):
            return "\(field.rawValue) of '\(label)' are ignored in \(mode) mode, which spaces its keys by distance: nothing to drag"
        case let .endKey(label, index, time):
            return "key \(index) of '\(label)' stays at \(ParameterValue.format(time)): the first key is at 0 and the last at 1"
        case let .unknownSource(field, label):
            return "\(field.rawValue) of '\(label)' comes from Sandglass itself (UIView.animate or an implicit animation): nothing to edit"
        case let .fromFile(field, label):
            return "\(field.rawValue) of '\(label)' comes from the Lottie file: edit it where the file is made (After Effects, LottieFiles), and the preview reloads it"
        }
    }
}
