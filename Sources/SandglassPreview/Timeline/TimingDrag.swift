import Foundation
import Sandglass

/// A drag on a track's bar turned into the edited value: the right end of the first pass scales the
/// `duration` (the bar follows the pointer), the body moves the `beginTime` by the seconds moved, in the
/// animation's parent time. Values snap to `snap` seconds unless `free` (Shift) and are kept to 3
/// decimals, as the files are written.
package struct TimingDrag: Equatable, Sendable {
    package let target: TimingEditTarget
    /// Scene seconds of one pass when the drag began.
    package let pass: Double
    /// The animation's parent seconds per scene second (its layer's and groups' speeds).
    package let parentSecondsPerSceneSecond: Double

    package static let snap = 0.05
    /// The shortest duration a drag sets (free), so a bar never collapses to the default 0 (0.25 s).
    package static let shortest = 0.001

    package init(target: TimingEditTarget, pass: Double, parentSecondsPerSceneSecond: Double) {
        (self.target, self.pass, self.parentSecondsPerSceneSecond) = (target, pass, parentSecondsPerSceneSecond)
    }

    /// The field's value after the pointer moved `seconds` (scene seconds) from where the drag began.
    package func value(movedBy seconds: Double, free: Bool) -> Double {
        // A bar's drag edits its duration (the right end) or its begin time (the body).
        var value = target.field == .duration ? (pass > 0 ? target.value * (pass + seconds) / pass : target.value)
            : target.value + seconds * parentSecondsPerSceneSecond
        if !free { value = (value / Self.snap).rounded() * Self.snap }
        value = DecimalRounding.round(value, decimals: 3)
        if target.field == .duration { value = max(value, free ? Self.shortest : Self.snap) }
        return value
    }

    /// The tooltip while dragging: `duration 1.25 s`.
    package static func tip(_ field: TimingField, _ value: Double) -> String {
        "\(field.rawValue) \(ParameterValue.format(value)) s"
    }
}
