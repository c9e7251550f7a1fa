import Foundation

/// A temporary folder only this user can enter, made fresh for one run: the place where Swift scenes
/// are compiled and loaded from, and where a supervisor or a benchmark keeps its files.
///
/// A predictable name under `$TMPDIR` lets another local user create it first and have their code
/// compiled and loaded into this process. So the folder is made by `mkdtemp` (a new name, mode 0700,
/// created by this call and never an existing one), and `verified()` checks, with `lstat`, that the
/// path is still that folder (same device and inode), still a directory, not a link, owned by this
/// user, mode 0700, before anything is written into it or loaded from it.
public struct PrivateFolder: Sendable, Equatable {
    public let path: String
    private let device: UInt64
    private let inode: UInt64

    /// Makes `<parent>/<prefix>-XXXXXX` (`parent`: `$TMPDIR`, else `/tmp`).
    public init(prefix: String, in parent: String = PrivateFolder.temporaryRoot) throws(PrivateFolderError) {
        var template = Array("\(parent)/\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .cannotCreate(parent: parent, reason: String(cString: strerror(errno)))
        }
        path = String(cString: made)
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .notPrivate(path: path, reason: String(cString: strerror(errno))) }
        (device, inode) = (UInt64(info.st_dev), UInt64(info.st_ino))
        try verified()
    }

    /// Adopts a folder made by `init` in another process of this run (a supervisor's, passed to the
    /// preview it starts): only when it passes the same checks, so a path from the command line is
    /// never trusted for being a path.
    public init(adopting path: String) throws(PrivateFolderError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .notPrivate(path: path, reason: String(cString: strerror(errno))) }
        (self.path, device, inode) = (path, UInt64(info.st_dev), UInt64(info.st_ino))
        try verified()
    }

    /// `$TMPDIR` without a trailing slash, made absolute (so that no path in it can be taken for a
    /// compiler option), else `/tmp`.
    public static var temporaryRoot: String {
        var root = ProcessInfo.processInfo.environment["TMPDIR"] ?? ""
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        if root.isEmpty { return "/tmp" }
        return root.hasPrefix("/") ? root : FileManager.default.currentDirectoryPath + "/" + root
    }

    /// Throws unless the path is still this folder: a directory (not a link), owned by this user,
    /// readable and writable by this user alone.
    public func verified() throws(PrivateFolderError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .notPrivate(path: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .notPrivate(path: path, reason: "it is not a folder") }
        guard UInt64(info.st_dev) == device, UInt64(info.st_ino) == inode else {
            throw .notPrivate(path: path, reason: "it was replaced")
        }
        guard info.st_uid == geteuid() else { throw .notPrivate(path: path, reason: "it belongs to user \(info.st_uid)") }
        guard info.st_mode & 0o7777 == 0o700 else {
            throw .notPrivate(path: path, reason: "its mode is \(String(info.st_mode & 0o7777, radix: 8)), not 700")
        }
    }

    /// `name` inside the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Runs `body` with the folder, then removes it: when `body` returns or throws, and through
    /// `InterruptCleanup` when the run is ended by a signal meanwhile.
    public func using<T>(_ body: (PrivateFolder) throws -> T) rethrows -> T {
        InterruptCleanup.shared.register(folder: path)
        defer {
            remove()
            InterruptCleanup.shared.unregister(folder: path)
        }
        return try body(self)
    }
}

/// Why a private folder cannot be made or used; one line each.
public enum PrivateFolderError: Error, CustomStringConvertible, Equatable {
    case cannotCreate(parent: String, reason: String)
    case notPrivate(path: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotCreate(parent, reason): return "cannot make a private temporary folder in \(parent): \(reason)"
        case let .notPrivate(path, reason): return "refusing the temporary folder \(path): \(reason)"
        }
    }
}
