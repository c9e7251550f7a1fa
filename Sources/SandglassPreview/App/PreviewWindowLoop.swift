import Foundation
import Sandglass
import SandglassRender

/// The preview's real-time loop: poll events, draw the frame offscreen, present it, swap (vsync).
public final class PreviewWindowLoop {
    let window: WindowHost
    let canvas: Canvas
    let target: RenderTarget
    let scene: SceneInfo
    let options: PreviewOptions
    /// Points of the scene shown per window point: small views (200 x 200) open zoomed so they are
    /// comfortable to look at, rendered crisply at the full framebuffer resolution.
    let zoom: CGFloat
    private(set) var frameTimes: [Double] = []

    public init(scene: SceneInfo, options: PreviewOptions) throws {
        let content = options.size ?? scene.naturalSize
        zoom = options.size == nil ? max(1, (480 / max(content.width, content.height)).rounded(.down)) : 1
        window = try WindowHost(title: "sandglass — \(scene.name)",
                                width: Int(content.width * zoom), height: Int(content.height * zoom))
        guard let shaders = ShaderDirectory.locate() else {
            throw PreviewError.shadersNotFound
        }
        canvas = try Canvas(context: window, shaderDirectory: shaders)
        let fb = window.framebufferSize
        target = RenderTarget(context: window, width: fb.width, height: fb.height)
        self.scene = scene
        self.options = options
    }

    /// Runs until the window is closed, Esc is pressed, or `frameLimit` frames were shown.
    /// Returns the frame-time samples in milliseconds.
    @discardableResult
    public func run() -> [Double] {
        var frame = 0
        var last = MonotonicClock.now()
        var titleUpdate = last
        while true {
            for event in window.drainEvents() {
                switch event {
                case .closeRequested, .key(.escape, _): return frameTimes
                default: break
                }
            }
            let fb = window.framebufferSize
            if fb.width > 0 && fb.height > 0 {
                target.resize(width: fb.width, height: fb.height)
                let points = CGSize(width: CGFloat(window.windowSize.width) / zoom,
                                    height: CGFloat(window.windowSize.height) / zoom)
                canvas.begin(target: target, pointSize: points, clearColor: scene.backgroundColor)
                target.present(toDefaultFramebufferWidth: fb.width, height: fb.height)
                window.swapBuffers()
            } else {
                usleep(16_000)  // minimised: nothing to draw
            }
            let now = MonotonicClock.now()
            frameTimes.append((now - last) * 1000)
            last = now
            if now - titleUpdate > 0.5 {
                let fps = 1000 / FrameStatistics(samples: Array(frameTimes.suffix(30))).median
                window.title = "sandglass — \(scene.name) — \(String(format: "%.0f", fps)) fps"
                titleUpdate = now
            }
            frame += 1
            if let limit = options.frameLimit, frame >= limit { return frameTimes }
        }
    }
}

/// Why the preview could not start.
public enum PreviewError: Error, CustomStringConvertible {
    case shadersNotFound

    public var description: String {
        switch self {
        case .shadersNotFound:
            return "cannot find the shaders/ folder (run from the checkout, or set SANDGLASS_SHADERS)"
        }
    }
}
