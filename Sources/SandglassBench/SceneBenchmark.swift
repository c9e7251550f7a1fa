import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassSystem

/// Per-frame timings of a scene rendered headless at t = start + frame / 60, split as docs/architecture.md §9
/// describes: evaluate (play to t, presentation copy, render tree), tessellate, plan (strategies and
/// draw list), encode (the backend side of `render`: uniforms, uploads, draw calls), gpu (glFinish),
/// and total; with draw calls and vertices.
public struct SceneBenchmark {
    public struct Result: Sendable {
        public var evaluate: FrameStatistics
        public var tessellate: FrameStatistics
        /// Planning less tessellation: strategies and the draw list (Sandglass's own CPU work).
        public var plan: FrameStatistics
        /// The backend: uploads and GL calls (mostly the driver's CPU work on llvmpipe).
        public var encode: FrameStatistics
        /// The calling thread's CPU time in `encode`: the rest of it is waiting (llvmpipe's draw calls
        /// wait when its rasterizer threads fall behind).
        public var encodeCPU: FrameStatistics
        public var gpu: FrameStatistics
        public var total: FrameStatistics
        public var floor: FrameStatistics
        /// The last frame's fill-rate floor (its covered pixels times a constant-colour pixel's cost).
        public var fillFloor: FillRateFloor
        /// Median share of the target a frame redrew (1 unless redrawing only the damage).
        public var redrawnFraction: Double
        public var drawCalls: Int
        public var vertices: Int
        /// Analytic arcs (one instance each) and the vertices their shader built, last frame.
        public var arcInstances: Int
        public var arcVertices: Int
        /// Offscreen targets (groups, masks, shadow passes) of the last frame: on llvmpipe each is a flush.
        public var offscreenTargets: Int
        /// Textures made and uploaded over all measured frames (images and text not drawn before).
        public var textureUploads: Int
        public var peakRSSMegabytes: Double
        /// Median heap allocations per measured frame (evaluate + render + finish, all threads), and of
        /// `render` alone; nil unless the allocation counter (scripts/malloc-count.c) is preloaded.
        public var allocationsPerFrame: Int?
        public var renderAllocationsPerFrame: Int?
        /// Sandglass's own allocations in a steady frame, apart from the driver's: evaluate (median of
        /// the measured frames) and planning the last frame again (no GL call runs in either).
        public var evaluateAllocationsPerFrame: Int?
        public var planAllocationsPerFrame: Int?
    }

