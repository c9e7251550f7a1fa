import Foundation
import Sandglass
@testable import SandglassHeadless
@testable import SandglassPreview
import SandglassSystem
import XCTest

/// `FFmpegSink` against stand-in ffmpeg programs (shell scripts with ffmpeg's contract: raw frames on
/// standard input, the output file its last argument), so that each misbehaviour is exact and quick.
/// Each case: the one line, nothing left in the folder, no ffmpeg left running.
final class FFmpegSinkTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-ffmpeg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A stand-in ffmpeg running `body` (sh); it writes its pid to `ffmpeg.pid` first. `$out` is the
    /// output path ffmpeg was given.
    private func ffmpeg(_ body: String) throws -> String {
        let path = folder + "/ffmpeg"
        let script = "#!/bin/sh\nfor out; do :; done\necho $$ > \(folder)/ffmpeg.pid\n\(body)\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        chmod(path, 0o755)
        return path
    }

    private func sink(_ ffmpeg: String, stallTimeout: TimeInterval = FFmpegSink.defaultStallTimeout,
                      name: String = "movie.gif") throws -> FFmpegSink {
        try FFmpegSink(path: folder + "/" + name, width: 100, height: 100, fps: 30, gif: name.hasSuffix(".gif"), protecting: InputFiles(),
                       ffmpeg: ffmpeg, stallTimeout: stallTimeout)
    }

    /// A stand-in's body that writes a whole GIF: its signature, the frames it reads, its trailer byte.
    private let wholeGIF = "{ printf 'GIF89a'; cat; printf ';'; } > \"$out\""

    private let frame = PixelBuffer(width: 100, height: 100, fill: RGBA8(255, 0, 0, 255))

    /// The stand-in's pid is gone (or a zombie) within a second.
    private func assertFFmpegGone(file: StaticString = #filePath, line: UInt = #line) throws {
        let pid = pid_t(try String(contentsOfFile: folder + "/ffmpeg.pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))!
        let deadline = Date().addingTimeInterval(1)
        while InterruptCleanup.isRunning(pid), Date() < deadline { usleep(10000) }
        XCTAssertFalse(InterruptCleanup.isRunning(pid), "ffmpeg \(pid) still runs", file: file, line: line)
    }

    /// Runs `body` on another thread, failing (instead of hanging the suite) when it takes over 30 s.
    private func withinTimeLimit(_ body: @escaping () -> Void) {
        let done = expectation(description: "finished")
        nonisolated(unsafe) let body = body
        Thread.detachNewThread {
            body()
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }

    /// The contract every case relies on: frames in, the file appears whole under its name, nothing else.
    func testFramesBecomeTheOutputAndNothingElseIsLeft() throws {
        let sink = try sink(try ffmpeg(wholeGIF))
        for _ in 0..<3 { try sink.append(frame) }
        try sink.finish()
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/movie.gif")?.count, 6 + 3 * 100 * 100 * 4 + 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["ffmpeg", "ffmpeg.pid", "movie.gif"])
    }

    /// ffmpeg's stderr is drained as it comes: read only at the end, an ffmpeg that writes more than
    /// the pipe holds (64 KiB) blocks, and so does the tool, writing the frames it does not read.
    func testAChattyFFmpegCannotDeadlockIt() throws {
        let path = try ffmpeg("head -c 1000000 /dev/zero | tr '\\0' 'x' >&2\necho >&2\necho 'the last line' >&2\n" + wholeGIF)
        let sink = try sink(path), frame = frame
        nonisolated(unsafe) var result: Result<Void, ExportError> = .success(())
        withinTimeLimit {
            result = Result { () throws(ExportError) in
                for _ in 0..<20 { try sink.append(frame) }
                try sink.finish()
            }
        }
        XCTAssertNoThrow(try result.get())
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/movie.gif")?.count, 6 + 20 * 100 * 100 * 4 + 1)
    }

    /// An ffmpeg that stops reading must not hang the tool: it times out with one line.
    func testAnFFmpegThatStopsReadingTimesOutWithOneLine() throws {
        let sink = try sink(try ffmpeg("exec sleep 60"), stallTimeout: 1), frame = frame
        let started = Date()
        nonisolated(unsafe) var failure: ExportError?
        withinTimeLimit {
            do {
                for _ in 0..<100 { try sink.append(frame) }
            } catch { failure = error as? ExportError }
        }
        XCTAssertEqual(failure, .ffmpegStalled(seconds: 1))
        XCTAssertEqual(failure?.description, "ffmpeg took no input for 1 s; stopped it")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["ffmpeg", "ffmpeg.pid"])
        try assertFFmpegGone()
    }

    /// An ffmpeg that fails says why in its last line, whether the failure shows at a frame or at the end.
    func testAFailingFFmpegGivesItsLastLineAndLeavesNothing() throws {
        let sink = try sink(try ffmpeg("echo 'Unknown encoder' >&2\necho \"Unknown encoder 'libx264'\" >&2\nexit 3"))
        let failure: ExportError?
        do {
            for _ in 0..<40 { try sink.append(frame) }
            try sink.finish()
            failure = nil
        } catch { failure = error }
        XCTAssertEqual(failure, .ffmpegFailed(status: 3, detail: "Unknown encoder 'libx264'"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["ffmpeg", "ffmpeg.pid"])
        try assertFFmpegGone()
    }

    /// On a full disk ffmpeg says "No space left on device" and exits 0 with a few
    /// kilobytes no player opens. The good video already there is kept, and the line says why.
    func testAnMP4CutShortByAFullDiskKeepsTheOldFile() throws {
        let movie = folder + "/movie.mp4"
        let good = Data("a good video".utf8)
        try good.write(to: URL(fileURLWithPath: movie))
        // ftyp (16 bytes), then an mdat that claims 100000 bytes but has 8: cut off by the disk.
        let cut = "cat > /dev/null\nprintf '\\000\\000\\000\\020ftypisom\\000\\000\\002\\000\\000\\001\\206\\240mdat12345678' > \"$out\"\n"
            + "echo 'Error writing trailer of /dev/stdout: No space left on device' >&2\nexit 0"
        let sink = try sink(try ffmpeg(cut), name: "movie.mp4")
        let failure: ExportError?
        do {
            for _ in 0..<3 { try sink.append(frame) }
            try sink.finish()
            failure = nil
        } catch { failure = error }
        XCTAssertEqual(failure?.description, "\(movie): not written: ffmpeg's file is incomplete: the MP4 is cut short after 32 bytes "
                           + "(its 'mdat' box needs 100000 from 16) (ffmpeg: Error writing trailer of /dev/stdout: No space left on device); "
                           + "any file there before is unchanged")
        XCTAssertEqual(FileManager.default.contents(atPath: movie), good)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["ffmpeg", "ffmpeg.pid", "movie.mp4"])
        try assertFFmpegGone()
    }

    /// A whole MP4 (ftyp, moov, mdat tiling the file) replaces the old one; one without moov does not.
    func testAWholeMP4IsCommittedAndOneWithoutMoovIsNot() throws {
        let boxes = "printf '\\000\\000\\000\\010ftyp\\000\\000\\000\\010moov\\000\\000\\000\\014mdatdata'"
        let whole = try sink(try ffmpeg("cat > /dev/null\n\(boxes) > \"$out\""), name: "whole.mp4")
        try whole.append(frame)
        try whole.finish()
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/whole.mp4")?.count, 28)
        let noMoov = try sink(try ffmpeg("cat > /dev/null\nprintf '\\000\\000\\000\\010ftyp\\000\\000\\000\\010mdat' > \"$out\""),
                              name: "nomoov.mp4")
        try noMoov.append(frame)
        XCTAssertThrowsError(try noMoov.finish()) {
            XCTAssertEqual("\($0)", "\(self.folder)/nomoov.mp4: not written: ffmpeg's file is incomplete: the MP4 has no 'moov' box "
                               + "(16 bytes written); any file there before is unchanged")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/nomoov.mp4"))
    }

    /// A GIF without its trailer byte is cut short.
    func testAGIFWithoutItsTrailerIsRefused() throws {
        let sink = try sink(try ffmpeg("{ printf 'GIF89a'; cat; } > \"$out\""))
        try sink.append(frame)
        XCTAssertThrowsError(try sink.finish()) {
            XCTAssertEqual("\($0)", "\(self.folder)/movie.gif: not written: ffmpeg's file is incomplete: the GIF ends without its trailer "
                               + "(cut short after 40006 bytes); any file there before is unchanged")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).sorted(), ["ffmpeg", "ffmpeg.pid"])
    }
}
