import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An output being written (see `OutputFile.draft()`): an open file in the target's folder, with no
/// name (`name` nil) or a hidden temporary one. Another program may write it through `writerPath`.
public final class OutputDraft: @unchecked Sendable {
    /// Open for reading and writing; closed by `discard`.
    public let fd: Int32
    /// The temporary name, on file systems without unnamed files.
    public let name: String?
    private var open = true
    private let lock = NSLock()

    init(fd: Int32, name: String?) { (self.fd, self.name) = (fd, name) }

    /// A path by which a program given `fd` as its standard output opens this file: `/dev/stdout`
    /// reopens the unnamed file (seekable, as MP4's second pass needs); else the temporary name.
    public var writerPath: String { name ?? "/dev/stdout" }

    /// Closes the file and removes its temporary name, if it has one; an unnamed draft simply vanishes.
    /// Safe to call more than once, and after `close`.
    public func discard() {
        guard closeOnce(), let name else { return }
        unlink(name)
        InterruptCleanup.shared.unregister(file: name)
    }

    /// Closes the file once it has its final name (`OutputFile.commit`).
    func close() { _ = closeOnce() }

    /// Closes `fd` the first time; whether this call did.
    private func closeOnce() -> Bool {
        let wasOpen = lock.withLock { () -> Bool in
            defer { open = false }
            return open
        }
        if wasOpen { Glibc.close(fd) }
        return wasOpen
    }

    deinit { discard() }
}
