import CImGuiBridge
import Foundation
import Sandglass
import SandglassHeadless

/// The panels, wired to the parts they show: built each frame from the session, the inspection and
/// the controller, and what the user did in them carried out (`apply(_:)`).
extension PreviewWindowLoop {
    /// Starts the ImGui frame, lays out and builds the panels, and carries out what the user did in
    /// them. Returns the layout (the viewport the scene is drawn into). Without ImGui, or with the
    /// panels hidden (H), the viewport is the whole window.
    func buildPanels() -> PanelLayout {
        let size = window.windowSize
        let points = CGSize(width: size.width, height: size.height)
        guard let ui else {
            return PanelLayout(window: points, rowHeight: 0, showsPanels: false, showsColumn: false)
        }
        ui.applyScale(contentScale: window.contentScale, textZoom: controller.viewport.textZoom, glyphs: panelGlyphs)
        sgui_new_frame()
        let showsColumn = controller.isPanelVisible || controller.isHelpVisible || controller.isInspectorVisible
        let tracks = controller.isTracksVisible ? inspection.tracks : TrackList()
        let toolbar = ToolbarPanel(controller: controller, sceneName: runner.info.name, canUndo: !session.history.undoSteps.isEmpty,
                                   canRedo: !session.history.redoSteps.isEmpty, isComparingParams: session.paramsAB.isOn,
                                   isShowingVariants: session.variants != nil, offersVariants: options.variants != nil)
        let layout = PanelLayout(window: points, rowHeight: CGFloat(sgui_frame_height()), showsPanels: controller.isHUDVisible,
                                 showsColumn: showsColumn,
                                 trackRows: tracks.shown.count + (tracks.omitted > 0 ? 1 : 0),
                                 toolbarRows: toolbar.rows(width: sgui_panel_inner_width(Float(points.width))).rows)
        var edits: [PanelEdit] = []
        if controller.isHUDVisible {
            panel("toolbar", layout.toolbar, scrolls: false) { toolbar.draw(into: &edits) }
            panel("timeline", layout.timeline, scrolls: false) {
                let recent = times.recent
                TimelinePanel(controller: controller, length: timelineLength, frames: runner.info.frames,
                              inputs: RecordedInput.markers(actions: runner.actionTimes, samples: runner.touches, strokes: runner.strokes,
                                                            keys: runner.keys),
                              cues: runner.scene.soundCues.map(\.time), fps: times.fps, frameMs: recent.frame.median,
                              uiMs: recent.panels.median, tracks: tracks, selected: inspection.selectedLayer,
                              dragTip: session.timingDragTip).draw(into: &edits)
            }
            panel("messages", layout.messages, scrolls: true) { MessagesPanel(log: messages.log).draw() }
            // Params and the inspector both open: each scrolls in its half of the column, so both show.
            let splits = controller.isPanelVisible && controller.isInspectorVisible
            panel("column", layout.column, scrolls: !splits) {
                if controller.isHelpVisible { KeyHelpPanel().draw() }
                if splits { sgui_begin_region("##paramsHalf", Float(layout.column.height) * 0.45) }
                if controller.isPanelVisible, let (swift, index) = session.swiftScene, index == controller.sceneIndex {
                    LiteralsPanel(file: swift.path, literals: swift.literals).draw(into: &edits)
                }
                if controller.isPanelVisible { drawParams(into: &edits) }
                if splits {
                    sgui_end_region()
                    sgui_separator()
                    sgui_begin_region("##inspectorHalf", 0)
                }
                if controller.isInspectorVisible { drawInspector(into: &edits) }
                if splits { sgui_end_region() }
            }
        }
        if let clicked = presenter.clickedVariant(), clicked != session.variants?.focused {
            edits.append(.focusVariant(clicked))  // the click focuses; the next one picks or touches in it
        } else if controller.isInteracting {
            if runner.scene.acceptsTouches, let (phase, point) = presenter.touch(&mouseTouch, margin: runner.info.overflowMargin) {
                runner.recordTouch(phase, at: point)
            }
        } else if controller.isInspectorVisible,
                  let pick = presenter.pickAndOutline(in: presentation, margin: runner.info.overflowMargin, selected: inspection.selectedLayer) {
            edits.append(pick)
        }
        let wheel = sgui_viewport_wheel()
        if controller.isInteracting, runner.scene.acceptsTouches, (wheel != 0 && sgui_ctrl_down()) || wheelPinch.isPinching {
            pinch(wheel: Double(wheel))
        } else if wheel != 0 {
            edits.append(.zoom(pow(1.1, Double(wheel))))
        }
        for edit in edits { apply(edit) }
        var pointer = (x: Float(0), y: Float(0))
        sgui_pointer(&pointer.x, &pointer.y)
        inspection.pointerMoved(overTimeline: controller.isHUDVisible && layout.timeline.contains(CGPoint(x: CGFloat(pointer.x), y: CGFloat(pointer.y))),
                                dragging: session.timingDrag != nil)
        // A drag is written once, when the button is up (the frames before followed it live).
        if session.isDragging, !sgui_mouse_down() { session.endDrags() }
        return layout
    }

