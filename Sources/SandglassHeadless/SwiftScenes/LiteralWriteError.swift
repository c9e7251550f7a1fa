import Foundation

/// Why a value dragged in the literals panel was not written into its file; each `description` is one
/// line that says what happened to the file.
public enum LiteralWriteError: Error, CustomStringConvertible, Equatable {
    case noLiteral(Int)
    /// Not a number the literal can hold (infinite, NaN, or an integer beyond Int).
    case badValue(Double)
    case unreadable(file: String, reason: String)
    /// The file's text differs from what was compiled at or around the literal (an edit in an editor
    /// since): refused, so nothing typed is lost.
    case changed(file: String)
    /// Another file took the path while the value was written (an editor saved by renaming).
    case replaced(file: String)
    /// The write failed; `restored`: the file was put back as it was, else where a copy of it was kept.
    case unwritable(file: String, reason: String, restored: Bool, copy: String?)

    public var description: String {
        switch self {
        case .noLiteral(let index): return "no literal \(index) in the last build"
        case .badValue(let value): return "\(value) cannot be written as the literal: nothing written"
        case .unreadable(let file, let reason): return "\(file): cannot read it (\(reason)): nothing written"
        case .changed(let file):
            return "\(file) changed since it was compiled: nothing written, so nothing typed in it is lost; the preview keeps the value until the next build"
        case .replaced(let file):
            return "\(file) was saved by another program while the value was written: not written, the other save is kept"
        case .unwritable(let file, let reason, let restored, let copy):
            if restored { return "\(file): cannot write it (\(reason)): nothing written" }
            return "\(file): cannot write it (\(reason)) and could not put it back: its text before the write is in \(copy ?? "no copy")"
        }
    }
}
