import Foundation
import Sandglass
import SandglassHeadless
import SandglassSystem

/// The scene being previewed and what the user did to it: which scene it is (a catalog scene, a
/// scene file's, a Swift file's), its runner and frame source, its params (file, edits, undo, A/B),
/// the scene actions, and the reloads of its scene file or Swift file (`SceneSession+Files`).
///
/// Every scene switch goes through `show(_:params:at:)`; `onShow` then lets the window follow it
/// (the timeline, the selection, the messages).
final class SceneSession {
    let scenes: [SceneDescriptor]
    /// What every runner draws images and text with.
    let context: LayerRenderer
    let messages: PreviewMessages
    /// The scene being shown; every frame, screenshot and reload goes through it.
    private(set) var source: FrameSource
    var runner: SceneRunner { source.runner }
    private(set) var params: ParamsSession
    /// Undo and redo of params edits, for the current scene.
    private(set) var history = EditHistory()
    /// A/B of two params sets (V), and the scene built with A.
    private(set) var paramsAB = ParamsAB()
    private(set) var frozenSource: FrameSource?
    /// The variants shown side by side (`--variants`, D), the focused one being `source`; nil when the
    /// scene is shown once.
    private(set) var variants: SceneVariants?
    /// The scene file being watched and its index in `scenes`.
    var sceneFile: (reload: SceneFileReload, index: Int)?
    /// The Swift scene being compiled on each save, and its index in `scenes`.
    let swiftScene: (reload: SwiftSceneReload, index: Int)?
    /// The drag on a track's bar in progress (`SceneSession+Timing`), nil when none is.
    var timingDrag: TimingDragState?
    /// Milliseconds from a literal drag to its scene rebuilt, for the drag in progress.
    private var literalApplyTimes: [Double] = []
    /// Chooses the user's params files for built-in scenes; nil: edits go to `assets/params/`.
    let userCopyEnvironment: [String: String]?
    /// Each new runner (a switch, a reload), before it plays to the playhead: the inspection records
    /// its frame steps.
    var onNewRunner: (SceneRunner) -> Void = { _ in }
    /// After a scene was shown; `sameScene`: a rebuild of the scene shown before (a restart, a reload).
    var onShow: (_ sameScene: Bool) -> Void = { _ in }

    /// `paramsFile`: `--params`; `sceneFile`: the file `scenes[initial]` was loaded from (watched);
    /// `swiftScene`: the Swift file it was compiled from.
    /// `userCopyEnvironment`: where a user's edits of a built-in scene's params go (`ParamsSession`).
    init(scenes: [SceneDescriptor], initial: Int, paramsFile: String?, sceneFile: String?, swiftScene: SwiftSceneReload?,
         userCopyEnvironment: [String: String]?,
         context: LayerRenderer, messages: PreviewMessages) {
        let scene = scenes[initial]
        (self.scenes, self.context, self.messages) = (scenes, context, messages)
        self.userCopyEnvironment = userCopyEnvironment
        params = ParamsSession(scene: scene, explicitFile: paramsFile, besideFile: sceneFile ?? swiftScene?.path,
                               userCopyEnvironment: userCopyEnvironment)
        source = FrameSource(SceneRunner(scene, parameters: params.values, context: context))
        self.swiftScene = swiftScene.map { ($0, initial) }
        syncParamsMessages()
        if let sceneFile { watchSceneFile(sceneFile, index: initial) }
    }

    /// Shows `scene` with `params` at `time`: the one place a scene is switched (Tab and the number
    /// keys, a reloaded scene file or Swift file). The scene actions carry over to a rebuild at the
    /// playhead; A stays for a rebuild of the same scene declaring the same params. `reloaded`: a
    /// save of the file the scene comes from, the same scene whatever it is now called (a Lottie
    /// composition renamed keeps its undo history).
    func show(_ scene: SceneDescriptor, params: ParamsSession, at time: Double, reloaded: Bool = false) {
        let sameScene = reloaded || scene.info.name == runner.info.name
        if !sameScene, let variants, variants.belongToOneScene {
            self.variants = nil
            messages.report("the params files' variants end with their scene", from: .action)
        }
        self.params = params
        let actions = runner.actionTimes
        source = makeSource(scene, params: params)
        // A restart or a switch: the actions start over; a rebuild at the playhead keeps them.
        if time > 0 { runner.setActions(actions) }
        onNewRunner(runner)
        runner.seek(to: time)
        for variant in variants?.sources ?? [] where variant !== source {
            variant.runner.setActions(runner.actionTimes)
            variant.runner.seek(to: time)
        }
        if sameScene, paramsAB.keep(for: scene.parameters), frozenSource != nil {
            // A keeps the scene it froze: a scene file or Swift file saved since (a timeline edit
            // written to it) is B's alone.
        } else {
            paramsAB.clear()
            frozenSource = nil
        }
        if !sameScene { history = EditHistory() }
        onShow(sameScene)
        syncParamsMessages()
    }

