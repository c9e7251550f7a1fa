import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The kind of a file that is not a regular file, as messages name it, for readers and writers that
/// refuse such files (a FIFO blocks, a device never ends or is not ours to replace).
public enum FileKind {
    /// "a directory", "a FIFO", "a device", "a socket"; nil for a regular file.
    public static func name(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }
}
