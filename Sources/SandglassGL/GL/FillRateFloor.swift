import Foundation
import QuartzCore
import SandglassSystem

/// A frame's fill-rate floor: the pixels its draws cover (overlaps counted, stencil passes and group
/// composites included) times what one pixel of a constant-colour shader costs on this machine,
/// measured in the same run. No way of drawing the frame's own coverage can be cheaper, so
/// `gpu / milliseconds` says how much of the frame is overhead beyond filling pixels.
public struct FillRateFloor: Sendable {
    /// Pixels the frame's draws cover, each draw counted (an occlusion query over the whole frame).
    public var pixelsCovered: Int
    /// Nanoseconds per pixel of blended constant-colour quads covering the target (batch program).
    public var nanosecondsPerPixel: Double

    public var milliseconds: Double { Double(pixelsCovered) * nanosecondsPerPixel / 1e6 }

    package init(pixelsCovered: Int, nanosecondsPerPixel: Double) {
        (self.pixelsCovered, self.nanosecondsPerPixel) = (pixelsCovered, nanosecondsPerPixel)
    }

    /// The cost of one pixel: rounds of `quads` blended full-target quads drawn by the batch program
    /// (colour per vertex, nothing else: the cheapest shader the renderer has) in one draw call, less
    /// the empty frame, per pixel drawn; the median of `rounds`.
    package static func constantColourCost(canvas: Canvas, target: RenderTarget, pointSize: CGSize,
                                   quads: Int = 16, rounds: Int = 15) -> Double {
        let color = Premultiplied(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)).packed(times: 1)
        let (w, h) = (Float(pointSize.width), Float(pointSize.height))
        let corners = [BatchVertex(x: 0, y: 0, coverage: 1, color: color), BatchVertex(x: w, y: 0, coverage: 1, color: color),
                       BatchVertex(x: 0, y: h, coverage: 1, color: color), BatchVertex(x: w, y: h, coverage: 1, color: color)]
        let quad: [UInt32] = [0, 1, 2, 1, 3, 2]
        let indices: [UInt32] = (0..<quads).flatMap { _ in quad }
        var samples: [Double] = []
        for round in 0..<(rounds + 3) {
            let t0 = MonotonicClock.now()
            canvas.begin(target: target, pointSize: pointSize, clearColor: .black)
            canvas.finish()
            let t1 = MonotonicClock.now()
            canvas.begin(target: target, pointSize: pointSize, clearColor: .black)
            corners.withUnsafeBufferPointer { v in
                indices.withUnsafeBufferPointer { canvas.batchMeshes.upload(batch: v, indices: $0) }
            }
            canvas.appendBatch(first: 0, count: indices.count)
            canvas.finish()
            let t2 = MonotonicClock.now()
            guard round >= 3 else { continue }  // warm-up
            let pixels = Double(quads * target.width * target.height)
            samples.append(max(0, (t2 - t1) - (t1 - t0)) * 1e9 / pixels)
        }
        return FrameStatistics(samples: samples).median
    }

    /// Renders `tree` once with an occlusion query open: the pixels its draws cover.
    package static func coveredPixels(renderer: Renderer, tree: RenderTree, target: RenderTarget) -> Int {
        let query = SamplesPassedQuery(context: renderer.canvas.context)
        query.begin()
        renderer.render(tree, into: target)
        renderer.canvas.flushBatch()
        let samples = query.end()
        renderer.canvas.finish()
        return samples
    }
}
