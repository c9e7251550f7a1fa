import Foundation
import SandglassRender

/// Where `sandglass record` sends frames: a folder of PNGs, or an animated GIF / MP4 encoded by the
/// ffmpeg program (Debian's `ffmpeg` package), fed raw RGBA frames on its standard input.
public protocol FrameSink {
    func append(_ frame: PixelBuffer) throws(ExportError)
    /// Finishes the output; the file appears (atomically) only when this succeeds.
    func finish() throws(ExportError)
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
