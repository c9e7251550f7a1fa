import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One output file, written so that nothing is lost (issue 18).
///
/// - Checked before anything is written (`OutputRefusal`): never an input of the same run, compared by
///   device and inode so that links count; never a FIFO, a device, a socket or a directory.
/// - Atomic: the bytes go to a new temporary file beside the target, renamed over it only when complete,
///   so a reader never sees half a file and a failed write leaves the old file as it was.
/// - A symbolic link is followed: the file it points to is replaced and the link stays, as a shell's
///   `>` would do; the replaced file's permission bits carry over to the new one.
public struct OutputFile: Sendable {
    /// The path as given, for messages.
    public let path: String
    /// What is replaced: `path` with symbolic links followed.
    public let target: String
    /// The temporary file beside `target` that `write`/`reserve` create.
    public let temporary: String
    /// The permission bits of the file that is replaced; nil when there is none yet.
    private let mode: mode_t?

    /// Why writing failed, as the system says it ("No space left on device").
    public struct Failure: Error, Equatable {
        public let reason: String
        init(_ code: Int32) { reason = String(cString: strerror(code)) }
    }

    /// Checks `path` against `inputs` and the kinds of file it may replace. `temporaryExtension` ends the
    /// temporary file's name (".gif": ffmpeg picks its muxer by the name).
    public init(_ path: String, protecting inputs: InputFiles, temporaryExtension: String = "") throws(OutputRefusal) {
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
        let url = URL(fileURLWithPath: target)
        temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp\(temporaryExtension)").path
    }

    /// Writes `bytes` to the temporary file and renames it over the target; on failure nothing is left
    /// and the target is as it was.
    public func write(_ bytes: [UInt8]) throws(Failure) {
        let fd = try create()
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { failure = n < 0 ? errno : EIO; return }
                offset += n
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            discard()
            throw Failure(failure)
        }
        try commit()
    }

    /// Creates the temporary file, empty, for another program to write (ffmpeg); `commit` or `discard`
    /// it afterwards.
    public func reserve() throws(Failure) {
        close(try create())
    }

    /// Renames the finished temporary file over the target, with the replaced file's permission bits;
    /// on failure the temporary file is removed.
    public func commit() throws(Failure) {
        if let mode, chmod(temporary, mode) != 0 {
            let code = errno
            discard()
            throw Failure(code)
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            discard()
            throw Failure(code)
        }
    }

    /// Removes the temporary file, if any.
    public func discard() {
        unlink(temporary)
    }

    /// The temporary file, new (O_EXCL: never another file of that name, nor through a link).
    private func create() throws(Failure) -> Int32 {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw Failure(errno) }
        return fd
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
