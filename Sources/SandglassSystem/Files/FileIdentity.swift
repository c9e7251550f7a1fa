import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file as the kernel knows it: its device and inode. Two paths name the same file (through a
/// symbolic link, a hard link, `./` or `..`) exactly when their identities are equal, which comparing
/// the strings cannot tell.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    /// What `path` names now, following symbolic links; nil when nothing is there.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
    }
}
