import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One output file, written so that nothing is lost and nothing is left behind.
///
/// - Checked before anything is written (`OutputRefusal`): never an input of the same run, compared by
///   device and inode so that links count; never a FIFO, a device, a socket or a directory.
/// - Atomic: the bytes go to a draft (`OutputDraft`) in the target's folder, which takes the target's
///   name only when complete, so a reader never sees half a file and a failed write leaves the old file
///   as it was.
/// - A draft has no name while it is written (O_TMPFILE), so a run killed outright (SIGKILL) leaves
///   nothing; on a file system without unnamed files it is a hidden temporary file, registered with
///   `InterruptCleanup` so that an interrupt removes it.
/// - A symbolic link is followed: the file it points to is replaced and the link stays, as a shell's
///   `>` would do; the replaced file's permission bits carry over to the new one.
public struct OutputFile: Sendable {
    /// The path as given, for messages.
    public let path: String
    /// What is replaced: `path` with symbolic links followed.
    public let target: String
    /// The permission bits of the file that is replaced; nil when there is none yet.
    private let mode: mode_t?

    /// Why writing failed, as the system says it ("No space left on device").
    public struct Failure: Error, Equatable {
        public let reason: String
        init(_ code: Int32) { reason = String(cString: strerror(code)) }
    }

    /// Checks `path` against `inputs` and the kinds of file it may replace.
    public init(_ path: String, protecting inputs: InputFiles) throws(OutputRefusal) {
        self.path = path
        target = Self.followingLinks(path)
        var info = stat()
        if stat(target, &info) == 0 {
            if let input = inputs.input(FileIdentity(info)) { throw .input(output: path, input: input) }
            if let kind = FileKind.name(info) { throw .notRegular(output: path, kind: kind) }
            mode = info.st_mode & 0o7777
        } else {
            mode = nil
        }
    }

    /// Writes `bytes` to a draft and puts it in place; on failure nothing is left and the target is as
    /// it was.
    public func write(_ bytes: [UInt8]) throws(Failure) {
        let draft = try self.draft()
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(draft.fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { failure = n < 0 ? errno : EIO; return }
                offset += n
            }
        }
        guard failure == 0 else {
            draft.discard()
            throw Failure(failure)
        }
        try commit(draft)
    }

    /// A new, empty draft in the target's folder, for this code or another program (ffmpeg) to fill;
    /// `commit` or `discard` it afterwards.
    public func draft() throws(Failure) -> OutputDraft {
        let folder = (target as NSString).deletingLastPathComponent
        // O_TMPFILE, which Swift does not import (a macro over these two).
        let fd = open(folder.isEmpty ? "." : folder, __O_TMPFILE | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o666)
        if fd >= 0 { return OutputDraft(fd: fd, name: nil) }
        let code = errno
        // Only a file system without unnamed files falls back to a named draft; other errors are real.
        guard code == EOPNOTSUPP || code == EISDIR || code == EINVAL else { throw Failure(code) }
        let name = temporaryName()
        InterruptCleanup.shared.register(file: name)
        let named = open(name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard named >= 0 else {
            let code = errno
            InterruptCleanup.shared.unregister(file: name)
            throw Failure(code)
        }
        return OutputDraft(fd: named, name: name)
    }

    /// Puts the finished draft in place with the replaced file's permission bits: an unnamed draft is
    /// linked under a temporary name, then renamed over the target. On failure the draft is discarded.
    public func commit(_ draft: OutputDraft) throws(Failure) {
        if let mode, fchmod(draft.fd, mode) != 0 {
            let code = errno
            draft.discard()
            throw Failure(code)
        }
        let name = draft.name ?? temporaryName()
        if draft.name == nil {
            InterruptCleanup.shared.register(file: name)
            guard linkat(AT_FDCWD, "/proc/self/fd/\(draft.fd)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 else {
                let code = errno
                InterruptCleanup.shared.unregister(file: name)
                draft.discard()
                throw Failure(code)
            }
        }
        guard rename(name, target) == 0 else {
            let code = errno
            unlink(name)
            InterruptCleanup.shared.unregister(file: name)
            draft.discard()
            throw Failure(code)
        }
        InterruptCleanup.shared.unregister(file: name)
        draft.close()
    }

    /// A hidden name beside the target that no file has (pid and a random number).
    private func temporaryName() -> String {
        let url = URL(fileURLWithPath: target)
        return url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
    }

    /// `path` with symbolic links followed at its end (a chain of at most 40, as the kernel allows); a
    /// link to nothing gives the path it points to, where the file will be made.
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            let folder = (current as NSString).deletingLastPathComponent
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        return current
    }
}
