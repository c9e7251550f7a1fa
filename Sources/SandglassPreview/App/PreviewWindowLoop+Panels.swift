import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass
import SandglassRender

extension PreviewWindowLoop {
    /// Starts the ImGui frame, lays out and builds the panels, and carries out what the user did in
    /// them. Returns the layout (the viewport the scene is drawn into). Without ImGui, or with the
    /// panels hidden (H), the viewport is the whole window.
    func buildPanels() -> PanelLayout {
        let size = window.windowSize
        let points = CGSize(width: size.width, height: size.height)
        guard let ui else {
            return PanelLayout(window: points, rowHeight: 0, showsPanels: false, showsColumn: false, messagesHeight: 0)
        }
        ui.applyScale(contentScale: window.contentScale, textZoom: controller.viewport.textZoom, glyphs: panelGlyphs)
        sgui_new_frame()
        let showsColumn = controller.isPanelVisible || controller.isHelpVisible || controller.isInspectorVisible
        let messagesHeight = controller.isHUDVisible ? CGFloat(MessagesPanel.height(of: log, width: Float(points.width))) : 0
        let tracks = controller.isTracksVisible ? self.tracks : TrackList()
        let layout = PanelLayout(window: points, rowHeight: CGFloat(sgui_frame_height()), showsPanels: controller.isHUDVisible,
                                 showsColumn: showsColumn, messagesHeight: messagesHeight,
                                 trackRows: tracks.rows.count + (tracks.omitted > 0 ? 1 : 0))
        var edits: [PanelEdit] = []
        if controller.isHUDVisible {
            panel("toolbar", layout.toolbar, scrolls: false) {
                ToolbarPanel(controller: controller, sceneName: runner.info.name, canUndo: !history.undoSteps.isEmpty,
                             canRedo: !history.redoSteps.isEmpty, isComparingParams: paramsAB.isOn).draw(into: &edits)
            }
            panel("timeline", layout.timeline, scrolls: false) {
                let frame = FrameStatistics(samples: Array(frameTimes.suffix(60)))
                let uiCost = FrameStatistics(samples: Array(uiTimes.suffix(60)))
                TimelinePanel(controller: controller, length: timelineLength, actions: runner.actionTimes,
                              cues: runner.scene.soundCues.map(\.time), fps: fps, frameMs: frame.median,
                              uiMs: uiCost.median, tracks: tracks, selected: selectedLayer).draw(into: &edits)
            }
            panel("messages", layout.messages, scrolls: true) { MessagesPanel(log: log).draw() }
            panel("column", layout.column, scrolls: true) {
                if controller.isHelpVisible { drawKeyHelp() }
                if controller.isPanelVisible, let (swift, index) = swiftScene, index == controller.sceneIndex {
                    LiteralsPanel(file: swift.path, literals: swift.literals).draw(into: &edits)
                }
                if controller.isPanelVisible { drawParams(into: &edits) }
                if controller.isInspectorVisible { drawInspector(into: &edits) }
            }
        }
        if controller.isInspectorVisible { pickAndOutline(into: &edits) }
        let wheel = sgui_viewport_wheel()
        if wheel != 0 { edits.append(.zoom(pow(1.1, Double(wheel)))) }
        for edit in edits { apply(edit) }
        return layout
    }

    /// The characters beyond Latin-1 the panels may show: the params' strings and choices, the messages.
    private var panelGlyphs: String {
        var texts = log.entries.map(\.text)
        for declaration in params.parameters.declarations {
            if case .string(let value) = params.values[declaration.name] { texts.append(value) }
            if case .string(let choices?) = declaration.kind { texts += choices }
        }
        return ImGuiContext.glyphs(in: texts)
    }

    /// Seconds the timeline spans: the scene's length, or the loop's end when it reaches past it. It
    /// does not follow the playhead (a scene playing for minutes keeps its scale); extend does.
    var timelineLength: Double {
        max(timeline.length, controller.loopRange?.upperBound ?? 0)
    }

