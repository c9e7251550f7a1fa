import Foundation
import SandglassHeadless
import Sandglass
import SandglassRender

extension PreviewWindowLoop {
    /// Carries out one action; false means quit.
    func perform(_ action: PreviewAction) -> Bool {
        switch action {
        case .quit:
            return false
        case .loadScene(let index):
            let scene = descriptor(at: index)
            let keepsFile = index == controller.sceneIndex && scene.info.name == runner.info.name
            show(scene, params: ParamsSession(scene: scene, explicitFile: keepsFile ? params.explicitFile : nil,
                                              besideFile: sceneFilePath(at: index)))
        case .screenshotPresentation, .screenshotModel:
            let isModel = action == .screenshotModel
            let info = runner.info
            // The scene fitted to the whole window (not to the viewport the panels leave, nor zoomed), so
            // that screenshots keep one size whatever the panels do.
            let scale = CGFloat(window.framebufferSize.width) / max(1, CGFloat(window.windowSize.width))
                * Letterbox.zoom(of: source.canvasSize, in: window.windowSize)
            let frame = source.frame(at: runner.time, state: isModel ? .model : .presentation)
            let pixels = layers.render(frame.tree, scale: max(1, scale))
            switch screenshots.write(pixels, scene: info.name, time: frame.time, state: frame.state.rawValue) {
            case .success(let path):
                report("saved \(path)", from: .action)
                if let image = pixels.cgImage { runner.send(.snapshotTaken(image, isModel: isModel)) }
            case .failure(let error):
                report(error.description, from: .action, isError: true)
            }
        case .screenshotWindow:
            capturesWindow = true
        case .sceneEvent(let key):
            if key == .enter {
                runner.seek(to: controller.clock.time)
                runner.recordAction()
            }
        case .adjustParameter(let index, let steps, let fine):
            let name = params.parameters.declarations.indices.contains(index) ? params.parameters.declarations[index].name : nil
            let before = name.map { params.values[$0] }
            if let values = params.adjust(index: index, steps: steps, fine: fine) {
                runner.rebuild(parameters: values)
                if let name, let before { history.record(name, from: before, to: values[name], at: MonotonicClock.now() - started) }
            }
            syncParamsMessages()
        case .toggleParamsAB:
            paramsAB.toggle(current: params.values)
            frozenSource = paramsAB.frozen.map { FrameSource(SceneRunner(runner.descriptor, parameters: $0, context: layers), size: source.size) }
        case .undo, .redo:
            guard let (name, value) = action == .undo ? history.undo() : history.redo() else {
                report("nothing to \(action == .undo ? "undo" : "redo")", from: .action)
                break
            }
            if let values = params.set(name, to: value) { runner.rebuild(parameters: values) }
            syncParamsMessages()
        }
        return true
    }

    /// Shows `scene` with `params` from the playhead on: the one place a scene is switched (Tab and
    /// the number keys, a reloaded scene file), so the parameter count, the timeline and the messages
    /// follow it.
    func show(_ scene: SceneDescriptor, params: ParamsSession) {
        let sameScene = scene.info.name == runner.info.name
        self.params = params
        controller.parameterCount = scene.parameters.declarations.count
        let actions = runner.actionTimes
        source = FrameSource(SceneRunner(scene, parameters: params.values, context: layers))
        // A restart or a switch: the actions start over; a rebuild at the playhead keeps them.
        if controller.clock.time > 0 { runner.setActions(actions) }
        watchAnimations()
        runner.seek(to: controller.clock.time)
        // A stays for a rebuild of the same scene (a restart, a reloaded scene file) declaring the same params.
        if sameScene, paramsAB.keep(for: scene.parameters), let frozen = paramsAB.frozen {
            frozenSource = FrameSource(SceneRunner(scene, parameters: frozen, context: layers), size: source.size)
        } else {
            paramsAB.clear()
            frozenSource = nil
        }
        if !sameScene {
            timeline = SceneTimeline()
            animationHistory = AnimationHistory()
            history = EditHistory()
            selectedLayer = nil
            controller.setLoop(nil)
            log.clearAll()
        }
        syncParamsMessages()
        _ = observeAnimations()
    }

    /// Has the runner record its animations at each frame step it takes (a replay after a scrub back
    /// or an edit passes animations that finish before the playhead): the tracks show them.
    func watchAnimations() {
        let runner = self.runner, previous = runner.onFrameStep
        runner.onFrameStep = { [weak self, unowned runner] in
            previous?()
            self?.animationHistory.observe(runner.scene.rootLayer)
        }
    }

    /// Records the animations at the playhead; when the history changed, the length and the tracks
    /// follow it at once (a typed duration while paused shows in the same frame). True when they changed.
    func observeAnimations() -> Bool {
        animationHistory.observe(runner.scene.rootLayer)
        guard animationHistory.generation != tracksGeneration else { return false }
        tracksGeneration = animationHistory.generation
        timeline.observe(animationHistory)
        tracks = TrackList(history: animationHistory)
        return true
    }
}
