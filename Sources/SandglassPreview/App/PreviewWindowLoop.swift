import Foundation
import Sandglass
import SandglassRender

/// The preview's real-time loop: poll events, feed the controller, play the scene to the clock's
/// time, draw it offscreen (letterboxed, crisp at the framebuffer's resolution), draw the HUD over it,
/// present, swap (vsync).
public final class PreviewWindowLoop {
    let window: WindowHost
    let renderer: Renderer
    let layers: LayerRenderer
    let target: RenderTarget
    let scenes: [SceneDescriptor]
    let options: PreviewOptions
    var controller: PreviewController
    /// The scene being shown; every frame, screenshot and reload goes through it.
    var source: FrameSource
    var runner: SceneRunner { source.runner }
    var params: ParamsSession
    let screenshots: ScreenshotWriter
    let hud = HUDOverlay()
    /// Opened at the first sound cue (most scenes have none); nil when muted or without a device.
    private lazy var sound: SoundPlayer? = {
        guard !options.muted else { return nil }
        let player = SoundPlayer()
        if player == nil { report("no audio device: scenes play without sound") }
        return player
    }()
    /// The scene file being watched (`options.sceneFile`) and its index in `scenes`.
    var sceneFile: (reload: SceneFileReload, index: Int)?
    /// Watches every file in shaders/ (stages and includes) so that an edited shader recompiles every
    /// program within a frame (the last good programs kept on error).
    let shaderWatcher: FileWatcher?
    private(set) var frameTimes: [Double] = []
    private var lastMessage = ""
    private var reportedGLError = false

    public init(scenes: [SceneDescriptor], initial: Int, options: PreviewOptions) throws {
        let scene = scenes[initial]
        let content = options.size ?? scene.info.canvasSize()
        let zoom = options.size == nil ? max(1, (480 / max(content.width, content.height)).rounded(.down)) : 1
        window = try WindowHost(title: "sandglass — \(scene.info.name)",
                                width: Int(content.width * zoom), height: Int(content.height * zoom))
        guard let shaders = ShaderDirectory.locate() else { throw PreviewError.shadersNotFound }
        renderer = try Renderer(context: window, shaderDirectory: shaders)
        layers = LayerRenderer(renderer: renderer)
        let fb = window.framebufferSize
        target = RenderTarget(context: window, width: fb.width, height: fb.height)
        shaderWatcher = try? FileWatcher(folders: ShaderDirectory.folders(under: shaders))
        self.scenes = scenes
        self.options = options
        params = ParamsSession(scene: scene, explicitFile: options.paramsFile)
        controller = PreviewController(sceneIndex: initial, sceneCount: scenes.count,
                                       parameterCount: scene.parameters.declarations.count, speed: options.speed)
        controller.setHUDVisible(options.showsHUD)
        source = FrameSource(SceneRunner(scene, parameters: params.values, context: layers))
        controller.timelineLength = CurvePlot.timelineLength(in: params.values)
        screenshots = ScreenshotWriter(directory: options.screenshotDirectory)
        report(params.status)
        report(watchSceneFile(index: initial))
    }

    /// Runs until the window is closed, Esc is pressed, or `frameLimit` frames were shown.
    /// Returns the frame-time samples in milliseconds.
    @discardableResult
    public func run() -> [Double] {
        var frame = 0
        var last = MonotonicClock.now()
        while true {
            for event in window.drainEvents() {
                switch event {
                case .closeRequested: return frameTimes
                case .key(let key, let mods):
                    for action in controller.handle(key, mods) where !perform(action) { return frameTimes }
                case .framebufferResized: break
                case .pointer(let p, _):
                    let height = Double(window.windowSize.height)
                    if controller.isHUDVisible && Double(p.y) >= height - HUDOverlay.timelineHeight {
                        controller.scrub(x: Double(p.x), width: Double(window.windowSize.width))
                    }
                }
            }
            if let reloaded = params.poll() {
                runner.rebuild(parameters: reloaded, keepingTime: true)
                controller.timelineLength = CurvePlot.timelineLength(in: reloaded)
                _ = controller.timeAfterReload()  // restarts the clock when "restart on reload" is on
            }
            if let status = params.takeStatusChange() { report(status) }
            if let status = pollSceneFile() { report(status) }
            let changedShaders = shaderWatcher?.poll() ?? []
            for notice in shaderWatcher?.takeNotices() ?? [] { report(notice) }
            if changedShaders.contains(where: ShaderDirectory.isShaderFile) {
                do {
                    try renderer.canvas.reloadShaders()
                    report("shaders reloaded")
                } catch {
                    report("\(error) (keeping the last good shaders)")
                }
            }
            let now = MonotonicClock.now()
            controller.tick(realSeconds: now - last)
            frameTimes.append((now - last) * 1000)
            last = now
            let previous = runner.time
            let shown = source.frame(at: controller.clock.time)
            playCues(from: previous, to: shown.time)
            drawFrame(shown)
            frame += 1
            if let limit = options.frameLimit, frame >= limit {
                let stats = FrameStatistics(samples: Array(frameTimes.dropFirst(min(20, frameTimes.count / 2))))
                report(String(format: "%d frames: median %.2f ms (%.1f fps), p99 %.2f ms", frame, stats.median,
                              stats.median > 0 ? 1000 / stats.median : 0, stats.p99))
                return frameTimes
            }
        }
    }

