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
enum RegularFile {
    /// Why the file was not opened, as a short reason for a message (`no such file`, `not a regular
    /// file (a FIFO)`).
    struct Refusal: Error, Equatable {
        let reason: String
        /// Nothing is at the path (ENOENT): a reader may say "not found" only then.
        var isMissing = false
    }

    /// A stdio stream on the file at `path`, to be closed by the caller with fclose().
    static func open(_ path: String) throws(Refusal) -> UnsafeMutablePointer<FILE> {
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
