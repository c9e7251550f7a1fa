import Foundation
import SandglassHeadless
import Sandglass

/// What the scrub track's ruler counts in: seconds, or a Lottie file's own frames (its frame numbers,
/// from its first frame, at its frame rate), and the tick steps it may use, in those units.
///
/// The widget picks the smallest step that keeps labels apart; a value `v` on the ruler sits at scene
/// time `(v - offset) / scale`. Frames step by whole frames only (1, 2, 5, 10, 20, 50 …), so a tick is
/// always on a frame the file has.
struct TimelineRuler: Equatable {
    /// Ruler units per scene second: 1 for seconds, the frame rate for frames.
    let scale: Double
    /// The ruler's value at scene time 0: 0 for seconds, the first frame for frames.
    let offset: Double
    /// Tick steps in ruler units, ascending.
    let steps: [Double]

    init(frames: SceneFrames?) {
        if let frames, frames.frameRate.isFinite, frames.frameRate > 0 {
            (scale, offset) = (frames.frameRate, frames.firstFrame)
            steps = Self.decades(from: 0, through: 7)
        } else {
            (scale, offset) = (1, 0)
            steps = Self.decades(from: -3, through: 4)
        }
    }

    /// 1, 2 and 5 times each power of ten from 10^`low` to 10^`high`.
    private static func decades(from low: Int, through high: Int) -> [Double] {
        (low...high).flatMap { power in [1.0, 2, 5].map { $0 * pow(10, Double(power)) } }
    }

    /// The ruler's value at scene time `time`.
    func value(atTime time: Double) -> Double { offset + time * scale }

    /// The smallest step at least `minimum` ruler units (the largest there is when none is).
    func step(atLeast minimum: Double) -> Double {
        steps.first { $0 >= minimum } ?? steps[steps.count - 1]
    }
}
