import Foundation
import SandglassRender

/// Why an export failed; one line each.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    case ffmpegMissing(output: String)
    case ffmpegFailed(status: Int32, detail: String)
    /// ffmpeg took no byte of a frame for `seconds`; it was stopped.
    case ffmpegStalled(seconds: Double)
    case unwritable(path: String, reason: String)
    case unsupportedFormat(path: String)
    /// The output was refused before anything was written (an input of the run, a FIFO...): exit 2.
    case refused(OutputRefusal)

    public var description: String {
        switch self {
        case .ffmpegMissing(let o):
            return "\(o): GIF and MP4 need the ffmpeg program (apt-get install ffmpeg); a folder gets PNG frames without it"
        case .ffmpegFailed(let s, let d): return "ffmpeg failed (exit \(s)): \(d)"
        case .ffmpegStalled(let s): return "ffmpeg took no input for \(String(format: "%g", s)) s; stopped it"
        case .unwritable(let p, let r): return "\(p): cannot write: \(r)"
        case .unsupportedFormat(let p): return "\(p): unknown output type (use .gif, .mp4, or a folder)"
        case .refused(let refusal): return refusal.description
        }
    }
}
