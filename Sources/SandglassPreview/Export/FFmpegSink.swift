import Foundation
import SandglassRender

/// GIF (one-pass palette) or H.264 MP4 through ffmpeg, written to a temporary file and renamed.
final class FFmpegSink: FrameSink {
    let path: String
    private let output: OutputFile
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()

    init(path: String, width: Int, height: Int, fps: Double, gif: Bool, protecting inputs: InputFiles) throws(ExportError) {
        guard let ffmpeg = FrameSinks.ffmpeg() else { throw .ffmpegMissing(output: path) }
        self.path = path
        let url = URL(fileURLWithPath: path)
        do { output = try OutputFile(path, protecting: inputs, temporaryExtension: "." + url.pathExtension) } catch {
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
        do { try output.reserve() } catch { throw .unwritable(path: path, reason: error.reason) }
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
        args.append(output.temporary)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            output.discard()
            throw .ffmpegFailed(status: -1, detail: "\(error)")
        }
    }

    func append(_ frame: PixelBuffer) throws(ExportError) {
        // Frames are opaque in practice; premultiplied equals straight there.
        do { try input.fileHandleForWriting.write(contentsOf: Data(frame.bytes)) } catch {
            process.waitUntilExit()
            output.discard()
            throw .ffmpegFailed(status: process.terminationStatus, detail: lastErrorLine() ?? "ffmpeg stopped reading")
        }
    }

    private func lastErrorLine() -> String? {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").last.map(String.init)
    }

    func finish() throws(ExportError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            output.discard()
            throw .ffmpegFailed(status: process.terminationStatus, detail: lastErrorLine() ?? "")
        }
        do { try output.commit() } catch { throw .unwritable(path: path, reason: error.reason) }
    }
}
