import Foundation

/// Why a track's `duration` or `beginTime` cannot be dragged: one line for the status, naming the value,
/// the animation and where it is defined.
public enum TimingEditRefusal: Error, Equatable, Sendable, CustomStringConvertible {
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
    /// Sandglass added the animation itself (a `UIView.animate` block, an implicit animation).
    case unknownSource(field: TimingField, label: String)

    public var description: String {
        switch self {
        case let .code(field, label, place):
            return "\(field.rawValue) of '\(label)' comes from code Sandglass cannot edit: \(place)"
        case let .ambiguous(field, label, variable, count, place):
            return "\(field.rawValue) of '\(label)' is not one literal: \(count) \(variable).\(field.rawValue) values before \(place); edit it in the file"
        case let .expression(field, label, expression, place):
            return "\(field.rawValue) of '\(label)' is \(expression), not a number or a line of one param: edit it in \(place)"
        case let .unset(field, label, place):
            return "'\(label)' sets no \(field.rawValue) to drag: add \"\(field.rawValue)\" to it in \(place)"
        case let .inGroup(field, group):
            return "\(field.rawValue) of an animation inside group '\(group)' is not dragged alone: drag the group's bar"
        case let .unknownSource(field, label):
            return "\(field.rawValue) of '\(label)' comes from Sandglass itself (UIView.animate or an implicit animation): nothing to edit"
        }
    }
}
