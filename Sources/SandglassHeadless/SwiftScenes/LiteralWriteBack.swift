import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a value dragged in the literals panel into the scene file, over exactly the literal's bytes.
///
/// The file is edited in place, through the descriptor its text was read from, not replaced by a new
/// file: a symlink's target is what changes and the link stays a link, hard links stay one file, and
/// mode, owner, ACLs and extended attributes stay as they are (a rename would lose all of these, and
/// needs a writable folder). Against a half-done write: growth is reserved first (`posix_fallocate`),
/// only the bytes from the literal on are rewritten, and a failed write puts the old bytes back.
///
/// The text on disk must be the text that was compiled. When it is not, the write goes ahead only if
/// the file differs in other literals' digits alone (the panel's own earlier write, or numbers typed
/// in an editor), so the literal is still unambiguous and every other byte is kept; otherwise it is
/// refused in one line (`LiteralWriteError.changed`).
struct LiteralWriteBack {
    let path: String
    /// The text that was compiled, and its literals.
    let compiled: String
    let literals: [DesignLiteral]

    func write(_ value: Double, toLiteral index: Int) throws(LiteralWriteError) {
        guard literals.indices.contains(index) else { throw .noLiteral(index) }
        let literal = literals[index]
        guard let replacement = LiteralWriteBack.text(for: value, replacing: literal) else { throw .badValue(value) }
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        guard let disk = LiteralWriteBack.readAll(fd) else { throw .unreadable(file: path, reason: String(cString: strerror(errno))) }
        guard let bytes = place(of: literal, in: disk) else { throw .changed(file: path) }
        var text = replacement
        // A negative value after an operator (`a-5`, `0...5`) would make one operator of both (`a--7`).
        if text.hasPrefix("-"), bytes.lowerBound > 0, SwiftNumberSyntax.isOperatorByte(disk[bytes.lowerBound - 1]) {
            text = "(" + text + ")"
        }
        var changed = Array(disk[..<bytes.lowerBound])
        changed += Array(text.utf8)
        changed += disk[bytes.upperBound...]
        try writeInPlace(fd, old: disk, new: changed, from: bytes.lowerBound)
    }

    /// The value as the literal's kind writes it: rounded for an integer literal, with a decimal point
    /// or an exponent for a float one; nil for a value it cannot hold.
    static func text(for value: Double, replacing literal: DesignLiteral) -> String? {
        guard value.isFinite else { return nil }
        guard literal.isInteger else { return "\(value)" }
        let rounded = value.rounded()
        guard abs(rounded) < 9.2e18 else { return nil }
        return String(Int(rounded))
    }

    /// The literal's bytes in the file as it is on disk: where they were compiled when the file is the
    /// compiled text, else where the same literal is when nothing but literals' digits changed.
    private func place(of literal: DesignLiteral, in disk: [UInt8]) -> Range<Int>? {
        let compiledBytes = Array(compiled.utf8)
        if disk == compiledBytes { return literal.bytes }
        guard let text = String(validating: disk, as: UTF8.self) else { return nil }
        let now = SwiftLiteralScanner(text).literals
        guard now.count == literals.count, now[literal.index].text == literal.text else { return nil }
        var compiledAt = 0, diskAt = 0
        for (then, current) in zip(literals, now) {
            guard compiledBytes[compiledAt..<then.bytes.lowerBound].elementsEqual(disk[diskAt..<current.bytes.lowerBound]) else { return nil }
            (compiledAt, diskAt) = (then.bytes.upperBound, current.bytes.upperBound)
        }
        guard compiledBytes[compiledAt...].elementsEqual(disk[diskAt...]) else { return nil }
        return now[literal.index].bytes
    }

    private func writeInPlace(_ fd: Int32, old: [UInt8], new: [UInt8], from start: Int) throws(LiteralWriteError) {
        if new.count > old.count {
            let status = posix_fallocate(fd, 0, off_t(new.count))
            if status != 0, status != EOPNOTSUPP, status != EINVAL {
                throw .unwritable(file: path, reason: String(cString: strerror(status)), restored: true, copy: nil)
            }
        }
        if !LiteralWriteBack.writeAll(fd, new, from: start) || ftruncate(fd, off_t(new.count)) != 0 || fsync(fd) != 0 {
            let reason = String(cString: strerror(errno))
            if LiteralWriteBack.writeAll(fd, old, from: start), ftruncate(fd, off_t(old.count)) == 0 {
                throw .unwritable(file: path, reason: reason, restored: true, copy: nil)
            }
            // Beside the file, as a new file only (never a name someone prepared, nor through a link).
            let copy = path + ".sandglass-\(getpid())"
            throw .unwritable(file: path, reason: reason, restored: false,
                              copy: LiteralWriteBack.writeNew(old, to: copy) ? copy : nil)
        }
        // An editor that saves by renaming may have put a new file at the path meanwhile: then the
        // write went to the old file, which no one sees, and the editor's save stands.
        var written = stat(), named = stat()
        if fstat(fd, &written) == 0, stat(path, &named) == 0, written.st_ino != named.st_ino || written.st_dev != named.st_dev {
            throw .replaced(file: path)
        }
    }

    /// Writes `bytes` to a file that did not exist (mode 0600); false when it cannot.
    private static func writeNew(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return writeAll(fd, bytes, from: 0)
    }

    private static func readAll(_ fd: Int32) -> [UInt8]? {
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// Writes `bytes[start...]` at offset `start`.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], from start: Int) -> Bool {
        var at = start
        while at < bytes.count {
            let count = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress! + at, $0.count - at, off_t(at)) }
            if count < 0 { if errno == EINTR { continue }; return false }
            at += count
        }
        return true
    }
}
