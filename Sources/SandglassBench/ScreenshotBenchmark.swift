import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassSystem

/// What the preview's P key costs once the frame is drawn (the performance budget: 40 ms at 800 x 800):
/// the GPU readback (`RenderTarget.readPixels`) and the PNG file (`ScreenshotWriter`, through
/// `PNGCodec.write`: unpremultiply, encode, temporary file, rename), the same calls the window makes.
///
/// Run k draws the scene at t = k / 60 (untimed, finished on the GPU), then times the readback and the
/// write separately; the file is deleted after each run (untimed) so every run writes a fresh name.
/// `sandglass bench SCENE --screenshot` runs it.
public enum ScreenshotBenchmark {
    public struct Result: Sendable {
        public var readback: FrameStatistics
        /// Unpremultiply + PNG encode + temporary file + rename.
        public var encode: FrameStatistics
        /// Readback + encode of the same run.
        public var total: FrameStatistics
        /// Size of the last file written.
        public var pngBytes: Int
        /// Pixels per side of the screenshots.
        public var width: Int
        public var height: Int
    }

    /// `directory` receives the screenshots (created when missing); it must be writable.
    public static func run(_ scene: SceneDescriptor, parameters: ParameterValues, renderer: Renderer, size: CGSize,
                           directory: String, runs: Int, warmup: Int = 20,
                           onFrameStep: (() -> Void)? = nil) throws(PNGError) -> Result {
        // The scene's rectangle and its overflow margin, a pixel a point.
        let canvas = scene.info.canvasSize(for: size)
        let target = RenderTarget(context: renderer.canvas.context, width: Int(canvas.width), height: Int(canvas.height))
        let runner = SceneRunner(scene, parameters: parameters, context: LayerRenderer(renderer: renderer))
        runner.onFrameStep = onFrameStep
        let source = FrameSource(runner, size: size)
        let writer = ScreenshotWriter(directory: directory)
        var readback: [Double] = [], encode: [Double] = [], total: [Double] = []
        readback.reserveCapacity(runs); encode.reserveCapacity(runs); total.reserveCapacity(runs)
        var pngBytes = 0
        for k in 0..<(warmup + runs) {
            let frame = source.frame(at: Double(k) / 60)
            renderer.render(frame.tree, into: target)
            renderer.canvas.finish()
            let t0 = MonotonicClock.now()
            let pixels = target.readPixels()
            let t1 = MonotonicClock.now()
            let written = writer.write(pixels, scene: scene.info.name, time: frame.time, state: "presentation")
            let t2 = MonotonicClock.now()
            let path = try written.get()
            var info = stat()
            pngBytes = stat(path, &info) == 0 ? Int(info.st_size) : 0
            unlink(path)
            guard k >= warmup else { continue }
            readback.append((t1 - t0) * 1000)
            encode.append((t2 - t1) * 1000)
            total.append((t2 - t0) * 1000)
        }
        return Result(readback: FrameStatistics(samples: readback), encode: FrameStatistics(samples: encode),
                      total: FrameStatistics(samples: total), pngBytes: pngBytes, width: target.width, height: target.height)
    }
}
