import Sandglass
import SandglassHeadless

/// A/B of two params sets (V): A is the set frozen when V was pressed, B the live one that the params
/// panel, the keys and the file keep editing; the viewport shows A beside B at the same time, and the
/// captions say which parameters differ. V again, or another scene, ends it.
public struct ParamsAB: Equatable, Sendable {
    /// A, while comparing.
    public private(set) var frozen: ParameterValues?

    public init() {}

    public var isOn: Bool { frozen != nil }

    /// Freezes `current` as A, or stops comparing.
    public mutating func toggle(current: ParameterValues) { frozen = frozen == nil ? current : nil }

    public mutating func clear() { frozen = nil }

    /// Keeps A across a rebuild of the same scene when its parameters are still declared alike
    /// (a reloaded scene file may declare others); returns false when A was dropped.
    public mutating func keep(for parameters: SceneParameters) -> Bool {
        if frozen?.parameters != parameters { frozen = nil }
        return frozen != nil
    }

    /// The viewport's captions: A's, and B's naming what B changed (three names at most).
    public func captions(current: ParameterValues) -> (a: String, b: String) {
        guard let frozen else { return ("", "") }
        let changed = current.changedNames(comparedTo: frozen)
        guard !changed.isEmpty else { return ("A (frozen)", "B: same as A") }
        let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? " +\(changed.count - 3)" : "")
        return ("A (frozen)", "B: \(names)")
    }
}