    private func panel(_ name: String, _ rect: CGRect, scrolls: Bool, _ body: () -> Void) {
        guard rect.width > 0, rect.height > 0 else { return }
        sgui_begin_panel(name, Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height), scrolls)
        body()
        sgui_end_panel()
    }

    private func drawKeyHelp() {
        sgui_text_colored(1, 0.8, 0.3, 1, "Keys")
        for row in KeyHelp.rows { sgui_text("\(row.keys):  \(row.action)") }
        sgui_text_wrapped_colored(0.7, 0.7, 0.75, 1, KeyRouting.summary)
        sgui_separator()
    }

    private func drawParams(into edits: inout [PanelEdit]) {
        var progress: [String: Double] = [:]
        for declaration in params.parameters.declarations {
            guard case .curve = declaration.kind else { continue }
            let curve = params.values.curve(declaration.name)
            progress[declaration.name] = SceneTimeline.progress(of: curve, under: runner.scene.rootLayer, at: runner.time)
        }
        let moved = selectionShown != controller.selectedParameter
        selectionShown = controller.selectedParameter
        ParamsPanel(params: params, selected: controller.selectedParameter, scrollToSelected: moved,
                    curveProgress: progress).draw(into: &edits)
    }

    private func drawInspector(into edits: inout [PanelEdit]) {
        if selectedLayer != nil {
            let (cache, keyPaths) = selectedPlot()
            PropertyPlotView(plot: cache?.plot, keyPaths: keyPaths, time: controller.clock.time,
                             sampleMs: cache?.sampleMs ?? 0).draw(into: &edits)
        }
        InspectorPanel(model: runner.scene.rootLayer, presentation: runner.presentationTree(),
                       selected: selectedLayer).draw(into: &edits)
    }

    /// A click in the viewport selects the front-most layer under it; the selected layer is outlined.
    private func pickAndOutline(into edits: inout [PanelEdit]) {
        guard let (place, pixelsPerPoint) = lastPlacement, place.scale > 0 else { return }
        let margin = runner.info.overflowMargin
        var x: Float = 0, y: Float = 0
        if sgui_viewport_click(&x, &y) {
            // Window points -> device pixels -> the root layer's coordinates.
            // Comparing, the presentation is one copy of the scene in the picture: a click picks in it.
            let origin = presentationOrigin
            let point = CGPoint(x: (CGFloat(x) * pixelsPerPoint - place.scene.minX) / place.scale - margin - origin.x,
                                y: (CGFloat(y) * pixelsPerPoint - place.scene.minY) / place.scale - margin - origin.y)
            let presentation = runner.presentationTree()
            let hit = presentation.hitTest(point)
            edits.append(.selectLayer(hit.flatMap { LayerPath.of($0, in: presentation) }))
        }
        guard let selectedLayer else { return }
        let presentation = runner.presentationTree()
        guard let layer = selectedLayer.resolve(in: presentation) else { return }
        let r = layer.convert(layer.bounds, to: presentation)
        let scale = place.scale / pixelsPerPoint
        let origin = presentationOrigin
        sgui_outline(Float((place.scene.minX / pixelsPerPoint) + (r.minX + margin + origin.x) * scale),
                     Float((place.scene.minY / pixelsPerPoint) + (r.minY + margin + origin.y) * scale),
                     Float(r.width * scale), Float(r.height * scale))
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
        case .extendTimeline(let seconds): timeline.extend(to: seconds)
        case .setParameter(let name, let value):
            let before = params.values[name]
            let start = MonotonicClock.now()
            if let values = params.set(name, to: value) {
                runner.rebuild(parameters: values)
                // The frame being built shows the edit: the file written and the scene rebuilt this long
                // before it is drawn.
                params.appendToStatus(String(format: "; applied in %.1f ms", (MonotonicClock.now() - start) * 1000))
                history.record(name, from: before, to: values[name], at: MonotonicClock.now() - started)
            }
            syncParamsMessages()
        case .toggleInspector: _ = controller.handle(.character("i"))
        case .selectLayer(let path): selectedLayer = path
        case .plotKeyPath(let keyPath): plotKeyPath = keyPath
        case .cycleCompare: _ = controller.handle(.character("c"))
        case .toggleParamsAB: _ = perform(.toggleParamsAB)
        case .undo: _ = perform(.undo)
        case .redo: _ = perform(.redo)
        case .background(let background): controller.viewport.background = background
        case .zoom(let factor): controller.viewport.zoom(by: factor)
        case .fit: controller.viewport.fit()
        case .toggleParams: _ = controller.handle(.character("t"))
        case .toggleHelp: controller.toggleHelp()
        case .setLiteral(let index, let value):
            let start = MonotonicClock.now()
            DesignTimeLiterals.set(value, at: index)
            runner.rebuild(parameters: params.values)
            literalApplyTimes.append((MonotonicClock.now() - start) * 1000)
        case .commitLiteral(let index, let value):
            guard let (swift, _) = swiftScene else { break }
            if let problem = swift.write(value, toLiteral: index) {
                report(problem, from: .sceneFile, isError: true)
            } else if swift.literals.indices.contains(index) {
                let steps = FrameStatistics(samples: literalApplyTimes)
                report(String(format: "%@ written to %@:%d; each drag step rebuilt the scene in %.1f ms (median)",
                              swift.literals[index].label.isEmpty ? "the literal" : swift.literals[index].label,
                              (swift.path as NSString).lastPathComponent, swift.literals[index].line, steps.median),
                       from: .action)
            }
            literalApplyTimes = []
        }
    }
}
