import Foundation

/// What defines a keyframe animation's `keyTimes`, found by `TimingEditLocator`: the array a drag of
/// one of its marks edits, and where the edit is written, once, when the drag ends.
package struct KeyTimesTarget: Equatable, Sendable {
    /// Where the key times are written.
    package enum Source: Equatable, Sendable {
        /// The `keyTimes` key of the animation at `jsonPath` in the scene file at `path` (added after
        /// `values` when the animation has none).
        case sceneFile(path: String, jsonPath: String)
        /// The design-time literals of the Swift scene's `keyTimes = [0, 0.3, 1]`, one per key, in order.
        case swiftLiterals([Int])
    }

    /// The animation's key, for messages.
    package var label: String
    package var source: Source
    /// The key times as an explicit `keyTimes` holds them now (fractions of a pass): the given ones, or,
    /// when `isImplicit`, the values spread evenly as the calculation mode spreads them.
    package var keyTimes: [Double]
    /// The animation gives no `keyTimes`: the drag's write adds them.
    package var isImplicit: Bool

    package init(label: String, source: Source, keyTimes: [Double], isImplicit: Bool) {
        (self.label, self.source, self.keyTimes, self.isImplicit) = (label, source, keyTimes, isImplicit)
    }
}
