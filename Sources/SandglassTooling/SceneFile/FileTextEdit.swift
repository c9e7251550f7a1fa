import Foundation

/// A change of a text file's bytes (`bytes` replaced by `replacement`), found on the text as it was
/// read and written only if the file still holds that text: the timeline's edits of a scene file's
/// key or a Swift scene's argument, which leave every other byte as it is.
public struct FileTextEdit: Equatable, Sendable {
    public let bytes: Range<Int>
    public let replacement: [UInt8]

    public init(bytes: Range<Int>, replacement: [UInt8]) {
        (self.bytes, self.replacement) = (bytes, replacement)
    }

    /// `text` with the edit made.
    public func applied(to text: [UInt8]) -> [UInt8] {
        Array(text[..<bytes.lowerBound]) + replacement + Array(text[bytes.upperBound...])
    }

    /// Writes the edit, made on `read` (the file's text when the edit was found), to the file at
    /// `path`, whose text must still be `read` (else it changed since: nothing written). The file is
    /// replaced as params files are (`ParameterFileIO`: its mode kept, atomically).
    public func write(to path: String, read: [UInt8]) throws(ParameterFileError) {
        let text: [UInt8]
        switch ParameterFileIO.read(path) {
        case let .success(now): text = now
        case let .failure(error): throw error
        }
        guard text == read else {
            throw .unwritable(file: path, reason: "it changed since it was loaded; save it to reload, then edit again")
        }
        try ParameterFileIO.replace(path, with: applied(to: text))
    }
}
