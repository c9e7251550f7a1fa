import Foundation
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// Why a shader file that is there could not be read (`is a directory`, `permission denied`, `not UTF-8
/// text`). Kept apart from "no such file" so that the loader never tells a user that a file they can see
/// was not found.
public struct ShaderReadError: Error, Equatable {
    public let reason: String

    public init(reason: String) { self.reason = reason }

    /// The text of the shader file at `path`; nil when nothing is there. Only a regular file is opened:
    /// a FIFO named like a shader would block the loader.
    public static func readFile(_ path: String) throws(ShaderReadError) -> String? {
        let stream: UnsafeMutablePointer<FILE>
        do { stream = try RegularFile.open(path) } catch {
            if error.isMissing { return nil }
            throw ShaderReadError(reason: error.reason)
        }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            bytes.append(contentsOf: chunk[0..<count])
            if count < chunk.count { break }
        }
        if ferror(stream) != 0 { throw ShaderReadError(reason: String(cString: strerror(errno))) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw ShaderReadError(reason: "not UTF-8 text") }
        return text
    }
}
