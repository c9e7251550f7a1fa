import Foundation
import Sandglass
import SandglassSystem

/// GIF (one-pass palette) or H.264 MP4 through ffmpeg, written into an `OutputDraft` (its standard
/// output, opened again as `/dev/stdout`) that takes the output's name only when ffmpeg succeeded.
///
/// Nothing is left behind and nothing hangs when ffmpeg misbehaves: its stderr is read all
/// the time (`StreamTail`), so a chatty ffmpeg cannot block; a frame it takes no byte of for
/// `stallTimeout` seconds ends the run with one line (`PipeWriter`); while it runs, it and the temporary
/// file are registered with `InterruptCleanup` for the tool's signal handling. Started through
/// `setpriv --pdeathsig KILL` where there is one, ffmpeg dies with the tool even when the tool is
/// killed outright (SIGKILL), instead of running on as an orphan; its unnamed draft vanishes with it.
final class FFmpegSink: FrameSink {
    static let defaultStallTimeout: TimeInterval = 60

    let path: String
    let stallTimeout: TimeInterval
    private let gif: Bool
    private let output: OutputFile
    private let draft: OutputDraft
    private let process = Process()
    private let input = Pipe()
    private let writer: PipeWriter
    private let errors: StreamTail
    private let errorPipe = Pipe()

    init(path: String, width: Int, height: Int, fps: Double, gif: Bool, protecting inputs: InputFiles,
         ffmpeg: String, stallTimeout: TimeInterval = defaultStallTimeout) throws(ExportError) {
        (self.path, self.stallTimeout, self.gif) = (path, stallTimeout, gif)
        let url = URL(fileURLWithPath: path)
        do { output = try OutputFile(path, protecting: inputs) } catch {
            throw .refused(error)
        }
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unwritable(path: path, reason: "no folder \(folder)")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw .unwritable(path: path, reason: "folder \(folder) is not writable")
        }
        do { draft = try output.draft() } catch { throw .unwritable(path: path, reason: error.reason) }
        var args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                    "-s", "\(width)x\(height)", "-r", String(fps), "-i", "-"]
        if gif {
            args += ["-filter_complex", "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                     "-loop", "0"]
        } else {
            // Even sizes for yuv420p.
            args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
                     "-movflags", "+faststart"]
        }
        // The draft is ffmpeg's standard output; the muxer is named, as the path has no extension.
        args += ["-f", gif ? "gif" : "mp4", draft.writerPath]
        if let setpriv = FrameSinks.executable("setpriv") {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--pdeathsig", "KILL", "--", ffmpeg] + args
        } else {
            process.executableURL = URL(fileURLWithPath: ffmpeg)
            process.arguments = args
        }
        process.standardInput = input
        process.standardError = errorPipe
        process.standardOutput = FileHandle(fileDescriptor: draft.fd, closeOnDealloc: false)
        do { try process.run() } catch {
            draft.discard()
            throw .ffmpegFailed(status: -1, detail: "\(error)")
        }
        InterruptCleanup.shared.register(process: process.processIdentifier)
        // Only ffmpeg holds these ends now: its exit is the pipes' end (EPIPE for frames, EOF for errors).
        try? input.fileHandleForReading.close()
        try? errorPipe.fileHandleForWriting.close()
        writer = PipeWriter(fd: input.fileHandleForWriting.fileDescriptor, stallTimeout: stallTimeout)
        errors = StreamTail(reading: errorPipe.fileHandleForReading.fileDescriptor)
    }

    func append(_ frame: PixelBuffer) throws(ExportError) {
        // Frames are opaque in practice; premultiplied equals straight there.
        do { try writer.write(frame.bytes) } catch {
            switch error {
            case .stalled:
                stop()
                throw .ffmpegStalled(seconds: stallTimeout)
            case .closed, .system:
                let status = stop()
                throw .ffmpegFailed(status: status, detail: errors.lastLine() ?? "ffmpeg stopped reading")
            }
        }
    }

    func finish() throws(ExportError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        InterruptCleanup.shared.unregister(process: process.processIdentifier)
        guard process.terminationStatus == 0 else {
            draft.discard()
            throw .ffmpegFailed(status: process.terminationStatus, detail: errors.lastLine() ?? "")
        }
        // ffmpeg may say "No space left on device" and exit 0: what it wrote is checked before it
        // replaces anything, and the file already there is kept.
        if let problem = VideoContainerCheck.problem(fd: draft.fd, gif: gif) {
            draft.discard()
            throw .incompleteOutput(path: path, problem: problem, ffmpegSaid: errors.lastLine())
        }
        do { try output.commit(draft) } catch { throw .unwritable(path: path, reason: error.reason) }
    }

    /// Ends ffmpeg (SIGKILL when it still runs) and removes the temporary file; ffmpeg's exit status.
    @discardableResult
    private func stop() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        InterruptCleanup.shared.unregister(process: process.processIdentifier)
        draft.discard()
        return process.terminationStatus
    }
}