    private func drawFrame(_ frame: Frame) {
        let fb = window.framebufferSize
        guard fb.width > 0, fb.height > 0 else {
            usleep(16_000)  // minimised: nothing to draw
            return
        }
        target.resize(width: fb.width, height: fb.height)
        let info = runner.info
        let tree = Letterbox.fit(frame.tree, into: CGSize(width: fb.width, height: fb.height))
        // Without the HUD drawn over it, the target keeps the last frame: redraw only what changed.
        renderer.render(tree, into: target, redrawingOnlyDamage: !controller.isHUDVisible)
        let stats = FrameStatistics(samples: Array(frameTimes.suffix(60)))
        let windowPoints = CGSize(width: window.windowSize.width, height: window.windowSize.height)
        if controller.isHUDVisible {
            let overlay = hud.tree(size: windowPoints, controller: controller, info: info, params: params,
                                   frameMedianMs: stats.median, message: lastMessage)
            renderer.render(overlay, into: target, clear: false)
        }
        target.present(toDefaultFramebufferWidth: fb.width, height: fb.height)
        window.swapBuffers()
        if GLErrorCheck.isEnabled, !reportedGLError, let error = GLErrorCheck.takeError() {
            reportedGLError = true   // SANDGLASS_GL_CHECK=1: the first GL error of the run, on stderr
            report("GL error \(error) in the frame at t \(String(format: "%.3f", runner.time)) s")
        }
        let fps = stats.median > 0 ? 1000 / stats.median : 0
        window.title = "sandglass — \(info.name) — t \(String(format: "%.2f", runner.time)) s — \(String(format: "%.0f", fps)) fps"
    }

    /// Plays the scene's sound cues the playhead passed while playing (never on scrubs or steps).
    private func playCues(from previous: Double, to current: Double) {
        guard !options.muted else { return }
        let scrubbed = controller.clock.isPaused || current - previous > 0.25
        for cue in CueSchedule.crossed(runner.scene.soundCues, from: previous, to: current, scrubbed: scrubbed) {
            guard let sound else { return }
            if let problem = sound.play(ProjectFile.resolve(cue.file)) { report(problem) }
        }
    }

    /// Carries out one action; false means quit.
    private func perform(_ action: PreviewAction) -> Bool {
        switch action {
        case .quit:
            return false
        case .loadScene(let index):
            let scene = descriptor(at: index)
            let keepsFile = index == controller.sceneIndex && scene.info.name == runner.info.name
            show(scene, params: ParamsSession(scene: scene, explicitFile: keepsFile ? params.explicitFile : nil))
            report(params.status)
        case .screenshotPresentation, .screenshotModel:
            let isModel = action == .screenshotModel
            let info = runner.info
            let scale = CGFloat(target.width) / max(1, CGFloat(window.windowSize.width)) * Letterbox.zoom(of: source.canvasSize, in: window.windowSize)
            let frame = source.frame(at: runner.time, state: isModel ? .model : .presentation)
            let pixels = layers.render(frame.tree, scale: max(1, scale))
            switch screenshots.write(pixels, scene: info.name, time: frame.time, state: frame.state.rawValue) {
            case .success(let path):
                report("saved \(path)")
                if let image = pixels.cgImage { runner.send(.snapshotTaken(image, isModel: isModel)) }
            case .failure(let error):
                report(error.description)
            }
        case .sceneEvent(let key):
            if key == .enter { runner.send(.enter) }
        case .adjustParameter(let index, let steps, let fine):
            if let values = params.adjust(index: index, steps: steps, fine: fine) {
                runner.rebuild(parameters: values, keepingTime: true)
                controller.timelineLength = CurvePlot.timelineLength(in: values)
            }
            if let status = params.takeStatusChange() { report(status) }
        }
        return true
    }

    /// Shows `scene` with `params` from the playhead on: the one place a scene is switched (Tab and
    /// the number keys, a reloaded scene file), so the parameter count and the timeline follow it.
    func show(_ scene: SceneDescriptor, params: ParamsSession) {
        self.params = params
        controller.parameterCount = scene.parameters.declarations.count
        source = FrameSource(SceneRunner(scene, parameters: params.values, context: layers))
        controller.timelineLength = CurvePlot.timelineLength(in: params.values)
    }

    /// One line on stderr and on screen.
    private func report(_ message: String) {
        guard !message.isEmpty else { return }
        lastMessage = message
        FileHandle.standardError.write(Data(("sandglass: " + message.escapingControlCharacters + "\n").utf8))
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
