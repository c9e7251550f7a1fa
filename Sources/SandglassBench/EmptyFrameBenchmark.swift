import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassSystem

/// The floor every frame budget is set against: clear a target of the given size and wait for the GL
/// to finish, nothing drawn. Warm-up frames are discarded.
public enum EmptyFrameBenchmark {
    public static func measure(canvas: Canvas, target: RenderTarget, pointSize: CGSize,
                               warmup: Int = 20, frames: Int = 200) -> FrameStatistics {
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for i in 0..<(warmup + frames) {
            let start = MonotonicClock.now()
            canvas.begin(target: target, pointSize: pointSize, clearColor: .black)
            canvas.finish()
            if i >= warmup { samples.append((MonotonicClock.now() - start) * 1000) }
        }
        return FrameStatistics(samples: samples)
    }
}
