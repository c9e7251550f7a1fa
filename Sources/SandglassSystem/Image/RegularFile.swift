import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Opens a file for reading only when it is a regular file (a symbolic link to one is fine).
///
/// A FIFO would block the open (or the first read) until a writer comes, and a device may never end
/// or may act on being opened, so the type is checked with stat() before anything is opened, and
/// again with fstat() on what was opened (O_NONBLOCK, so that a FIFO swapped in between cannot block
/// either).
package enum RegularFile {
    /// Why the file was not opened, as a short reason for a message (`no such file`, `not a regular
    /// file (a FIFO)`).
    package struct Refusal: Error, Equatable {
        package let reason: String
        /// Nothing is at the path (ENOENT): a reader may say "not found" only then.
        package var isMissing = false
    }

    /// A stdio stream on the file at `path`, to be closed by the caller with fclose().
    package static func open(_ path: String) throws(Refusal) -> UnsafeMutablePointer<FILE> {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Refusal(reason: reason(errno), isMissing: errno == ENOENT) }
        try requireRegular(info)
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw Refusal(reason: reason(errno)) }
        do throws(Refusal) {
            guard fstat(fd, &info) == 0 else { throw Refusal(reason: reason(errno)) }
            try requireRegular(info)
            guard let stream = fdopen(fd, "rb") else { throw Refusal(reason: reason(errno)) }
            return stream
        } catch {
            close(fd)
            throw error
        }
    }

    /// The whole content of the regular file at `path`; nil when it is not one or cannot be read.
    package static func contents(of path: String) -> [UInt8]? {
        guard let stream = try? open(path) else { return nil }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            if n > 0 { bytes += chunk[0..<n] }
            if n < chunk.count { return ferror(stream) == 0 ? bytes : nil }
        }
    }

    /// The first `count` bytes of the regular file at `path` (fewer when it is shorter); nil when it is
    /// not one or cannot be read.
    package static func prefix(of path: String, count: Int) -> [UInt8]? {
        guard let stream = try? open(path) else { return nil }
        defer { fclose(stream) }
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, stream) }
        return Array(bytes.prefix(n))
    }

    private static func requireRegular(_ info: stat) throws(Refusal) {
        guard let kind = FileKind.name(info) else { return }
        if info.st_mode & S_IFMT == S_IFDIR { throw Refusal(reason: "is a directory") }
        throw Refusal(reason: "not a regular file (\(kind))")
    }

    /// The messages' wording for the common errors (as the codec always said them), else the system's.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        default: return String(cString: strerror(code))
        }
    }
}