    /// The scene's frame source: one, or one per variant (`SceneVariants.rebuild`), the focused one's returned.
    private func makeSource(_ scene: SceneDescriptor, params: ParamsSession) -> FrameSource {
        guard var variants else { return FrameSource(SceneRunner(scene, parameters: params.values, context: context)) }
        variants.rebuild(scene, params: params, context: context)
        self.variants = variants
        return variants.sources[variants.focused]
    }

    /// Shows `kind`'s variants of the scene side by side at `time` (nil: the scene once, with the params
    /// it had before the variants). A/B ends: the variants take the viewport.
    func showVariants(_ kind: PreviewVariants?, at time: Double) {
        let single = variants?.single ?? params
        variants = kind.map { SceneVariants(kind: $0, scene: runner.descriptor, single: single) }
        paramsAB.clear()
        frozenSource = nil
        show(runner.descriptor, params: variants?.focusedParams ?? single, at: time)
    }

    /// Focuses variant `index` (a click on its cell): the scene the panels show and edit, rebuilt with
    /// the others at `time`. Undo steps stay with the params file they were made in.
    func focusVariant(_ index: Int, at time: Double) {
        guard var variants, variants.sources.indices.contains(index), index != variants.focused else { return }
        variants.focused = index
        self.variants = variants
        if variants.focusedParams != nil { history = EditHistory() }
        show(runner.descriptor, params: variants.focusedParams ?? params, at: time)
    }

    /// Shows scene `index` from its latest good descriptor at `time`. The `--params` file stays for
    /// the same scene (a restart), not for another.
    func load(index: Int, current: Int, at time: Double) {
        let scene = descriptor(at: index)
        let keepsFile = index == current && scene.info.name == runner.info.name
        show(scene, params: ParamsSession(scene: scene, explicitFile: keepsFile ? params.explicitFile : nil,
                                          besideFile: sceneFilePath(at: index), userCopyEnvironment: userCopyEnvironment), at: time)
    }

    /// Enter: a scene action at `time`, kept at that scene time (replayed by seeks and rebuilds).
    func recordAction(at time: Double) {
        runner.seek(to: time)
        runner.recordAction()
    }

    /// The value each dragged parameter had when its drag began.
    private var dragStarts: [String: ParameterValue] = [:]

    /// A slider, picker or curve handle dragged: the scene follows at once; the file is written once,
    /// when the drag ends (`endDrags`).
    func dragParameter(_ name: String, to value: ParameterValue) {
        if dragStarts[name] == nil { dragStarts[name] = params.values[name] }
        if let values = params.drag(name, to: value) { runner.rebuild(parameters: values) }
    }

    /// Whether a parameter is being dragged (written when the mouse button is up).
    var isDragging: Bool { !params.dragged.isEmpty }

    /// The drags ended: each dragged value written once, one undo step from where its drag began.
    func endDrags() {
        let starts = dragStarts
        dragStarts = [:]
        for (name, value) in params.takeDragged() { setParameter(name, to: value, from: starts[name]) }
    }

    /// Sets parameter `name` (the params panel), written to the file and shown in this frame.
    /// `from`: the value the edit undoes to (a drag's start), when not the current one.
    func setParameter(_ name: String, to value: ParameterValue, from start: ParameterValue? = nil) {
        let before = start ?? params.values[name]
        let start = MonotonicClock.now()
        if let values = params.set(name, to: value) {
            runner.rebuild(parameters: values)
            // The frame being built shows the edit: the file written and the scene rebuilt this long
            // before it is drawn.
            params.appendToStatus(String(format: "; applied in %.1f ms", (MonotonicClock.now() - start) * 1000))
            history.record(name, from: before, to: values[name], at: messages.now)
        }
        syncParamsMessages()
    }

    /// The tweak keys: one step of parameter `index`.
    func adjustParameter(index: Int, steps: Int, fine: Bool) {
        let name = params.parameters.declarations.indices.contains(index) ? params.parameters.declarations[index].name : nil
        let before = name.map { params.values[$0] }
        if let values = params.adjust(index: index, steps: steps, fine: fine) {
            runner.rebuild(parameters: values)
            if let name, let before { history.record(name, from: before, to: values[name], at: messages.now) }
        }
        syncParamsMessages()
    }

