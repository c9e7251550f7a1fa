import Foundation
import Sandglass
import SandglassSystem

/// Why an export failed; one line each.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    case ffmpegMissing(output: String)
    case ffmpegFailed(status: Int32, detail: String)
    /// ffmpeg took no byte of a frame for `seconds`; it was stopped.
    case ffmpegStalled(seconds: Double)
    case unwritable(path: String, reason: String)
    /// ffmpeg exited 0 but its file is not whole (a full disk): nothing replaced.
    case incompleteOutput(path: String, problem: String, ffmpegSaid: String?)
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
        case .incompleteOutput(let p, let problem, let said):
            return "\(p): not written: ffmpeg's file is incomplete: \(problem)" + (said.map { " (ffmpeg: \($0))" } ?? "")
                + "; any file there before is unchanged"
        case .unsupportedFormat(let p): return "\(p): unknown output type (use .gif, .mp4, or a folder)"
        case .refused(let refusal): return refusal.description
        }
    }
}
