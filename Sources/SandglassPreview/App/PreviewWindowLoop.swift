import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass
import SandglassRender

/// The preview's real-time loop: poll events (or, paused and unchanged, wait for them), feed the
/// controller, build the panels (Dear ImGui), play the scene to the clock's time, draw it offscreen at
/// the size of the viewport the panels leave (letterboxed, crisp at the framebuffer's resolution),
/// present it into that rectangle, draw the panels around it, swap (vsync).
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
    /// The panels; nil when ImGui could not start (the scene then fills the window).
    let ui: ImGuiContext?
    var log = MessageLog()
    /// The layer the inspector shows and the viewport outlines.
    var selectedLayer: LayerPath?
    /// Where the scene was drawn last (device pixels) and the framebuffer's pixels per window point:
    /// the inspector maps between the scene and the window with them.
    var lastPlacement: (placement: ViewportPlacement, pixelsPerPoint: CGFloat)?
    /// Undo and redo of params edits, for the current scene.
    var history = EditHistory()
    /// The scene's length, for the timeline.
    var timeline = SceneTimeline()
    /// Every animation the scene held up to the playhead, observed at each of the runner's frame steps.
    var animationHistory = AnimationHistory()
    /// The timeline's animation tracks, rebuilt from `animationHistory` when it changes.
    var tracks = TrackList()
    /// The `animationHistory` generation `tracks` were built from: the plot is sampled again after a change.
    var tracksGeneration = 0
    /// The key path the inspector plots (nil: the selected layer's first animated one).
    var plotKeyPath: String?
    /// The inspector's plot and what it was sampled for (`PreviewWindowLoop+Plot`).
    var plotCache: PlotCache?
    /// Where the model and the presentation are in the viewport when comparing them (C); nil when not.
    var comparison: CompareLayout?
    /// The captions of the two copies when comparing (model and presentation, or A and B).
    var comparisonCaptions: (first: String, second: String) = ("", "")
    /// A/B of two params sets (V), and the scene built with A.
    var paramsAB = ParamsAB()
    var frozenSource: FrameSource?
    /// Opened at the first sound cue (most scenes have none); nil when muted or without a device.
    private lazy var sound: SoundPlayer? = {
        guard !options.muted else { return nil }
        let player = SoundPlayer()
        if player == nil { report("no audio device: scenes play without sound", from: .audio) }
        return player
    }()
    /// The scene file being watched (`options.sceneFile`) and its index in `scenes`.
    var sceneFile: (reload: SceneFileReload, index: Int)?
    /// The Swift scene being compiled on each save, and its index in `scenes`.
    var swiftScene: (reload: SwiftSceneReload, index: Int)?
    /// Milliseconds from a literal drag to its scene rebuilt, for the frame being built.
    var literalApplyTimes: [Double] = []
    /// Under a supervisor: the Swift build last reported good, and frames shown since it loaded.
    private var supervisedBuild = (loads: 0, frames: 0)
    /// The window state last written for the supervisor.
    private var supervisedWindow: PreviewWindowState?
    /// The supervisor's process: when it is gone (killed), the window closes too.
    private let parentProcess = getppid()
    /// Watches every file in shaders/ (stages and includes) so that an edited shader recompiles every
    /// program within a frame (the last good programs kept on error).
    let shaderWatcher: FileWatcher?
    private(set) var frameTimes: [Double] = []
    /// CPU milliseconds the panels took per drawn frame (building them and submitting their draws).
    private(set) var uiTimes: [Double] = []
    /// The part of `uiTimes` spent building the panels (the rest is ImGui's GL draw submission).
    private(set) var uiBuildTimes: [Double] = []
    private var reportedGLError = false
    let started = MonotonicClock.now()
    /// Frames still to draw after something changed while paused (ImGui settles hover and focus
    /// over a couple of frames).
    private var pendingFrames = 3
    private var seenActivity = -1
    var selectionShown = -1
    /// Ctrl+P was pressed: save the next drawn window, panels included.
    var capturesWindow = false

    /// `swiftScene`: the Swift file `scenes[initial]` was compiled from, recompiled on each save.
    public init(scenes: [SceneDescriptor], initial: Int, options: PreviewOptions, swiftScene: SwiftSceneReload? = nil) throws {
        let scene = scenes[initial]
        let content = options.size ?? scene.info.canvasSize()
        let zoom = options.size == nil ? max(1, (480 / max(content.width, content.height)).rounded(.down)) : 1
        // Room for the panels around the scene: toolbar above, timeline and messages below.
        window = try WindowHost(title: "sandglass — \(scene.info.name)",
                                width: max(960, Int(content.width * zoom) + 340), height: max(600, Int(content.height * zoom) + 140))
        guard let shaders = ShaderDirectory.locate() else { throw ShaderDirectoryError.notFound }
        renderer = try Renderer(context: window, shaderDirectory: shaders)
        layers = LayerRenderer(renderer: renderer)
        let fb = window.framebufferSize
        target = RenderTarget(context: window, width: fb.width, height: fb.height)
        shaderWatcher = try? FileWatcher(folders: ShaderDirectory.folders(under: shaders))
        self.scenes = scenes
        self.options = options
        params = ParamsSession(scene: scene, explicitFile: options.paramsFile, besideFile: options.sceneFile ?? swiftScene?.path)
        controller = PreviewController(sceneIndex: initial, sceneCount: scenes.count,
                                       parameterCount: scene.parameters.declarations.count, speed: options.speed)
        controller.setHUDVisible(options.showsHUD)
        source = FrameSource(SceneRunner(scene, parameters: params.values, context: layers))
        screenshots = ScreenshotWriter(directory: options.screenshotDirectory)
        ui = ImGuiContext(window: window)
        if ui == nil { report("the panels could not start (Dear ImGui); showing the scene only", from: .action) }
        syncParamsMessages()
        watchAnimations()
        self.swiftScene = swiftScene.map { ($0, initial) }
        let sceneFileStatus = watchSceneFile(index: initial)
        report(sceneFileStatus, from: .sceneFile, isError: !sceneFileStatus.isEmpty)
        if options.startTime > 0 { controller.scrub(to: options.startTime) }
        if let note = options.supervision?.note { report(note, from: .action, isError: true) }
        if let file = options.supervision?.windowStateFile, let data = FileManager.default.contents(atPath: file),
           let state = try? JSONDecoder().decode(PreviewWindowState.self, from: data) {
            controller.restore(state)   // a restart after the scene's code failed: the same window
            selectedLayer = state.selectedLayer.map(LayerPath.init)
        }
    }

    /// Runs until the window is closed, Esc is pressed, or `frameLimit` frames were shown.
    /// Returns the frame-time samples in milliseconds.
    @discardableResult
    public func run() -> [Double] {
        var frame = 0
        var last = MonotonicClock.now()
        while true {
            options.channel?.beat()
            let idle = controller.clock.isPaused && pendingFrames == 0
            let before = controller
            for event in window.drainEvents(waitingUpTo: idle ? 0.05 : nil) {
                switch event {
                case .closeRequested: return frameTimes
                case .key(let key, let mods):
                    if ui != nil, KeyRouting.route(key, typing: sgui_wants_keyboard(), popupOpen: sgui_popup_open()) == .panels {
                        continue
                    }
                    for action in controller.handle(key, mods) where !perform(action) { return frameTimes }
                case .framebufferResized, .pointer: break
                }
            }
            if options.supervision != nil && getppid() != parentProcess { return frameTimes }   // the supervisor died
            var changed = pollFiles() || controller != before || log.expire(at: MonotonicClock.now() - started)
            if window.activity != seenActivity { seenActivity = window.activity; changed = true }
            if changed { pendingFrames = 3 }
            if controller.clock.isPaused && pendingFrames == 0 {
                last = MonotonicClock.now()
                continue  // paused and unchanged: nothing to draw
            }
            pendingFrames = max(0, pendingFrames - 1)
            let now = MonotonicClock.now()
            controller.tick(realSeconds: now - last)
            frameTimes.append((now - last) * 1000)
            last = now
            let uiStart = MonotonicClock.now()
            let layout = buildPanels()
            let uiBuild = MonotonicClock.now() - uiStart
            let previous = runner.time
            let shown = source.frame(at: controller.clock.time)
            if observeAnimations() { pendingFrames = max(pendingFrames, 1) }
            playCues(from: previous, to: shown.time)
            let uiRender = drawFrame(viewportTree(for: shown, viewport: layout.viewport.size), layout: layout)
            uiTimes.append((uiBuild + uiRender) * 1000)
            uiBuildTimes.append(uiBuild * 1000)
            frame += 1
            if let supervision = options.supervision { tellSupervisor(supervision, frame: frame) }
            if let limit = options.frameLimit, frame >= limit {
                let skip = min(20, frameTimes.count / 2)
                let stats = FrameStatistics(samples: Array(frameTimes.dropFirst(skip)))
                let ui = FrameStatistics(samples: Array(uiTimes.dropFirst(skip)))
                let build = FrameStatistics(samples: Array(uiBuildTimes.dropFirst(skip)))
                report(String(format: "%d frames: median %.2f ms (%.1f fps), p99 %.2f ms; panels %.3f ms median (build %.3f), %.3f ms p99",
                              frame, stats.median, stats.median > 0 ? 1000 / stats.median : 0, stats.p99, ui.median,
                              build.median, ui.p99),
                       from: .action)
                return frameTimes
            }
        }
    }

    /// Polls the params file, the scene file and the shaders; true when something changed or was reported.
    private func pollFiles() -> Bool {
        var changed = false
        if let reloaded = params.poll() {
            let time = controller.timeAfterReload()  // 0 when "restart on reload" is on
            runner.rebuild(parameters: reloaded, keepingTime: time != 0)
            changed = true
        }
        if syncParamsMessages() { changed = true }
        if let status = pollSceneFile() {
            report(status, from: .sceneFile, isError: sceneFile?.reload.error != nil)
            changed = true
        }
        if let status = pollSwiftScene() {
            report(status, from: .sceneFile, isError: swiftScene?.reload.error != nil)
            changed = true
        }
        let changedShaders = shaderWatcher?.poll() ?? []
        for notice in shaderWatcher?.takeNotices() ?? [] { report(notice, from: .shaders) }
        if changedShaders.contains(where: ShaderDirectory.isShaderFile) {
            do {
                try renderer.canvas.reloadShaders()
                report("shaders reloaded", from: .shaders)
            } catch {
                report("\(error) (keeping the last good shaders)", from: .shaders, isError: true)
            }
            changed = true
        }
        return changed
    }

    /// Writes the playhead every 10th frame, and a Swift build's source once it has shown 10 frames
    /// (then it counts as good: a crash restarts on it).
    private func tellSupervisor(_ supervision: PreviewSupervision, frame: Int) {
        if frame % 10 == 0 {
            try? String(controller.clock.time).write(toFile: supervision.playheadFile, atomically: true, encoding: .utf8)
            let state = controller.windowState(selectedLayer: selectedLayer?.steps)
            if state != supervisedWindow, let data = try? JSONEncoder().encode(state) {
                try? data.write(to: URL(fileURLWithPath: supervision.windowStateFile), options: .atomic)
                supervisedWindow = state
            }
        }
        guard let (swift, _) = swiftScene else { return }
        if swift.loads != supervisedBuild.loads { supervisedBuild = (swift.loads, 0) }
        supervisedBuild.frames += 1
        if supervisedBuild.frames == 10 {
            try? swift.source.write(toFile: supervision.goodSourceFile, atomically: true, encoding: .utf8)
        }
    }

    /// Brings the params messages up to date (`MessageLog.sync`); true when the log changed.
    @discardableResult
    func syncParamsMessages() -> Bool {
        let before = log
        if let posted = log.sync(.params, problem: params.problem, status: params.takeStatusChange(),
                                 at: MonotonicClock.now() - started) {
            FileHandle.standardError.write(Data(("sandglass: " + posted.escapingControlCharacters + "\n").utf8))
        }
        return log != before
    }

    /// Draws the scene into the viewport and the panels around it; returns the seconds the panels' draw
    /// submission took.
    private func drawFrame(_ tree: RenderTree, layout: PanelLayout) -> Double {
        let fb = window.framebufferSize
        let points = window.windowSize
        guard fb.width > 0, fb.height > 0, points.width > 0 else {
            if ui != nil { sgui_render() }  // ends the ImGui frame
            usleep(16_000)  // minimised: nothing to draw
            return 0
        }
        let pixelsPerPoint = CGFloat(fb.width) / CGFloat(points.width)
        let viewport = CGRect(x: layout.viewport.minX * pixelsPerPoint, y: layout.viewport.minY * pixelsPerPoint,
                              width: layout.viewport.width * pixelsPerPoint, height: layout.viewport.height * pixelsPerPoint)
        let place = ViewportPlacement(sceneSize: tree.size, viewport: viewport, zoom: controller.viewport.zoom)
        lastPlacement = (place, pixelsPerPoint)
        let backdrop: (red: Float, green: Float, blue: Float) = controller.viewport.background == .light ? (0.91, 0.91, 0.93) : (0.11, 0.11, 0.125)
        if place.visible.width >= 1, place.visible.height >= 1 {
            target.resize(width: Int(place.visible.width), height: Int(place.visible.height))
            // The panels are drawn outside the target, so it keeps the last frame: redraw only what changed.
            renderer.render(Letterbox.place(tree, place), into: target, redrawingOnlyDamage: true)
            target.present(toDefaultFramebufferAt: Int(place.visible.minX), Int(place.visible.minY),
                           framebufferHeight: fb.height, clear: backdrop)
        }
        var uiSeconds = 0.0
        if ui != nil {
            let start = MonotonicClock.now()
            let hole = CGRect(x: place.visible.minX / pixelsPerPoint, y: place.visible.minY / pixelsPerPoint,
                              width: place.visible.width / pixelsPerPoint, height: place.visible.height / pixelsPerPoint)
            sgui_backdrop(Float(layout.viewport.minX), Float(layout.viewport.minY), Float(layout.viewport.width),
                          Float(layout.viewport.height), Float(hole.minX), Float(hole.minY), Float(hole.width),
                          Float(hole.height), controller.viewport.background.backdrop)
            labelComparison(scene: place.scene, scale: place.scale, pixelsPerPoint: pixelsPerPoint)
            sgui_render()
            uiSeconds = MonotonicClock.now() - start
        }
        if capturesWindow {
            capturesWindow = false
            let pixels = WindowFramebuffer.read(context: window, width: fb.width, height: fb.height)
            switch screenshots.write(pixels, scene: runner.info.name, time: runner.time, state: "window") {
            case .success(let path): report("saved \(path)", from: .action)
            case .failure(let error): report(error.description, from: .action, isError: true)
            }
        }
        window.swapBuffers()
        if GLErrorCheck.isEnabled, !reportedGLError, let error = GLErrorCheck.takeError() {
            reportedGLError = true   // SANDGLASS_GL_CHECK=1: the first GL error of the run, on stderr
            report("GL error \(error) in the frame at t \(String(format: "%.3f", runner.time)) s", from: .action, isError: true)
        }
        window.title = "sandglass — \(runner.info.name) — t \(String(format: "%.2f", runner.time)) s — \(String(format: "%.0f", fps)) fps"
        return uiSeconds
    }

    /// Frames per second over the last 60 frames.
    var fps: Double {
        let stats = FrameStatistics(samples: Array(frameTimes.suffix(60)))
        return stats.median > 0 ? 1000 / stats.median : 0
    }

    /// Plays the scene's sound cues the playhead passed while playing (never on scrubs or steps).
    private func playCues(from previous: Double, to current: Double) {
        guard !options.muted else { return }
        let scrubbed = controller.clock.isPaused || current - previous > 0.25
        for cue in CueSchedule.crossed(runner.scene.soundCues, from: previous, to: current, scrubbed: scrubbed) {
            guard let sound else { return }
            if let problem = sound.play(ProjectFile.resolve(cue.file)) { report(problem, from: .audio, isError: true) }
        }
    }

    /// One line on stderr and in the messages strip (replacing the source's earlier message).
    func report(_ message: String, from source: MessageLog.Source, isError: Bool = false) {
        guard !message.isEmpty else { return }
        log.post(message, from: source, isError: isError, at: MonotonicClock.now() - started)
        FileHandle.standardError.write(Data(("sandglass: " + message.escapingControlCharacters + "\n").utf8))
    }
}

/// Why the preview could not start.
