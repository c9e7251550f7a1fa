import CImGuiBridge
import Foundation
import Sandglass
import SandglassHeadless

/// The preview's real-time loop: it wires the parts together and runs the frames.
///
/// Each frame: poll events (or, paused and unchanged, wait for them) and feed the controller; poll
/// the files (params, scene file, Swift file, shaders); build the panels (Dear ImGui) and carry out
/// what the user did in them; play the scene to the clock's time (`SceneSession`), record what the
/// panels read from it (`SceneInspection`); draw it into the viewport the panels leave and the panels
/// around it, and swap (`ScenePresenter`, vsync).
package final class PreviewWindowLoop {
    let window: WindowHost
    let options: PreviewOptions
    var controller: PreviewController
    let messages = PreviewMessages()
    /// The scene, its params and reloads, the scene actions.
    let session: SceneSession
    /// Selection, tracks, timeline and plot.
    let inspection = SceneInspection()
    /// The viewport's picture and the screenshots.
    let presenter: ScenePresenter
    var runner: SceneRunner { session.runner }
    /// The panels; nil when ImGui could not start (the scene then fills the window).
    let ui: ImGuiContext?
    /// Opened at the first sound cue (most scenes have none); nil when muted or without a device.
    private lazy var sound: SoundPlayer? = {
        guard !options.muted else { return nil }
        let player = SoundPlayer()
        if player == nil { messages.report("no audio device: scenes play without sound", from: .audio) }
        return player
    }()
    /// Under a supervisor: what it is told.
    private var supervisor: SupervisorLink?
    /// How long the frames and the panels took.
    private(set) var times = FrameTimes()
    /// Frames still to draw after something changed while paused (ImGui settles hover and focus
    /// over a couple of frames).
    private var pendingFrames = 3
    private var seenActivity = -1
    /// The mouse as a finger on the scene, in Interact mode.
    var mouseTouch = MouseTouch()
    /// The presentation copy of the frame on screen (the runner's own, updated in place each frame),
    /// which picking and the inspector read instead of a fresh deep copy of the tree each frame; nil
    /// until a frame of the scene shown now was drawn.
    var shownLayers: CALayer?
    /// Interact mode's Ctrl + wheel pinch.
    var wheelPinch = WheelPinch()
    /// The parameter the params panel last scrolled to.
    var selectionShown = -1

    /// `swiftScene`: the Swift file `scenes[initial]` was compiled from, recompiled on each save.
    package init(scenes: [SceneDescriptor], initial: Int, options: PreviewOptions, swiftScene: SwiftSceneReload? = nil) throws {
        let scene = scenes[initial]
        let content = options.size ?? scene.info.canvasSize()
        let zoom = options.size == nil ? max(1, (480 / max(content.width, content.height)).rounded(.down)) : 1
        // Room for the panels around the scene: toolbar above, timeline and messages below; variants
        // side by side want a wide window.
        let least = options.variants == nil ? (width: 960, height: 600) : (width: 1280, height: 800)
        window = try WindowHost(title: "sandglass — \(scene.info.name)", width: max(least.width, Int(content.width * zoom) + 340),
                                height: max(least.height, Int(content.height * zoom) + 140))
        presenter = try ScenePresenter(window: window, screenshotDirectory: options.screenshotDirectory, messages: messages)
        self.options = options
        controller = PreviewController(sceneIndex: initial, sceneCount: scenes.count,
                                       parameterCount: scene.parameters.declarations.count, speed: options.speed)
        controller.setHUDVisible(options.showsHUD)
        controller.plainKeysSwitchScenes = options.sceneFile == nil && swiftScene == nil
        ui = ImGuiContext(window: window)
        if ui == nil { messages.report("the panels could not start (Dear ImGui); showing the scene only", from: .action) }
        session = SceneSession(scenes: scenes, initial: initial, paramsFile: options.paramsFile, sceneFile: options.sceneFile,
                               swiftScene: swiftScene,
                               userCopyEnvironment: options.keepsEditsOfShippedParamsInUserConfig
                                   ? ProcessInfo.processInfo.environment : nil,
                               context: presenter.layers, messages: messages)
        session.onNewRunner = { [unowned self] in
            self.inspection.watch($0)
            self.noteCappedReplays($0)
        }
        session.onShow = { [unowned self] in self.sceneShown(sameScene: $0) }
        inspection.watch(runner)
        noteCappedReplays(runner)
        _ = inspection.observe(runner)   // the first frame's panels show the scene's tracks
        controller.setLoop(Self.defaultLoop(runner.info))
        controller.stepFrameRate = runner.info.frames?.frameRate
        if let variants = options.variants { session.showVariants(variants, at: 0) }
        supervisor = options.supervision.map { SupervisorLink($0) }
        if options.startTime > 0 { controller.scrub(to: options.startTime) }
        if let note = options.supervision?.note { messages.report(note, from: .action, isError: true) }
        messages.show(options.sceneFileNotes.joined(separator: "; "), from: .sceneFile)
        if let state = supervisor?.restoredState() {
            controller.restore(state)   // a restart after the scene's code failed: the same window
            inspection.selectedLayer = state.selectedLayer.map(LayerPath.init)
        }
    }

    /// Runs until the window is closed, Esc is pressed, or `frameLimit` frames were shown.
    /// Returns the frame-time samples in milliseconds.
    @discardableResult
    package func run() -> [Double] {
        var frame = 0
        var last = MonotonicClock.now()
        while true {
            options.channel?.beat()
            let idle = controller.clock.isPaused && pendingFrames == 0
            let before = controller
            for event in window.drainEvents(waitingUpTo: idle ? 0.05 : nil) {
                switch event {
                case .closeRequested: return times.frames
                case .key(let key, let mods):
                    switch KeyRouting.route(key, mods, typing: ui != nil && sgui_wants_keyboard(), popupOpen: ui != nil && sgui_popup_open(),
                                            sceneTyping: typesIntoScene) {
                    case .panels, .sceneField(nil): continue
                    case .sceneField(let typed?): runner.recordKey(typed)
                    case .scene:
                        for action in controller.handle(key, mods) where !perform(action) { return times.frames }
                    }
                case .text(let text):
                    if typesIntoScene, !(ui != nil && sgui_wants_keyboard()) { runner.recordKey(.text(text)) }
                case .framebufferResized, .pointer: break
                }
            }
            if supervisor?.isGone == true { return times.frames }
            var changed = pollFiles() || controller != before || messages.expire()
            if window.activity != seenActivity { seenActivity = window.activity; changed = true }
            if changed { pendingFrames = 3 }
            if controller.clock.isPaused && pendingFrames == 0 {
                last = MonotonicClock.now()
                continue  // paused and unchanged: nothing to draw
            }
            pendingFrames = max(0, pendingFrames - 1)
            let now = MonotonicClock.now()
            controller.tick(realSeconds: now - last)
            times.frames.append((now - last) * 1000)
            last = now
            let uiStart = MonotonicClock.now()
            let layout = buildPanels()
            let uiBuild = MonotonicClock.now() - uiStart
            let previous = runner.time
            let shown = session.source.frame(at: controller.clock.time)
            shownLayers = shown.layers
            let tracksChanged = inspection.observe(runner)
            if tracksChanged { pendingFrames = max(pendingFrames, 1) }
            playCues(from: previous, to: shown.time)
            let tree = presenter.viewportTree(for: shown, of: session, compare: controller.viewport.compare,
                                              neighbours: controller.viewport.showsNeighbourFrames, viewport: layout.viewport.size,
                                              labelHeight: ui == nil ? 0 : CGFloat(sgui_frame_height()))
            let uiRender = presenter.draw(tree, layout: layout, viewport: controller.viewport, drawsPanels: ui != nil,
                                          panelsCurrent: !tracksChanged, runner: runner)
            window.title = "sandglass — \(runner.info.name) — t \(String(format: "%.2f", runner.time)) s — \(String(format: "%.0f", times.fps)) fps"
            times.panels.append((uiBuild + uiRender) * 1000)
            times.panelBuilds.append(uiBuild * 1000)
            frame += 1
            supervisor?.tell(frame: frame, controller: controller, selectedLayer: inspection.selectedLayer,
                             swiftScene: session.swiftScene?.reload)
            if let limit = options.frameLimit, frame >= limit {
                messages.report(times.summary(frames: frame), from: .action)
                return times.frames
            }
        }
    }

    /// In Interact mode with a text field of the scene being edited: the keyboard types into it.
    private var typesIntoScene: Bool { controller.isInteracting && runner.scene.acceptsTyping }

    /// Polls the params file, the scene file, the Swift file and the shaders; true when something
    /// changed or was reported.
    private func pollFiles() -> Bool {
        var changed = false
        if let reloaded = session.params.poll() {
            let time = controller.timeAfterReload()  // 0 when "restart on reload" is on
            runner.rebuild(parameters: reloaded, keepingTime: time != 0)
            changed = true
        }
        session.variants?.pollParams()
        if session.syncParamsMessages() { changed = true }
        if session.pollFiles(shown: controller.sceneIndex, at: controller.clock.time) { changed = true }
        if presenter.pollShaders() { changed = true }
        return changed
    }

    /// A scene was shown (`SceneSession.show`): the controller, the inspection and the messages follow.
    private func sceneShown(sameScene: Bool) {
        controller.parameterCount = session.params.parameters.declarations.count
        controller.stepFrameRate = runner.info.frames?.frameRate
        shownLayers = nil
        if !sameScene {
            inspection.reset()
            controller.setLoop(Self.defaultLoop(runner.info))
            messages.clearAll()
        }
        _ = inspection.observe(runner)
    }

    /// A scene that counts in frames (a Lottie file) loops over its frames, as Lottie players do;
    /// other scenes play on.
    static func defaultLoop(_ info: SceneInfo) -> ClosedRange<Double>? {
        guard let frames = info.frames, frames.duration > 0, frames.duration.isFinite else { return nil }
        return 0...frames.duration
    }

    /// Plays the scene's sound cues the playhead passed while playing (never on scrubs or steps).
    private func playCues(from previous: Double, to current: Double) {
        guard !options.muted else { return }
        let scrubbed = controller.clock.isPaused || current - previous > 0.25
        for cue in CueSchedule.crossed(runner.scene.soundCues, from: previous, to: current, scrubbed: scrubbed) {
            guard let sound else { return }
            if let problem = sound.play(ProjectFile.resolve(cue.file)) { messages.report(problem, from: .audio, isError: true) }
        }
    }
}

extension PreviewWindowLoop {
    /// A seek that jumped over frames where the scene runs code every frame (`SceneRunner.replaySpan`)
    /// is said in the messages strip, as the command line says it in a note.
    func noteCappedReplays(_ runner: SceneRunner) {
        runner.onReplayCapped = { [weak messages] from, to in
            messages?.report(String(format: "scrubbed far: the frames from %g s to %g s were jumped over, not played one by one "
                                        + "(only the last %g s before a time are)", from, to, SceneRunner.replaySpan), from: .action)
        }
    }
}

