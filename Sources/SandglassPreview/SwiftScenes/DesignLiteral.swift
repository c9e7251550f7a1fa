import Foundation

/// A numeric literal of a Swift scene file, as the preview lists it for tweaking: where it is, what
/// it is called (the label or property before it: `duration` in `animation.duration = 3.0`) and the
/// line around it.
public struct DesignLiteral: Equatable, Sendable {
    /// Its number among the file's literals, the index the rewritten call passes.
    public let index: Int
    /// As written (`3.0`, `0xFF`, `1_000`).
    public let text: String
    public let value: Double
    /// An integer literal (`3`), whose rewritten call keeps it integral.
    public let isInteger: Bool
    /// 1-based line, and 1-based column in UTF-8 bytes (as the compiler counts them).
    public let line: Int
    public let column: Int
    /// Byte offsets of the literal in the file.
    let bytes: Range<Int>
    public let label: String
    /// From the label to the literal (`-.pi / 2` in `startAngle: -.pi / 2`; `3.0` in `duration = 3.0`).
    public let expression: String
    /// The line, trimmed.
    public let context: String

    /// `duration = 3.0 (MatchingView.swift:42)`, `startAngle = -.pi / 2 (…)` (the 2 is the literal).
    public func title(file: String) -> String {
        "\(label.isEmpty ? context : label + " = " + expression) (\((file as NSString).lastPathComponent):\(line))"
    }
}
