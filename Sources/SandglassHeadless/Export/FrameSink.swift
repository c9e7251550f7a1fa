import Foundation
import Sandglass
import SandglassSystem

/// Where `sandglass record` sends frames: a folder of PNGs, or an animated GIF / MP4 encoded by the
/// ffmpeg program (Debian's `ffmpeg` package), fed raw RGBA frames on its standard input.
public protocol FrameSink {
    func append(_ frame: PixelBuffer) throws(ExportError)
    /// Finishes the output; the file appears (atomically) only when this succeeds.
    func finish() throws(ExportError)
}

/// Picks the sink for an output path: `.gif`, `.mp4`, or a path without an extension, a folder of PNG
/// frames.
public enum FrameSinks {
    /// What an output path asks for, by its extension.
    public enum Format: Equatable, Sendable {
        case gif, mp4, folder
    }

    /// The format `path` names, or nil for any other extension (`x.png`): a caller can refuse it as a
    /// usage mistake before it renders anything.
    public static func format(of path: String) -> Format? {
        switch (path as NSString).pathExtension.lowercased() {
        case "gif": return .gif
        case "mp4": return .mp4
        case "": return .folder
        default: return nil
        }
    }

    /// The sink for `path`; it never writes over one of `inputs` (see `OutputFile`).
    public static func make(path: String, width: Int, height: Int, fps: Double,
                            protecting inputs: InputFiles) throws(ExportError) -> FrameSink {
        switch format(of: path) {
        case .gif, .mp4:
            guard let ffmpeg = executable("ffmpeg") else { throw .ffmpegMissing(output: path) }
            return try FFmpegSink(path: path, width: width, height: height, fps: fps, gif: format(of: path) == .gif,
                                  protecting: inputs, ffmpeg: ffmpeg)
        case .folder: return try PNGFolderSink(path: path, protecting: inputs)
        case nil: throw .unsupportedFormat(path: path)
        }
    }

    /// The program `name` (ffmpeg, setpriv) on PATH, if any.
    static func executable(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
