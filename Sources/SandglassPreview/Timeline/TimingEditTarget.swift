import Foundation

/// What defines one animation's `duration` or `beginTime`, found by `TimingEditLocator`: the value the
/// timeline drags and where its edit is written, once, when the drag ends.
package struct TimingEditTarget: Equatable, Sendable {
    /// Where the value is written.
    package enum Source: Equatable, Sendable {
        /// A params entry: the field is `offset + slope * entry` (a scene file's `"$period / 2"`).
        case parameter(name: String, slope: Double, offset: Double)
        /// The number at key `field` of the animation at `jsonPath` in the scene file at `path`.
        case sceneFile(path: String, jsonPath: String)
        /// A design-time literal of the Swift scene (its index among the file's literals).
        case swiftLiteral(index: Int)
    }

    package var field: TimingField
    /// The animation's key, for messages.
    package var label: String
    package var source: Source
    /// The field's value as the source defines it now (seconds, the animation's own time).
    package var value: Double

    package init(field: TimingField, label: String, source: Source, value: Double) {
        (self.field, self.label, self.source, self.value) = (field, label, source, value)
    }

    /// The params entry's value that makes the field `fieldValue` (nil for other sources).
    package func parameterValue(for fieldValue: Double) -> Double? {
        guard case let .parameter(_, slope, offset) = source else { return nil }
        return (fieldValue - offset) / slope
    }
}