    /// Interact mode's Ctrl + wheel: two fingers pinching about the pointer (`WheelPinch`), lifted when
    /// the wheel rests or Ctrl is let go.
    private func pinch(wheel: Double) {
        let now = MonotonicClock.now()
        var changes: [WheelPinch.Change] = []
        if wheel != 0, sgui_ctrl_down(), let point = presenter.rootPointer(margin: runner.info.overflowMargin) {
            changes = wheelPinch.wheel(wheel, at: point, now: now)
        } else {
            changes = wheelPinch.idle(now: now, ctrlHeld: sgui_ctrl_down())
        }
        for change in changes { runner.recordTouch(change.phase, at: change.point, finger: change.finger) }
    }

    /// The characters beyond Latin-1 the panels may show: the params' strings and choices, the messages.
    private var panelGlyphs: String {
        var texts = messages.log.entries.map(\.text)
        let params = session.params
        for declaration in params.parameters.declarations {
            if case .string(let value) = params.values[declaration.name] { texts.append(value) }
            if case .string(let choices?) = declaration.kind { texts += choices }
        }
        return ImGuiContext.glyphs(in: texts)
    }

    /// Seconds the timeline spans (`SceneInspection.timelineLength(loop:)`).
    var timelineLength: Double { inspection.timelineLength(loop: controller.loopRange) }

    private func panel(_ name: String, _ rect: CGRect, scrolls: Bool, _ body: () -> Void) {
        guard rect.width > 0, rect.height > 0 else { return }
        sgui_begin_panel(name, Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height), scrolls)
        body()
        sgui_end_panel()
    }

    private func drawParams(into edits: inout [PanelEdit]) {
        let params = session.params
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

    /// The inspector: the layer tree first, so that selecting a row (which shows the plot and the
    /// properties below it) never moves the tree under the pointer.
    /// What picking and the inspector read: the frame on screen's presentation copy.
    private var presentation: CALayer { shownLayers ?? runner.presentationTree() }

    private func drawInspector(into edits: inout [PanelEdit]) {
        let root = runner.scene.rootLayer
        let panel = InspectorPanel(model: root, presentation: presentation, selected: inspection.selectedLayer,
                                   rows: inspection.treeRows(of: root), scrollsToSelected: inspection.revealsSelection)
        panel.drawTree(into: &edits)
        inspection.revealsSelection = false
        if inspection.selectedLayer != nil {
            let (cache, keyPaths, plotted) = inspection.selectedPlot(in: root, length: timelineLength)
            PropertyPlotView(overlay: cache?.overlay, keyPaths: keyPaths, plotted: plotted, time: controller.clock.time,
                             sampleMs: cache?.sampleMs ?? 0).draw(into: &edits)
            panel.drawCode(inspection.selectedSources, selectedKey: inspection.selectedAnimationKey, into: &edits)
        }
        panel.drawConstraints()
        panel.drawProperties()
    }
}
