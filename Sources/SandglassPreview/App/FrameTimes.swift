import Foundation
import Sandglass
import SandglassSystem

/// How long the preview's drawn frames took (milliseconds): the whole frame, the panels (building
/// them and submitting their draws), and the part of that spent building them (the rest is ImGui's
/// GL draw submission).
struct FrameTimes {
    var frames: [Double] = []
    var panels: [Double] = []
    var panelBuilds: [Double] = []

    /// The last 60 frames' frame and panel times.
    var recent: (frame: FrameStatistics, panels: FrameStatistics) {
        (FrameStatistics(samples: Array(frames.suffix(60))), FrameStatistics(samples: Array(panels.suffix(60))))
    }

    /// Frames per second over the last 60 frames.
    var fps: Double {
        let median = recent.frame.median
        return median > 0 ? 1000 / median : 0
    }

    /// One line for `--frames N`: the frame and panel times, past the first 20 frames (start-up).
    func summary(frames count: Int) -> String {
        let skip = min(20, frames.count / 2)
        let stats = FrameStatistics(samples: Array(frames.dropFirst(skip)))
        let ui = FrameStatistics(samples: Array(panels.dropFirst(skip)))
        let build = FrameStatistics(samples: Array(panelBuilds.dropFirst(skip)))
        return String(format: "%d frames: median %.2f ms (%.1f fps), p99 %.2f ms; panels %.3f ms median (build %.3f), %.3f ms p99",
                      count, stats.median, stats.median > 0 ? 1000 / stats.median : 0, stats.p99, ui.median,
                      build.median, ui.p99)
    }
}
