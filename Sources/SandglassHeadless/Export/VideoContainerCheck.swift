import Foundation

/// Checks that the file ffmpeg wrote is whole before it takes the output's name: ffmpeg can print "No
/// space left on device" and still exit 0, leaving a few kilobytes no player opens in place of a good
/// video. A GIF must start with its signature and end with its trailer byte (0x3B); an MP4's top-level
/// boxes must tile the file exactly and include `ftyp`, `moov` and `mdat`.
enum VideoContainerCheck {
    /// What is wrong with the file open at `fd` (read with `pread`, so its offset is left alone), nil
    /// when it is whole.
    static func problem(fd: Int32, gif: Bool) -> String? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return "it could not be read back: \(String(cString: strerror(errno)))" }
        let size = Int(info.st_size)
        guard size > 0 else { return "it is empty" }
        return gif ? gifProblem(fd: fd, size: size) : mp4Problem(fd: fd, size: size)
    }

    private static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
        return n == count ? bytes : nil
    }

    private static func gifProblem(fd: Int32, size: Int) -> String? {
        guard size >= 14, let head = read(fd, at: 0, count: 6), head == Array("GIF89a".utf8) || head == Array("GIF87a".utf8) else {
            return "it does not start as a GIF"
        }
        guard read(fd, at: size - 1, count: 1) == [0x3B] else { return "the GIF ends without its trailer (cut short after \(size) bytes)" }
        return nil
    }

    private static func mp4Problem(fd: Int32, size: Int) -> String? {
        var offset = 0
        var seen: Set<String> = []
        while offset < size {
            guard offset + 8 <= size, let header = read(fd, at: offset, count: 8) else {
                return "the MP4 is cut short after \(size) bytes (a box header at \(offset) is incomplete)"
            }
            var boxSize = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: header[4..<8], as: UTF8.self)
            if boxSize == 1 {
                guard let large = read(fd, at: offset + 8, count: 8) else { return "the MP4 is cut short after \(size) bytes" }
                boxSize = large.reduce(0) { $0 << 8 | Int($1) }
            } else if boxSize == 0 {
                boxSize = size - offset   // the last box runs to the end
            }
            guard boxSize >= 8, boxSize <= size - offset else {
                return "the MP4 is cut short after \(size) bytes (its '\(type)' box needs \(boxSize) from \(offset))"
            }
            seen.insert(type)
            offset += boxSize
        }
        for needed in ["ftyp", "moov", "mdat"] where !seen.contains(needed) {
            return "the MP4 has no '\(needed)' box (\(size) bytes written)"
        }
        return nil
    }
}
