import Foundation
import SandglassHeadless
import Sandglass

extension PreviewWindowLoop {
    /// Carries out one action of the keys; false means quit.
    func perform(_ action: PreviewAction) -> Bool {
        switch action {
        case .quit:
            return false
        case .loadScene(let index):
            session.load(index: index, current: controller.sceneIndex, at: controller.clock.time)
        case .screenshotPresentation, .screenshotModel:
            presenter.screenshot(of: session.source, model: action == .screenshotModel)
        case .screenshotWindow:
            presenter.capturesWindow = true
        case .sceneEvent(let key):
            if key == .enter { session.recordAction(at: controller.clock.time) }
        case .adjustParameter(let index, let steps, let fine):
            session.adjustParameter(index: index, steps: steps, fine: fine)
        case .toggleParamsAB:
            session.toggleParamsAB()
        case .exportLottie:
            session.exportLottie(to: options.exportDirectory, at: controller.clock.time)
        case .toggleVariants:
            let natural = runner.info.naturalSize
            session.showVariants(session.variants == nil ? options.variants ?? .standard(natural: natural) : nil, at: controller.clock.time)
        case .undo, .redo:
            session.undo(redo: action == .redo)
        case .openInEditor:
            openSelectedSource()
        case .copyAnimation:
            guard let (key, animation) = inspection.selectedAnimation else {
                messages.report("nothing to copy: click a track first (or select a layer that animates)", from: .action, isError: true)
                break
            }
            copy(AnimationSwiftCode.code(for: animation, key: key, layer: inspection.selectedLayerCodeName(in: runner.scene.rootLayer)),
                 what: "animation \(key)")
        }
        return true
    }

    /// `code` on the clipboard, said in the messages.
    private func copy(_ code: String, what: String) {
        window.setClipboard(code)
        let lines = code.split(separator: "\n").count
        messages.report("copied \(what) as Swift (\(lines) line\(lines == 1 ? "" : "s"))", from: .action)
    }

    /// Why E has nothing to open for the selected layer: none is selected, it has no animations, or
    /// its animations were made by Sandglass (UIView.animate, an implicit animation), not the scene's code.
    /// `animations`: the selected layer's animation tracks.
    static func nothingToOpen(selected: Bool, animations: Int) -> String {
        guard selected else { return "nothing to open: select a layer or a track first (I, then click)" }
        guard animations > 0 else { return "nothing to open: the selected layer has no animations" }
        return "nothing to open: the selected layer's animations were not added by code of the scene (UIView.animate, an implicit animation)"
    }

    /// E: the selected animation's source in $EDITOR, or a line saying why not.
    private func openSelectedSource() {
        guard let source = inspection.selectedSource else {
            return messages.report(Self.nothingToOpen(selected: inspection.selectedLayer != nil, animations: inspection.selectedSources.count),
                                   from: .action, isError: true)
        }
        do throws(EditorLaunch.Failure) {
            try EditorLaunch.open(source)
            messages.report("opened \(source.shortText) in $EDITOR", from: .action)
        } catch {
            messages.report(error.description, from: .action, isError: true)
        }
    }

    /// Carries out one panel edit.
    func apply(_ edit: PanelEdit) {
        switch edit {
        case .togglePause: controller.togglePause()
        case .toggleSlowMotion: _ = controller.handle(.character("s"))
        case .scaleSpeed(let factor): _ = controller.handle(.character(factor > 1 ? "+" : "-"))
        case .restart: for action in controller.handle(.character("r")) { _ = perform(action) }
        case .scrub(let t): controller.scrub(to: t)
        case .setLoop(let range): controller.setLoop(range)
        case .extendTimeline(let seconds): inspection.extendTimeline(to: seconds)
        case .setParameter(let name, let value): session.setParameter(name, to: value)
        case .dragParameter(let name, let value): session.dragParameter(name, to: value)
        case .toggleInspector: _ = controller.handle(.character("i"))
        case .toggleInteract:
            _ = controller.handle(.character("g"))
            if controller.isInteracting, !runner.scene.acceptsTouches {
                messages.report("\(runner.info.name) draws layers only: touches reach UIKit views, not bare layers", from: .action, isError: true)
            }
        case .selectLayer(let path): inspection.selectedLayer = path
        case .pickLayer(let path):
            inspection.selectedLayer = path
            inspection.revealsSelection = path != nil
        case .selectAnimation(let layer, let key):
            inspection.selectedLayer = layer
            inspection.selectedAnimationKey = key
        case .openInEditor: _ = perform(.openInEditor)
        case .copyCode(let code, let what): copy(code, what: what)
        case .copyAnimation: _ = perform(.copyAnimation)
        case .toggleFold(let path): inspection.toggleFold(path)
        case .plotKeyPath(let keyPath): inspection.plotOnly(keyPath)
        case .togglePlotted(let keyPath):
            inspection.togglePlotted(keyPath, shown: inspection.selectedPlot(in: runner.scene.rootLayer, length: timelineLength).plotted)
        case .cycleCompare: _ = controller.handle(.character("c"))
        case .toggleNeighbourFrames: _ = controller.handle(.character("o"))
        case .toggleParamsAB: _ = perform(.toggleParamsAB)
        case .toggleVariants: _ = perform(.toggleVariants)
        case .focusVariant(let index): session.focusVariant(index, at: controller.clock.time)
        case .undo: _ = perform(.undo)
        case .redo: _ = perform(.redo)
        case .background(let background): controller.viewport.background = background
        case .zoom(let factor): controller.viewport.zoom(by: factor)
        case .fit: controller.viewport.fit()
        case .toggleParams: _ = controller.handle(.character("t"))
        case .toggleHelp: controller.toggleHelp()
        case .setLiteral(let index, let value): session.setLiteral(index, to: value)
        case .commitLiteral(let index, let value): session.commitLiteral(index, value: value)
        case .dragTiming(let track, let field, let seconds, let free):
            if session.timingDrag == nil { inspection.holdTimeline(at: timelineLength) }
            session.dragTiming(track, field: field, movedBy: seconds, free: free, sceneIndex: controller.sceneIndex, at: controller.clock.time)
        case .dragKeyTime(let track, let mark, let seconds, let free):
            if session.timingDrag == nil { inspection.holdTimeline(at: timelineLength) }
            session.dragKeyTime(track, mark: mark, movedBy: seconds, free: free, sceneIndex: controller.sceneIndex, at: controller.clock.time)
        case .chooseEasing(let track, let name): session.chooseEasing(track, name, sceneIndex: controller.sceneIndex)
        case .customEasing(let track):
            if let index = session.customEasing(track, sceneIndex: controller.sceneIndex) { controller.showParameter(index) }
        case .resizeTrackLabels(let width): controller.trackLabelWidth = width
        case .deleteInput(let input):
            switch input {
            case let .action(time):
                var actions = runner.actionTimes
                if let i = actions.firstIndex(of: time) { actions.remove(at: i) }
                runner.setActions(actions)
            case let .gesture(time):
                runner.setTouches(RecordedInput.removingGesture(at: time, from: runner.touches), strokes: runner.strokes)
            case let .stroke(start):
                runner.setTouches(runner.touches, strokes: runner.strokes.filter { $0.start != start })
            case let .typing(time):
                runner.setKeys(RecordedInput.removingTyping(at: time, from: runner.keys))
            }
            messages.report("\(input.deleteLabel.replacingOccurrences(of: "Delete", with: "deleted")); the rest replay", from: .action)
        case .endTimingDrag:
            session.endTimingDrag()  // the axis stays held until the pointer leaves the timeline
        }
    }
}
