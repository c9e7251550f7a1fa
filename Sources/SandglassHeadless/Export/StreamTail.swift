import Foundation

/// The end of what a helper process writes to a pipe, read all the time on a thread of its own.
///
/// A chatty ffmpeg whose stderr nobody reads fills the pipe (64 KiB) and blocks in its write, while
/// the tool blocks writing frames to ffmpeg's input: both wait forever. Reading as it comes ends that;
/// only the last `limit` bytes are kept, for the message of a failure.
final class StreamTail: @unchecked Sendable {
    private let limit: Int
    private var bytes: [UInt8] = []
    private let lock = NSLock()
    private let ended = DispatchSemaphore(value: 0)

    /// Starts reading `fd` until its end (the writer closed it); the caller keeps `fd` open until then.
    init(reading fd: Int32, limit: Int = 8192) {
        self.limit = limit
        Thread.detachNewThread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                lock.withLock {
                    bytes.append(contentsOf: chunk[0..<n])
                    if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
                }
            }
            ended.signal()
        }
    }

    /// The last non-empty line read, after the pipe has ended (waiting at most `wait` seconds for that).
    func lastLine(wait: TimeInterval = 2) -> String? {
        _ = ended.wait(timeout: .now() + wait)
        ended.signal()   // later calls do not wait again
        let text = lock.withLock { String(decoding: bytes, as: UTF8.self) }
        return text.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
    }
}