    /// `sandglass_allocation_count` of a preloaded scripts/malloc-count.c, if any.
    static let allocationCounter: (@convention(c) () -> UInt)? = {
        guard let symbol = dlsym(nil, "sandglass_allocation_count") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> UInt).self)
    }()

    public static func run(_ scene: SceneDescriptor, parameters: ParameterValues, renderer: Renderer,
                           size: CGSize, frames: Int, warmup: Int = 20, start: Double = 0,
                           redrawingOnlyDamage: Bool = false, onFrameStep: (() -> Void)? = nil) -> Result {
        // The scene's rectangle and its overflow margin, a pixel a point.
        let canvas = scene.info.canvasSize(for: size)
        let target = RenderTarget(context: renderer.canvas.context, width: Int(canvas.width), height: Int(canvas.height))
        let floor = EmptyFrameBenchmark.measure(canvas: renderer.canvas, target: target, pointSize: canvas,
                                                warmup: warmup, frames: frames)
        let pixelCost = FillRateFloor.constantColourCost(canvas: renderer.canvas, target: target, pointSize: canvas)
        let runner = SceneRunner(scene, parameters: parameters, context: LayerRenderer(renderer: renderer))
        runner.onFrameStep = onFrameStep
        let source = FrameSource(runner, size: size)
        // Tessellation is timed shape by shape, for its column (an app's frame reads no clock per shape).
        renderer.planner.timesTessellation = true
        defer { renderer.planner.timesTessellation = false }
        var evaluate: [Double] = [], tessellate: [Double] = [], plan: [Double] = [], encode: [Double] = [], encodeCPU: [Double] = [], gpu: [Double] = [], total: [Double] = []
        var drawCalls = 0, vertices = 0, arcInstances = 0, arcVertices = 0, offscreenTargets = 0, textureUploads = 0
        var allocations: [Double] = [], renderAllocations: [Double] = [], evaluateAllocations: [Double] = []
        var redrawnShares: [Double] = []
        allocations.reserveCapacity(frames)
        renderAllocations.reserveCapacity(frames)
        evaluate.reserveCapacity(frames); tessellate.reserveCapacity(frames); encode.reserveCapacity(frames)
        gpu.reserveCapacity(frames); total.reserveCapacity(frames)
        let counter = allocationCounter
        for i in 0..<(warmup + frames) {
            let a0 = counter?() ?? 0
            let t0 = MonotonicClock.now()
            let tree = source.frame(at: start + Double(i) / 60).tree
            let t1 = MonotonicClock.now()
            let a1 = counter?() ?? 0
            let c1 = MonotonicClock.threadCPU()
            renderer.render(tree, into: target, redrawingOnlyDamage: redrawingOnlyDamage)
            let c2 = MonotonicClock.threadCPU()
            let redrawn = renderer.lastDamage.map { Double($0.width * $0.height) / Double(target.width * target.height) } ?? 1
            let t2 = MonotonicClock.now()
            renderer.canvas.finish()
            let t3 = MonotonicClock.now()
            let a2 = counter?() ?? 0
            guard i >= warmup else { continue }
            redrawnShares.append(redrawn)
            allocations.append(Double(a2 &- a0))
            renderAllocations.append(Double(a2 &- a1))
            evaluateAllocations.append(Double(a1 &- a0))
            let tess = renderer.lastFrame.tessellationSeconds
            evaluate.append((t1 - t0) * 1000)
            let planned = renderer.lastFrame.planSeconds
            tessellate.append(tess * 1000)
            plan.append((planned - tess) * 1000)
            encode.append((t2 - t1 - planned) * 1000)
            encodeCPU.append(max(0, c2 - c1 - planned) * 1000)
            gpu.append((t3 - t2) * 1000)
            total.append((t3 - t0) * 1000)
            drawCalls = renderer.lastFrame.drawCalls
            vertices = renderer.lastFrame.vertices
            (arcInstances, arcVertices) = (renderer.lastFrame.arcInstances, renderer.lastFrame.arcVertices)
            offscreenTargets = renderer.lastFrame.offscreenTargets
            textureUploads += renderer.lastFrame.textureUploads
        }
        let lastTree = source.frame(at: start + Double(warmup + frames - 1) / 60).tree
        renderer.planner.plan(lastTree, width: target.width, height: target.height)
        let p0 = counter?() ?? 0
        renderer.planner.plan(lastTree, width: target.width, height: target.height)
        let planAllocations = (counter?() ?? 0) &- p0
        let fillFloor = FillRateFloor(pixelsCovered: FillRateFloor.coveredPixels(renderer: renderer, tree: lastTree, target: target),
                                      nanosecondsPerPixel: pixelCost)
        return Result(evaluate: FrameStatistics(samples: evaluate), tessellate: FrameStatistics(samples: tessellate),
                      plan: FrameStatistics(samples: plan),
                      encode: FrameStatistics(samples: encode), encodeCPU: FrameStatistics(samples: encodeCPU), gpu: FrameStatistics(samples: gpu),
                      total: FrameStatistics(samples: total), floor: floor, fillFloor: fillFloor,
                      redrawnFraction: FrameStatistics(samples: redrawnShares).median, drawCalls: drawCalls, vertices: vertices,
                      arcInstances: arcInstances, arcVertices: arcVertices,
                      offscreenTargets: offscreenTargets, textureUploads: textureUploads, peakRSSMegabytes: peakRSS(),
                      allocationsPerFrame: counter == nil ? nil : Int(FrameStatistics(samples: allocations).median),
                      renderAllocationsPerFrame: counter == nil ? nil : Int(FrameStatistics(samples: renderAllocations).median),
                      evaluateAllocationsPerFrame: counter == nil ? nil : Int(FrameStatistics(samples: evaluateAllocations).median),
                      planAllocationsPerFrame: counter == nil ? nil : Int(planAllocations))
    }

    /// VmHWM from /proc/self/status, in MiB.
    static func peakRSS() -> Double { Double(ProcessStatus.kilobytes("VmHWM") ?? 0) / 1024 }
}
