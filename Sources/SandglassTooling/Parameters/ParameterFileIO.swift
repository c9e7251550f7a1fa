import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reading and atomic writing of params files, with POSIX calls so that each failure has its errno.
///
/// Writes go to a temporary file in the same folder (same file system, so the rename is atomic),
/// fsynced, then renamed over the target: a reader, the file watcher or a crash sees the old file or the
/// new one, never a part. On any failure the temporary file is removed and the target is untouched.
enum ParameterFileIO {
    /// A params file is a small JSON object: anything bigger is refused rather than read into memory.
    static let maximumSize = 16 << 20

    /// The bytes of the file at `path`. Only a regular file of at most `maximumSize` bytes is read:
    /// a FIFO would block and /dev/zero would never end (O_NONBLOCK keeps the open of a FIFO from waiting).
    static func read(_ path: String) -> Result<[UInt8], ParameterFileError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return .failure(.notFound(file: path)) }
            if code == EISDIR { return .failure(.isDirectory(file: path)) }
            return .failure(.unreadable(file: path, reason: Self.reason(code)))
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return .failure(.isDirectory(file: path)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable(file: path, reason: "not a regular file")) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                return .failure(code == EISDIR ? .isDirectory(file: path) : .unreadable(file: path, reason: Self.reason(code)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumSize {
                return .failure(.unreadable(file: path, reason: "larger than \(maximumSize >> 20) MiB, too big for a params file"))
            }
        }
        return .success(bytes)
    }

    /// Replaces the file at `path` (following a symbolic link to its target) with `bytes`, keeping its
    /// permission bits. A read-only file is refused, not replaced: the rename needs only the folder to
    /// be writable, so it would replace a file of mode 0444 (or one of another user) as if it were not.
    static func replace(_ path: String, with bytes: [UInt8]) throws(ParameterFileError) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        let exists = stat(target, &info) == 0
        let mode = exists ? info.st_mode & 0o7777 : 0o644
        if exists {
            // The mode bits first: root's access() grants a write that the user's file says no to.
            if mode & 0o222 == 0 { throw .unwritable(file: path, reason: "the file is read-only") }
            if access(target, W_OK) != 0 { throw .unwritable(file: path, reason: Self.reason(errno)) }
        }
        let temporary = try writeTemporary(beside: target, bytes: bytes, mode: mode, reportedAs: path)
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw .unwritable(file: path, reason: Self.reason(code))
        }
        syncFolder(of: target)
    }

    /// Creates `path` holding `bytes` only if nothing is there: the temporary file is hard-linked to the
    /// name, which fails rather than replaces. Returns false (and writes nothing) when the path exists.
    /// A link to nothing at `path` is written through (`creationTarget`).
    static func create(_ path: String, with bytes: [UInt8]) throws(ParameterFileError) -> Bool {
        let target = try creationTarget(path)
        let temporary = try writeTemporary(beside: target, bytes: bytes, mode: 0o644, reportedAs: target)
        defer { unlink(temporary) }
        guard link(temporary, target) == 0 else {
            let code = errno
            if code == EEXIST { return false }
            throw .unwritable(file: target, reason: Self.reason(code))
        }
        syncFolder(of: target)
        return true
    }

    /// Where a file meant to appear at `path` is created: `path` itself, or, when `path` is a symbolic
    /// link to nothing (a dotfiles checkout not made yet), the end of its chain of links, so the new
    /// file appears through the link and the link stays a link, as `replace` edits a link's target.
    /// A loop of links, or a chain longer than the kernel follows, is refused.
    private static func creationTarget(_ path: String) throws(ParameterFileError) -> String {
        var current = path
        for _ in 0..<40 {  // MAXSYMLINKS: as many links as open() follows
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
                let folder = (current as NSString).deletingLastPathComponent
                if current != path, !folder.isEmpty, stat(folder, &info) != 0 || info.st_mode & S_IFMT != S_IFDIR {
                    throw .unwritable(file: path, reason: "it links to \(current.shortenedForMessage(limit: String.messagePathLimit)), "
                                          + "whose folder does not exist")
                }
                return current
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { throw .unwritable(file: path, reason: Self.reason(errno)) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        throw .unwritable(file: path, reason: "a loop of symbolic links")
    }

    /// Makes the folders above `path` that are missing (mode 0755). A part of the path that is a file,
    /// or a folder that cannot be made, is named in the error.
    static func makeFolder(of path: String) throws(ParameterFileError) {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        var prefix = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            prefix += "/" + part
            var info = stat()
            if stat(prefix, &info) == 0 {
                if info.st_mode & S_IFMT != S_IFDIR {
                    throw .unwritable(file: path, reason: "\(prefix.shortenedForMessage(limit: String.messagePathLimit)) is a file, not a folder")
                }
                continue
            }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                let code = errno
                throw .unwritable(file: path, reason: "cannot make the folder \(prefix.shortenedForMessage(limit: String.messagePathLimit)): \(Self.reason(code))")
            }
        }
    }

    /// Writes `bytes` to a new hidden file in `path`'s folder and returns its path.
    private static func writeTemporary(beside path: String, bytes: [UInt8], mode: mode_t,
                                       reportedAs file: String) throws(ParameterFileError) -> String {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw .unwritable(file: file, reason: Self.reason(errno)) }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let count = write(fd, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .unwritable(file: file, reason: Self.reason(failure))
        }
        return temporary
    }

    /// Makes the rename itself durable; best effort (some file systems refuse to fsync a folder).
    private static func syncFolder(of path: String) {
        let fd = open(URL(fileURLWithPath: path).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
