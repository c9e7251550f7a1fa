import Foundation
import QuartzCore
import SandglassTessellation

/// One shader stage's text with its includes expanded, and the table that maps the driver's line
/// numbers back to the files they came from.
///
/// GLSL has no include, so functions that several programs need would otherwise be copied between
/// files. The loader expands them itself: a line that starts with `#include "name.glsl"` is replaced by
/// that file's text, recursively. Names are relative to the shaders folder; absolute names and `..` are
/// refused. A file that includes itself through any chain is an error, as is nesting deeper than
/// `maximumDepth`; a file already included into this stage is not included again (two includes may share
/// a third).
///
/// Every switch between files is marked with `#line N S`, so the driver numbers lines as they are in the
/// real files. GLSL 3.30 names a source string by number, not by name: `files[S]` is the file that the
/// driver's "S:LINE(COL): error" means (0 is the stage's own file), and `compileError(driverLog:)` turns
/// such a log into the file and line to show.
///
/// Pure Swift (no GL): the files are read through `read`, so tests can expand text from memory.
public struct ShaderSource: Equatable, Sendable {
    /// The expanded text, handed to the driver.
    public let text: String
    /// Source-string number -> file path, for the `#line` directives in `text`.
    public let files: [String]

    /// How many includes deep a file may be (the stage's own file is depth 0).
    public static let maximumDepth = 16

    /// Reads and expands `folder/name` (e.g. "layer.frag"). `read` gives nil when no file is there and
    /// throws when one is there but cannot be read: a missing stage file is `.missingFile`, an unreadable
    /// one `.unreadableFile`.
    public init(name: String, folder: String,
                read: @escaping (String) throws(ShaderReadError) -> String? = ShaderReadError.readFile) throws(ShaderError) {
        let path = "\(folder)/\(name)"
        let found: String?
        do { found = try read(path) } catch { throw .unreadableFile(path: path, reason: error.reason) }
        guard let text = found else { throw .missingFile(path: path) }
        var expansion = Expansion(folder: folder, read: read)
        try expansion.append(text, of: path, includedBy: [])
        self.text = expansion.lines.joined(separator: "\n") + "\n"
        files = expansion.files
    }

    /// The text with `#define NAME 1` for each of `names` after its first line (the `#version` line,
    /// which GLSL wants first), numbered so that the driver's line numbers stay the file's own: one
    /// source file compiles into several programs that differ only in what they define.
    public func text(defining names: [String]) -> String {
        guard !names.isEmpty, let newline = text.firstIndex(of: "\n") else { return text }
        let defines = names.map { "#define \($0) 1\n" }.joined()
        return text[...newline] + defines + "#line 2 0\n" + text[text.index(after: newline)...]
    }

    /// `.compile` for a driver's log, its first error's "S:LINE" turned into the real file and line.
    public func compileError(driverLog log: String) -> ShaderError {
        let (source, line, message) = ShaderSource.parseDriverLog(log)
        let file = source.flatMap { files.indices.contains($0) ? files[$0] : nil } ?? files[0]
        return .compile(file: file, line: line, message: message)
    }

    /// The source-string number, line and message of the first error in a driver log such as Mesa's
    /// "0:12(5): error: `foo' undeclared" (the first line when no line says "error"); nil numbers and the
    /// whole line when the format is unknown.
    static func parseDriverLog(_ log: String) -> (source: Int?, line: Int?, message: String) {
        let lines = log.split(separator: "\n")
        let first = lines.first { $0.contains("error") } ?? lines.first ?? Substring(log)
        guard let colon = first.firstIndex(of: ":"), let paren = first.firstIndex(of: "("), colon < paren,
              let line = Int(first[first.index(after: colon)..<paren]),
              let close = first[paren...].firstIndex(of: ")") else { return (nil, nil, String(first)) }
        let rest = first[first.index(after: close)...].drop { $0 == ":" || $0 == " " }
        return (Int(first[..<colon]), line, String(rest))
    }
}

/// The state of one expansion: the lines written so far and the files given a source-string number.
private struct Expansion {
    let folder: String
    let read: (String) throws(ShaderReadError) -> String?
    var lines: [String] = []
    var files: [String] = []

    /// Appends `text` (the file `path`) with its includes expanded; `chain` is the files that include it.
    mutating func append(_ text: String, of path: String, includedBy chain: [String]) throws(ShaderError) {
        let number = files.count
        files.append(path)
        var fileLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if fileLines.count > 1, fileLines.last == "" { fileLines.removeLast() }
        for (index, line) in fileLines.enumerated() {
            guard let name = try IncludeLine.name(in: line, file: path, line: index + 1) else {
                lines.append(String(line))
                continue
            }
            let included = "\(folder)/\(name)", nested = chain + [path]
            if nested.contains(included) { throw .includeCycle(chain: nested + [included]) }
            if nested.count > ShaderSource.maximumDepth { throw .includeTooDeep(chain: nested + [included]) }
            if files.contains(included) {
                lines.append("")  // already in this stage: once is enough, and the numbering stays
                continue
            }
            let found: String?
            do { found = try read(included) } catch {
                throw .unreadableInclude(file: path, line: index + 1, name: name, reason: error.reason)
            }
            guard let includedText = found else { throw .missingInclude(file: path, line: index + 1, name: name) }
            lines.append("#line 1 \(files.count)")
            try append(includedText, of: included, includedBy: nested)
            lines.append("#line \(index + 2) \(number)")
        }
    }
}

/// Recognises `#include "name"` lines and checks their names.
enum IncludeLine {
    /// The name of the file included by `text` (line `line` of `file`), normalised ("./" and doubled
    /// slashes dropped); nil when the line is no `#include`. Only a line that starts with `#include` counts;
    /// after the closing quote only spaces or a `//` comment may follow.
    static func name(in text: Substring, file: String, line: Int) throws(ShaderError) -> String? {
        guard text.hasPrefix("#include") else { return nil }
        var rest = text.dropFirst("#include".count)
        guard rest.first == " " || rest.first == "\t" || rest.first == "\"" else { return nil }  // #included...
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else {
            throw .invalidInclude(file: file, line: line, reason: "#include wants a quoted name: #include \"name.glsl\"")
        }
        let written = String(rest[rest.index(after: rest.startIndex)..<close])
        let after = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard after.isEmpty || after.hasPrefix("//") else {
            throw .invalidInclude(file: file, line: line, reason: "#include \"\(written)\": text after the name")
        }
        let parts = written.split(separator: "/").filter { $0 != "." }
        guard !written.hasPrefix("/"), !parts.contains(".."), !parts.isEmpty else {
            throw .invalidInclude(file: file, line: line,
                                  reason: "#include \"\(written)\": the name must be a file in the shaders folder (no leading / and no ..)")
        }
        return parts.joined(separator: "/")
    }
}
