import Foundation
import Sandglass

/// Writes to a helper process's input pipe without ever waiting forever: the pipe is non-blocking, and
/// a helper that takes no byte for `stallTimeout` seconds is given up on (an ffmpeg stuck on a full disk
/// or a lock would otherwise hang the tool with no word). Timed on `MonotonicClock`, so a wall-clock
/// step neither fires the timeout early nor holds it off.
struct PipeWriter {
    /// Why a write stopped.
    enum Failure: Error, Equatable {
        /// The helper closed its input or exited (EPIPE).
        case closed
        /// Nothing was taken for the whole timeout.
        case stalled
        case system(Int32)
    }

    let fd: Int32
    let stallTimeout: TimeInterval

    /// Makes `fd` non-blocking; it stays owned by the caller.
    init(fd: Int32, stallTimeout: TimeInterval) {
        (self.fd, self.stallTimeout) = (fd, stallTimeout)
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// SIGPIPE is held back in this thread while writing and, when the write raised it, taken off again:
    /// a helper that exits must give EPIPE (`.closed`), not kill the host (the tool ignores SIGPIPE, but
    /// not every host of this module does).
    func write(_ bytes: [UInt8]) throws(Failure) {
        var pipe = sigset_t(), saved = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipe, &saved)
        var failure: Failure?
        defer {
            if failure == .closed {
                var now = timespec()
                _ = sigtimedwait(&pipe, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &saved, nil)
        }
        bytes.withUnsafeBytes { raw in
            var offset = 0
            var lastProgress = MonotonicClock.now()
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 {
                    offset += n
                    lastProgress = MonotonicClock.now()
                    continue
                }
                let code = n < 0 ? errno : EIO
                if code == EINTR { continue }
                if code == EPIPE { failure = .closed; return }
                guard code == EAGAIN || code == EWOULDBLOCK else { failure = .system(code); return }
                let left = stallTimeout - (MonotonicClock.now() - lastProgress)
                guard left > 0 else { failure = .stalled; return }
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, Int32(min(left * 1000, 1000).rounded(.up)))
            }
        }
        if let failure { throw failure }
    }
}
