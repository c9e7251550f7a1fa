import Sandglass
import SandglassHeadless

/// A/B of two params sets (V): A is the set frozen when V was pressed, B the live one that the params
/// panel, the keys and the file keep editing; the viewport shows A beside B at the same time, and the
/// captions say which parameters differ. V again, or another scene, ends it.
package struct ParamsAB: Equatable, Sendable {
    /// A, while comparing.
    package private(set) var frozen: ParameterValues?

    package init() {}

    package var isOn: Bool { frozen != nil }

    /// Freezes `current` as A, or stops comparing.
    package mutating func toggle(current: ParameterValues) { frozen = frozen == nil ? current : nil }

    package mutating func clear() { frozen = nil }

    /// Keeps A across a rebuild of the same scene when its parameters are still declared alike
    /// (a reloaded scene file may declare others); returns false when A was dropped.
    package mutating func keep(for parameters: SceneParameters) -> Bool {
        if frozen?.parameters != parameters { frozen = nil }
        return frozen != nil
    }

    /// The viewport's captions, each naming the values that differ (three at most) as that side has
    /// them: "A: delay 0 s" beside "B: delay 2 s", so the two pictures can be told apart by their numbers.
    package func captions(current: ParameterValues) -> (a: String, b: String) {
        guard let frozen else { return ("", "") }
        let changed = current.changedNames(comparedTo: frozen)
        guard !changed.isEmpty else { return ("A (frozen)", "B: same as A") }
        func named(_ values: ParameterValues) -> String {
            let shown = changed.prefix(3).map { name in
                let unit = values.parameters.declaration(named: name)?.unit ?? ""
                return "\(name) \(values[name].jsonText)" + (unit.isEmpty ? "" : " \(unit)")
            }
            return shown.joined(separator: ", ") + (changed.count > 3 ? " +\(changed.count - 3)" : "")
        }
        return ("A: " + named(frozen), "B: " + named(current))
    }
}