    /// Undoes (or redoes) the last params or timeline edit, written back as it was made; says so when there is nothing to.
    func undo(redo: Bool = false) {
        guard let change = redo ? history.redo() : history.undo() else {
            messages.report("nothing to \(redo ? "redo" : "undo")", from: .action)
            return
        }
        // The value it had before this undo (or redo): the step's other end.
        if let step = redo ? history.undoSteps.last : history.redoSteps.last {
            paramsAB.note(change.subject, from: redo ? step.before : step.after, to: change.value)
        }
        switch change.subject {
        case let .parameter(name):
            if let values = params.set(name, to: change.value) { runner.rebuild(parameters: values) }
        case let .timing(source, field, label):
            if case let .number(value) = change.value { _ = writeTiming(source, field: field, label: label, value) }
        case let .sceneFileKey(path, jsonPath, key, label):
            if case let .string(json) = change.value { _ = writeSceneFileKey(key, json, at: jsonPath, in: path, label: label) }
        case let .swiftEasing(path, addLine, label):
            if case let .string(name) = change.value { _ = writeSwiftEasing(name, path: path, addLine: addLine, label: label) }
        }
        syncParamsMessages()
    }

    /// A timeline edit written to where its value is defined: one undo step of its own.
    func recordWrittenEdit(_ subject: EditHistory.Subject, from before: Double, to after: Double) {
        recordWrittenEdit(subject, from: .number(before), to: .number(after))
    }

    func recordWrittenEdit(_ subject: EditHistory.Subject, from before: ParameterValue, to after: ParameterValue) {
        history.record(subject, from: before, to: after, at: nil)
        paramsAB.note(subject, from: before, to: after)
    }

    /// V: freezes the scene as A (a second scene built with the params and literal values of now), or
    /// stops comparing.
    func toggleParamsAB() {
        guard variants == nil else {
            return messages.report("A/B is off while variants are shown (D ends them)", from: .action, isError: true)
        }
        paramsAB.toggle(current: params.values, literals: DesignTimeLiterals.snapshot())
        frozenSource = paramsAB.frozen.map { frozen in
            DesignTimeLiterals.with(paramsAB.literals) {
                FrameSource(SceneRunner(runner.descriptor, parameters: frozen, context: context), size: source.size)
            }
        }
    }

    /// Shows the Lottie export `export` (read back from `file`) as A beside the scene as B.
    func showExport(_ export: SceneDescriptor, file: String, at time: Double) {
        paramsAB.compare(withExport: file, current: params.values)
        frozenSource = FrameSource(SceneRunner(export, context: context), size: source.size)
        _ = frozenSource?.frame(at: time)
    }

    /// A's frame at `time` while A/B is on (nil otherwise): its own scene, run with its own literal
    /// values, given the scene actions B got.
    func frozenFrame(at time: Double) -> Frame? {
        guard let frozenSource, paramsAB.isOn else { return nil }
        frozenSource.runner.setActions(runner.actionTimes)
        return DesignTimeLiterals.with(paramsAB.literals) { frozenSource.frame(at: time) }
    }

    /// The A/B captions: what differs between A and B, params, timeline edits and literals.
    var comparisonCaptions: (a: String, b: String) {
        let literals = swiftScene?.reload.literals ?? []
        return paramsAB.captions(current: params.values, literals: DesignTimeLiterals.snapshot()) { index in
            guard literals.indices.contains(index) else { return "literal \(index)" }
            let label = literals[index].label
            return label.isEmpty ? "line \(literals[index].line)" : label
        }
    }

    /// A Swift scene's literal dragged to `value`: the scene (every variant) rebuilt with it, no compile.
    func setLiteral(_ index: Int, to value: Double) {
        let start = MonotonicClock.now()
        DesignTimeLiterals.set(value, at: index)
        runner.rebuild(parameters: params.values)
        // The literals are the scene code's, so every variant follows them.
        for variant in variants?.sources ?? [] where variant !== source { variant.runner.rebuild() }
        literalApplyTimes.append((MonotonicClock.now() - start) * 1000)
    }

    /// What the messages say of a literal written: with the drag's rebuild times when a drag wrote it;
    /// an undo, a redo or a typed value rebuilt nothing step by step, and says only where it wrote.
    static func literalWritten(_ label: String, file: String, line: Int, dragSteps: [Double]) -> String {
        let written = "\(label.isEmpty ? "the literal" : label) written to \(file):\(line)"
        guard !dragSteps.isEmpty else { return written }
        return written + String(format: "; each drag step rebuilt the scene in %.1f ms (median)", FrameStatistics(samples: dragSteps).median)
    }

    /// The drag ended: `value` is written into the Swift file (then compiled as any save).
    func commitLiteral(_ index: Int, value: Double) {
        defer { literalApplyTimes = [] }
        guard let (swift, _) = swiftScene else { return }
        if let problem = swift.write(value, toLiteral: index) {
            messages.report(problem, from: .sceneFile, isError: true)
        } else if swift.literals.indices.contains(index) {
            messages.report(Self.literalWritten(swift.literals[index].label, file: (swift.path as NSString).lastPathComponent,
                                                line: swift.literals[index].line, dragSteps: literalApplyTimes),
                            from: .action)
        }
    }

    /// Brings the params messages up to date (`MessageLog.sync`); true when the log changed.
    @discardableResult
    func syncParamsMessages() -> Bool {
        messages.sync(.params, problem: params.problem, status: params.takeStatusChange())
    }
}
