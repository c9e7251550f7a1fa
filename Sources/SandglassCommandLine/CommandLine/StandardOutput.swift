@preconcurrency import Glibc

/// Standard output written with write(2), every byte or an error. A full disk (`> /dev/full`), a closed
/// stdout (`>&-`) or a reader that went away ends the command with exit 1 and one line, never with a
/// truncated result and exit 0 (stdio's buffer hid the error, and nothing checked it).
package enum StandardOutput {
    /// Why standard output could not be written; the tool prints it and exits 1.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        let code: Int32
        package var description: String { "cannot write to standard output: \(String(cString: strerror(code)))" }
    }

    package static func write(_ text: String) throws(Failure) {
        var failure: Int32 = 0
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = Glibc.write(1, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { failure = n < 0 ? errno : EIO; return }
                offset += n
            }
        }
        if failure != 0 { throw Failure(code: failure) }
    }

    /// Keeps descriptors 0, 1 and 2 taken when the tool starts with one closed: otherwise the next file
    /// it opens (a PNG being written) would get that number, and output meant for stdout would land in
    /// it. A closed stdout or stderr becomes /dev/null opened for reading only, so that writing to it
    /// still fails (EBADF) as writing to the closed one would; a closed stdin, /dev/null for writing.
    package static func reserveClosedDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", (fd == 0 ? O_WRONLY : O_RDONLY))
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }
}
