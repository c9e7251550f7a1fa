import Sandglass
import SandglassHeadless

/// A/B (V): A is the whole scene as it was when V was pressed, frozen: its params, its Swift scene's
/// literal values, and its timeline edits (a duration dragged, a key time, an easing) as its scene
/// file or Swift file then held them. B is the live scene that the panels, the timeline and the files
/// keep editing. The viewport shows A beside B at the same time, and the captions name what differs.
/// V again, or another scene, ends it.
package struct ParamsAB: Equatable, Sendable {
    /// A's params, while comparing.
    package private(set) var frozen: ParameterValues?
    /// A's Swift literal values (`DesignTimeLiterals`), which A's scene is built and run with.
    package private(set) var literals: [Int: Double] = [:]
    /// The edits made since A was frozen that its params do not hold: each subject's value at A and
    /// in B now (an edit undone back to A's value is no difference).
    package private(set) var edits: [Edit] = []

    /// What one edit changed: `subject` is `a` in A and `b` in B.
    package struct Edit: Equatable, Sendable {
        package let subject: EditHistory.Subject
        package let a: ParameterValue
        package var b: ParameterValue
    }

    /// A is the scene's Lottie export read back (Ctrl+E), this file, rather than the scene frozen.
    package private(set) var export: String?

    package init() {}

    /// Compares the scene, as B, with its Lottie export `file` as A.
    package mutating func compare(withExport file: String, current: ParameterValues) {
        clear()
        frozen = current
        export = file
    }

    package var isOn: Bool { frozen != nil }

    /// Freezes `current` and the literal values `literals` as A, or stops comparing.
    package mutating func toggle(current: ParameterValues, literals: [Int: Double] = [:]) {
        frozen = frozen == nil ? current : nil
        self.literals = frozen == nil ? [:] : literals
        edits = []
        export = nil
    }

    package mutating func clear() {
        frozen = nil
        literals = [:]
        edits = []
        export = nil
    }

    /// Notes that `subject` went from `before` to `after` in B (an edit, an undo or a redo); params are
    /// compared as values and need no note.
    package mutating func note(_ subject: EditHistory.Subject, from before: ParameterValue, to after: ParameterValue) {
        guard isOn else { return }
        if case .parameter = subject { return }
        if let i = edits.firstIndex(where: { $0.subject == subject }) {
            edits[i].b = after
        } else {
            edits.append(Edit(subject: subject, a: before, b: after))
        }
    }

    /// Keeps A across a rebuild of the same scene when its parameters are still declared alike
    /// (a reloaded scene file may declare others; a new name for the scene is no matter); returns
    /// false when A was dropped.
    package mutating func keep(for parameters: SceneParameters) -> Bool {
        if frozen?.parameters.declarations != parameters.declarations { clear() }
        return frozen != nil
    }

    /// The viewport's captions, each naming the values that differ (three at most) as that side has
    /// them: "A: delay 0 s" beside "B: delay 2 s", "A: duration of 'pulse' 2" beside "B: duration of
    /// 'pulse' 3", so the two pictures can be told apart by their numbers. `literals` are B's literal
    /// values, `literalName` names literal `index` (`duration (Pulse.swift:12)`).
    package func captions(current: ParameterValues, literals literalValues: [Int: Double] = [:],
                          literalName: (Int) -> String = { "literal \($0)" }) -> (a: String, b: String) {
        guard let frozen else { return ("", "") }
        if let export { return ("A: its Lottie export, \(export), played back", "B: the scene") }
        var differences: [(name: String, a: String, b: String)] = current.changedNames(comparedTo: frozen).map { name in
            let unit = current.parameters.declaration(named: name)?.unit ?? ""
            let suffix = unit.isEmpty ? "" : " \(unit)"
            return (name, frozen[name].jsonText + suffix, current[name].jsonText + suffix)
        }
        for edit in edits where edit.a != edit.b {
            differences.append((edit.subject.name, Self.text(edit.a), Self.text(edit.b)))
        }
        for index in Set(literals.keys).union(literalValues.keys).sorted() where literals[index] != literalValues[index] {
            let text = { (value: Double?) in value.map(ParameterValue.format) ?? "as written" }
            differences.append((literalName(index), text(literals[index]), text(literalValues[index])))
        }
        guard !differences.isEmpty else { return ("A (frozen)", "B: same as A") }
        func side(_ value: ((name: String, a: String, b: String)) -> String) -> String {
            differences.prefix(3).map { "\($0.name) \(value($0))" }.joined(separator: ", ")
                + (differences.count > 3 ? " +\(differences.count - 3)" : "")
        }
        return ("A: " + side(\.a), "B: " + side(\.b))
    }

    /// An edit's value as the captions show it: a number as written, a name or JSON text as it is.
    private static func text(_ value: ParameterValue) -> String {
        if case let .string(text) = value { return text.isEmpty ? "none" : text }
        return value.jsonText
    }
}
