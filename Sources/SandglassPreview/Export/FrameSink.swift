import Foundation
import SandglassRender

/// Where `sandglass record` sends frames: a folder of PNGs, or an animated GIF / MP4 encoded by the
/// ffmpeg program (Debian's `ffmpeg` package), fed raw RGBA frames on its standard input.
public protocol FrameSink {
    func append(_ frame: PixelBuffer) throws(ExportError)
    /// Finishes the output; the file appears (atomically) only when this succeeds.
    func finish() throws(ExportError)
}

/// Why an export failed; one line each.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    case ffmpegMissing(output: String)
    case ffmpegFailed(status: Int32, detail: String)
    case unwritable(path: String, reason: String)
    case unsupportedFormat(path: String)

    public var description: String {
        switch self {
        case .ffmpegMissing(let o):
            return "\(o): GIF and MP4 need the ffmpeg program (apt-get install ffmpeg); a folder gets PNG frames without it"
        case .ffmpegFailed(let s, let d): return "ffmpeg failed (exit \(s)): \(d)"
        case .unwritable(let p, let r): return "\(p): cannot write: \(r)"
        case .unsupportedFormat(let p): return "\(p): unknown output type (use .gif, .mp4, or a folder)"
        }
    }
}

/// Picks the sink for an output path: `.gif`, `.mp4`, or anything else is a folder of PNG frames.
public enum FrameSinks {
    public static func make(path: String, width: Int, height: Int, fps: Double) throws(ExportError) -> FrameSink {
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "gif", "mp4": return try FFmpegSink(path: path, width: width, height: height, fps: fps, gif: ext == "gif")
        case "": return try PNGFolderSink(path: path)
        default: throw .unsupportedFormat(path: path)
        }
    }

    /// The ffmpeg executable on PATH, if any.
    static func ffmpeg() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// PNG frames `frame-00001.png`, ... in a folder (created when missing).
final class PNGFolderSink: FrameSink {
    let path: String
    private var index = 0

    init(path: String) throws(ExportError) {
        self.path = path
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .unwritable(path: path, reason: "cannot create the folder")
        }
    }

    func append(_ frame: PixelBuffer) throws(ExportError) {
        index += 1
        let file = "\(path)/frame-\(String(format: "%05d", index)).png"
        do { try PNGCodec.write(frame, to: file) } catch {
            guard case .unwritable(_, let reason) = error else { throw .unwritable(path: file, reason: error.description) }
            throw .unwritable(path: file, reason: reason)
        }
    }

    func finish() throws(ExportError) {}
}

/// GIF (one-pass palette) or H.264 MP4 through ffmpeg, written to a temporary file and renamed.
final class FFmpegSink: FrameSink {
    let path: String
    private let temporary: String
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()

    init(path: String, width: Int, height: Int, fps: Double, gif: Bool) throws(ExportError) {
        guard let ffmpeg = FrameSinks.ffmpeg() else { throw .ffmpegMissing(output: path) }
        self.path = path
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unwritable(path: path, reason: "no folder \(folder)")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw .unwritable(path: path, reason: "folder \(folder) is not writable")
        }
        temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp.\(url.pathExtension)").path
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
        args.append(temporary)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw .ffmpegFailed(status: -1, detail: "\(error)") }
    }

    func append(_ frame: PixelBuffer) throws(ExportError) {
        // Frames are opaque in practice; premultiplied equals straight there.
        do { try input.fileHandleForWriting.write(contentsOf: Data(frame.bytes)) } catch {
            process.waitUntilExit()
            unlink(temporary)
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
            unlink(temporary)
            throw .ffmpegFailed(status: process.terminationStatus, detail: lastErrorLine() ?? "")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
