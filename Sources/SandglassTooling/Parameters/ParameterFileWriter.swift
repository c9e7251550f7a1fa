import Foundation

/// Writes tweak-panel changes back into a params file, editing the user's text rather than
/// regenerating it.
///
/// `set` replaces the bytes of one value (found by `JSONSourceParser`) and leaves every other byte as
/// it was: key order, indentation, spacing, number spellings, keys this version does not know. A key
/// that is not in the file is added after the last member, copying that member's indentation and
/// `": "` spacing. The result is written atomically (temporary file in the same folder, then rename),
/// and only after checking that it still holds every key the old text held: the user's file never ends
/// up with less than it had. On any error nothing is written.
public enum ParameterFileWriter {
    /// Sets `name` to `value` in the params file at `path`. A missing file is created from the defaults
    /// with this value set, every number rounded to its declaration's `writtenDecimals` (a colour's
    /// 242/255 is written 0.949, as a later edit of it would be). Throws `.rejectedValue` for a value that does not fit, `.syntax` (or
    /// `.notAnObject`, `.duplicateKey`) when the file's text cannot be edited safely, file errors as
    /// `load` does, and `.unwritable` when it cannot be replaced.
    public static func set(_ name: String, to value: ParameterValue, in parameters: SceneParameters,
                           file path: String) throws(ParameterFileError) {
        try set(name, to: value, in: parameters, file: path, retry: true)
    }

    /// `set`, which tries once more when the file it was about to create appeared meanwhile; a second
    /// race is refused rather than looped on.
    private static func set(_ name: String, to value: ParameterValue, in parameters: SceneParameters,
                            file path: String, retry: Bool) throws(ParameterFileError) {
        guard let declaration = parameters.declaration(named: name) else {
            preconditionFailure("parameter '\(name)' is not declared by scene '\(parameters.scene)'")
        }
        if let problem = declaration.validate(value) { throw .rejectedValue(file: path, problem) }
        let bytes: [UInt8]
        switch ParameterFileIO.read(path) {
        case let .success(read):
            bytes = read
        case .failure(.notFound):
            var values = parameters.defaults
            for declaration in parameters.declarations { values.set(declaration.name, to: declaration.written(values[declaration.name])) }
            values.set(name, to: value)
            if try ParameterFileIO.create(path, with: Array(values.fileText().utf8)) { return }
            guard retry else { throw .unwritable(file: path, reason: "another program keeps creating and removing it") }
            return try set(name, to: value, in: parameters, file: path, retry: false)  // created meanwhile by someone else
        case let .failure(error):
            throw error
        }
        try ParameterFileIO.replace(path, with: splice(name, value, into: bytes, file: path))
    }

    /// Makes the folders the file at `path` is to be written in; a part of the path that is a file, or
    /// a folder that cannot be made, is named in the error.
    public static func makeFolder(of path: String) throws(ParameterFileError) {
        try ParameterFileIO.makeFolder(of: path)
    }

    /// Starts the file at `path` as a copy of `source`'s bytes, only when nothing is at `path` (a link
    /// to nothing is written through). Returns whether it made the copy; a missing `source` makes none.
    @discardableResult
    public static func copy(_ source: String, to path: String) throws(ParameterFileError) -> Bool {
        switch ParameterFileIO.read(source) {
        case let .success(bytes): return try ParameterFileIO.create(path, with: bytes)
        case .failure(.notFound): return false
        case let .failure(error): throw error
        }
    }

    /// Writes `parameters.defaultsText()` to `path` only when nothing is there; never replaces a file.
    /// Returns whether it created one.
    @discardableResult
    public static func createDefaultsFile(for parameters: SceneParameters, file path: String) throws(ParameterFileError) -> Bool {
        try ParameterFileIO.create(path, with: Array(parameters.defaultsText().utf8))
    }

    /// The text edit of `set`, without the file: `bytes` with `name`'s value replaced by `value`'s JSON
    /// (or the member added). `file` is only used in messages.
    public static func splice(_ name: String, _ value: ParameterValue, into bytes: [UInt8],
                              file: String) throws(ParameterFileError) -> [UInt8] {
        let valueText = Array(value.jsonText.utf8)
        let memberText = Array("\(JSONValue.string(name).text): ".utf8) + valueText
        if bytes.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return Array("{\n  ".utf8) + memberText + Array("\n}\n".utf8)
        }
        let root: JSONNode
        do {
            root = try JSONSourceParser.parse(bytes)
        } catch {
            throw .syntax(SourceLocation(file: file, offset: error.offset, in: bytes), error.problem)
        }
        guard case let .object(members) = root.value else {
            throw .notAnObject(SourceLocation(file: file, offset: root.start, in: bytes), found: root.typeDescription)
        }
        let matches = members.filter { $0.key == name }
        if matches.count > 1 {
            throw .duplicateKey(SourceLocation(file: file, offset: matches[1].keyStart, in: bytes), key: name,
                                firstLine: SourceLocation(file: file, offset: matches[0].keyStart, in: bytes).line)
        }
        var result = bytes
        if let member = matches.first {
            result.replaceSubrange(member.value.start..<member.value.end, with: valueText)
        } else if let last = members.last {
            let separator = Array(bytes[last.keyEnd..<last.value.start])
            let indent = lineIndent(before: last.keyStart, in: bytes)
            let newMember = Array("\(JSONValue.string(name).text)".utf8) + separator + valueText
            result.replaceSubrange(last.value.end..<last.value.end,
                                   with: Array(",".utf8) + (indent.map { [0x0A] + $0 } ?? [0x20]) + newMember)
        } else {
            let inside = (root.start + 1)..<(root.end - 1)
            let multiline = bytes[inside].contains(0x0A)
            result.replaceSubrange(inside, with: multiline ? Array("\n  ".utf8) + memberText + [0x0A] : memberText)
        }
        try checkNothingLost(old: members, new: result, name: name, file: file)
        return result
    }

    /// The whitespace between the start of the line and `offset`, when only whitespace is there (the
    /// member starts its own line); nil when the member shares its line with something before it.
    private static func lineIndent(before offset: Int, in bytes: [UInt8]) -> [UInt8]? {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start == 0 || bytes[start - 1] == 0x0A ? Array(bytes[start..<offset]) : nil
    }

    /// The edited text must parse and keep every key (and every other key's value text) of the old one.
    private static func checkNothingLost(old: [JSONMember], new bytes: [UInt8], name: String,
                                         file: String) throws(ParameterFileError) {
        guard let root = try? JSONSourceParser.parse(bytes), case let .object(members) = root.value,
              Set(members.map(\.key)).isSuperset(of: old.map(\.key)), members.contains(where: { $0.key == name }) else {
            throw .unwritable(file: file, reason: "the edited text would lose content, so it was not written")
        }
    }
}
