import Foundation
import Sandglass
import SandglassSystem

/// Sandglass's own CPU per frame with nothing drawn: evaluate (play to t, presentation copy, render
/// tree), tessellate and plan, at t = start + frame / 60, as `SceneBenchmark` splits them. This is what
/// a frame costs the CPU once a real GPU draws it (the own-CPU budget for 10,000 arcs in docs/performance.md).
///
/// `SceneBenchmark` measures the same steps between GL frames. On llvmpipe those frames keep every
/// core's caches full of the rasterizer's data, and a slow draw can still be finishing on other
/// threads, so its evaluate and plan figures carry the software GPU's noise; here no GL call runs.
///
/// Splitting tessellation from planning reads the clock twice a shape, which an app's frame does not
/// (`FramePlanner.timesTessellation`, about 0.8 ms at 10,000 layers). So the measured frames take
/// turns: the even ones are planned as an app plans them and give evaluate and the total, the odd
/// ones time each shape and give tessellate and plan (a single measured frame gives all four).
public struct OwnCPUBenchmark {
    public struct Result: Sendable {
        public var evaluate: FrameStatistics
        public var tessellate: FrameStatistics
        /// Planning less tessellation: strategies and the draw list.
        public var plan: FrameStatistics
        /// evaluate + tessellate + plan, frame by frame, on the frames not split.
        public var total: FrameStatistics
        /// The last frame's draw commands and analytic arc instances.
        public var drawCommands: Int
        public var arcInstances: Int
        /// Median heap allocations of a measured frame; nil unless scripts/malloc-count.c is preloaded.
        public var allocationsPerFrame: Int?
        public var peakRSSMegabytes: Double
    }

    /// `context` serves a scene that renders layers into images while it builds (`SceneContext`).
    public static func run(_ scene: SceneDescriptor, parameters: ParameterValues, context: SceneContext, size: CGSize,
                           frames: Int, warmup: Int = 20, start: Double = 0,
                           onFrameStep: (() -> Void)? = nil) -> Result {
        // The scene's rectangle and its overflow margin, a pixel a point (as SceneBenchmark's target).
        let canvas = scene.info.canvasSize(for: size)
        let (width, height) = (Int(canvas.width), Int(canvas.height))
        let runner = SceneRunner(scene, parameters: parameters, context: context)
        runner.onFrameStep = onFrameStep
        let source = FrameSource(runner, size: size)
        let planner = FramePlanner()
        let counter = SceneBenchmark.allocationCounter
        var evaluate: [Double] = [], tessellate: [Double] = [], plan: [Double] = [], total: [Double] = []
        var allocations: [Double] = []
        evaluate.reserveCapacity(frames); tessellate.reserveCapacity(frames); plan.reserveCapacity(frames)
        total.reserveCapacity(frames); allocations.reserveCapacity(frames)
        for i in 0..<(warmup + frames) {
            let measured = i - warmup
            let splits = frames == 1 || measured % 2 != 0
            planner.timesTessellation = splits
            let a0 = counter?() ?? 0
            let t0 = MonotonicClock.now()
            let tree = source.frame(at: start + Double(i) / 60).tree
            let t1 = MonotonicClock.now()
            planner.plan(tree, width: width, height: height)
            let t2 = MonotonicClock.now()
            let a1 = counter?() ?? 0
            guard i >= warmup else { continue }
            if splits {
                let tess = planner.geometry.tessellationSeconds
                tessellate.append(tess * 1000)
                plan.append((t2 - t1 - tess) * 1000)
            }
            if !splits || frames == 1 {
                evaluate.append((t1 - t0) * 1000)
                total.append((t2 - t0) * 1000)
            }
            allocations.append(Double(a1 &- a0))
        }
        return Result(evaluate: FrameStatistics(samples: evaluate), tessellate: FrameStatistics(samples: tessellate),
                      plan: FrameStatistics(samples: plan), total: FrameStatistics(samples: total),
                      drawCommands: planner.commands.count, arcInstances: planner.geometry.arcs.instances.count,
                      allocationsPerFrame: counter == nil ? nil : Int(FrameStatistics(samples: allocations).median),
                      peakRSSMegabytes: SceneBenchmark.peakRSS())
    }
}
