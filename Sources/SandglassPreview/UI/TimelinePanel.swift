import CImGuiBridge
import SandglassHeadless
import Foundation
import Sandglass

/// The timeline along the bottom: a scrub track spanning the scene's length (`SceneTimeline`; "extend"
/// grows it when the playhead went past), the
/// time as a typed field, the frame number at 60 Hz, a loop range, markers for the scene actions and
/// sound cues, the frame rate with the panels' own CPU cost (shortened to the room left); for a scene
/// that counts in frames (a Lottie file) a ruler in the file's frames (`TimelineRuler`), its frame
/// number, scrubbing snapped to whole frames, and its markers on the ruler (their spans shaded, a click
/// on a name jumps to its start); below them the animation tracks
/// (`TrackList`, A toggles them) on the scrub track's time axis, scrolling when there are many. Clicking
/// a track selects its layer; dragging its bar's right end edits the animation's `duration`, its body
/// the `beginTime` (`SceneSession.dragTiming`), snapped to 0.05 s unless Shift is held; dragging a
/// keyframe mark its key time (`SceneSession.dragKeyTime`), snapped to 0.01 of the duration; a right
/// click opens its easing pop-up (`SceneSession.chooseEasing`).
struct TimelinePanel {
    let controller: PreviewController
    /// Seconds the track spans: the scene's length, or more once the playhead went past it.
    let length: Double
    /// The scene's own frames (a Lottie file's), nil for a scene timed in seconds.
    let frames: SceneFrames?
    /// What was given on the timeline (actions, touches, drags), drawn as markers, each deletable
    /// through its menu (a right click on it); the scene's sound cues' times, drawn as markers too.
    let inputs: [RecordedInput]
    let cues: [Double]
    let fps: Double
    let frameMs: Double
    let uiMs: Double
    /// The rows to draw (empty: none shown) and the layer the inspector has selected.
    let tracks: TrackList
    let selected: LayerPath?
    /// The value of the bar being dragged (`duration 1.25 s`), shown beside the pointer.
    var dragTip: String?

    func draw(into edits: inout [PanelEdit]) {
        var time = controller.clock.time
        let actions = inputs.map(\.time)
        var labels: Float = 0
        if !tracks.shown.isEmpty {
            let available = sgui_available_width(), row = sgui_frame_height()
            let range = Self.labelColumnRange(available: available, rowHeight: row)
            labels = min(max(controller.trackLabelWidth.map(Float.init) ?? Self.labelColumnWidth(available: available, rowHeight: row),
                             range.lowerBound), range.upperBound)
            var dragged = labels
            if sgui_column_handle("##labels", &dragged, row * 0.9, range.lowerBound, range.upperBound), dragged != labels {
                edits.append(.resizeTrackLabels(width: Double(dragged)))
            }
        }
        let ruler = TimelineRuler(frames: frames)
        let markers = frames?.markers ?? []
        let scrubbed = ruler.steps.withUnsafeBufferPointer { steps in
            withCStrings(markers.map(\.name)) { names in
                let marks = markers.enumerated().map { i, marker in
                    SGUIMarker(time: frames!.time(ofFrame: marker.frame), duration: marker.durationFrames / frames!.frameRate, name: names[i])
                }
                return sgui_timeline("##track", &time, length, controller.loopRange?.lowerBound ?? 0,
                                     controller.loopRange?.upperBound ?? 0, sgui_frame_height() * 0.9,
                                     actions, Int32(actions.count), cues, Int32(cues.count), labels,
                                     SGUIRuler(scale: ruler.scale, offset: ruler.offset, steps: steps.baseAddress, step_count: Int32(steps.count)),
                                     marks, Int32(marks.count))
            }
        }
        if scrubbed { edits.append(.scrub(frames.map { Self.snapped(time, to: $0) } ?? time)) }
        let chosen = withCStrings(inputs.map(\.deleteLabel)) { labels in
            sgui_timeline_marker_menu(actions, labels, Int32(inputs.count))
        }
        if chosen >= 0, inputs.indices.contains(Int(chosen)) { edits.append(.deleteInput(inputs[Int(chosen)])) }
        sgui_text("t")
        sgui_same_line()
        var typed = controller.clock.time
        sgui_set_next_item_width(sgui_frame_height() * 3.5)
        if sgui_input_double("s##time", &typed, "%.3f"), typed.isFinite {
            // Up to ten lengths ahead: a typed 1e9 would replay the scene frame by frame for hours.
            edits.append(.scrub(min(max(0, typed), max(60, length * 10))))
        }
        sgui_same_line()
        if let frames {
            sgui_text(String(format: "frame %@ of %@...%@ at %@ fps", Self.number(frames.frame(atTime: controller.clock.time)),
                             Self.number(frames.firstFrame), Self.number(frames.lastFrame), Self.number(frames.frameRate)))
        } else {
            let frame = Int((controller.clock.time * 60 + 1e-9).rounded(.down))
            sgui_text(String(format: "frame %d  /  %.2f s", frame, length))
        }
        sgui_same_line()
        if controller.clock.time > length {
            // Past the end: the timeline keeps its scale until asked to grow.
            if sgui_button(String(format: "extend to %.0f s", controller.clock.time.rounded(.up))) {
                edits.append(.extendTimeline(controller.clock.time))
            }
            sgui_same_line()
        }
        var looping = controller.loopRange != nil
        if sgui_checkbox("loop", &looping) {
            edits.append(.setLoop(looping ? 0...length : nil))
        }
        if let loop = controller.loopRange {
            var from = loop.lowerBound, to = loop.upperBound
            // Read left to right: "loop [1.00] to [3.00] s".
            sgui_same_line()
            sgui_set_next_item_width(sgui_frame_height() * 3)
            let a = sgui_input_double("##loopfrom", &from, "%.2f")
            sgui_same_line()
            sgui_text("to")
            sgui_same_line()
            sgui_set_next_item_width(sgui_frame_height() * 3)
            let b = sgui_input_double("s##loopto", &to, "%.2f")
            if (a || b), to > from { edits.append(.setLoop(max(0, from)...to)) }
        }
        sgui_same_line()
        // The frame rate and costs in what room is left on the row, shortened rather than run off it.
        let costs = [String(format: "   %.0f fps  %.1f ms  panels %.2f ms", fps, frameMs, uiMs),
                     String(format: "   %.0f fps  %.1f ms", fps, frameMs), String(format: "   %.0f fps", fps)]
        let room = sgui_available_width()
        if let fitting = costs.first(where: { sgui_text_width($0) <= room }) {
            sgui_text_colored(0.7, 0.7, 0.75, 1, fitting)
        } else {
            sgui_text("")
        }
        drawTracks(into: &edits)
    }

    /// `time` moved to the nearest of the scene's own frames.
    static func snapped(_ time: Double, to frames: SceneFrames) -> Double {
        frames.time(ofFrame: frames.frame(atTime: time).rounded())
    }

    /// A frame number or rate: whole numbers without a fraction, others to two places.
    private static func number(_ v: Double) -> String {
        abs(v - v.rounded()) < 1e-6 ? String(format: "%.0f", v) : String(format: "%.2f", v)
    }

    /// The easing pop-up of a track (a right click on its row): Core Animation's named timing
    /// functions, the animation's own ticked, and "custom...", the curve editor of the params entry that
    /// defines it.
    private func easingMenu(_ row: AnimationTrack, into edits: inout [PanelEdit]) {
        guard sgui_begin_item_menu("##easing") else { return }
        defer { sgui_end_item_menu() }
        sgui_text_colored(0.6, 0.6, 0.65, 1, "timingFunction of '\(row.key ?? row.label)'")
        sgui_separator()
        let current = EasingTarget.name(of: row.timingFunction)
        for name in EasingTarget.names where sgui_menu_entry(name.rawValue, name == current) {
            edits.append(.chooseEasing(row, name))
        }
        if sgui_menu_entry("custom...", current == nil) { edits.append(.customEasing(row)) }
    }

    /// The width of the tracks' label column until its edge is dragged: room for about 36 characters of
    /// a row's label (a longer one is elided in the middle, whole in its tooltip), at most 30 % of
    /// the panel.
    static func labelColumnWidth(available: Float, rowHeight: Float) -> Float {
        min(available * 0.3, rowHeight * 12)
    }

    /// How far the label column can be dragged: from a few characters to 60 % of the panel.
    static func labelColumnRange(available: Float, rowHeight: Float) -> ClosedRange<Float> {
        let low = min(rowHeight * 3, available * 0.6)
        return low...max(low, available * 0.6)
    }

    private func drawTracks(into edits: inout [PanelEdit]) {
        guard !tracks.shown.isEmpty else { return }
        let stride = Float(PanelLayout.trackRowHeight(rowHeight: CGFloat(sgui_frame_height())))
        let height = stride - 1  // 1 point between rows
        let time = controller.clock.time
        sgui_begin_child("##tracks", 0)
        var start = 0.0, span = 0.0, x: Float = 0, width: Float = 0
        sgui_timeline_view(&start, &span, &x, &width)
        let view = start...(start + max(0, span))
        // At most one keyframe mark every 3 points.
        let markLimit = max(1, Int(width / 3))
        var first: Int32 = 0, last: Int32 = 0
        sgui_visible_rows(stride, Int32(tracks.shown.count), &first, &last)
        for index in Int(first)..<Int(last) {
            let shown = tracks.shown[index]
            let row = shown.track
            sgui_push_id(Int32(index))  // two layers may share a name path and an animation key
            defer { sgui_pop_id() }
            if row.isPending {
                // Added later than the playhead: its place only; a click selects its layer.
                if sgui_track_row(shown.label, shown.detail + "  (added later, at about \(String(format: "%.2f", row.seenAt)) s)", .pending,
                                  Int32(row.depth), 0, 0, 0, false, -1, -1, nil, 0, time, height, row.layer == selected, nil, nil) {
                    edits.append(.selectLayer(row.layer))
                }
                continue
            }
            let kind: SGUITrackKind = row.kind == .group ? .group : .animation
            let pointsPerSecond = span > 0 ? Double(width) / span : 0
            let marks = row.marksStandApart(pointsPerSecond: pointsPerSecond, spacing: Double(height) * 0.5)
                ? row.markTimes(in: view, limit: markLimit) : []
            var drag = SGUITrackDrag()
            if sgui_track_row(shown.label, shown.detail, kind, Int32(row.depth), row.begin, row.end, row.pass, row.autoreverses,
                              row.backwardsFrom ?? -1, row.forwardsTo ?? -1, marks, Int32(marks.count), time, height,
                              row.layer == selected, &drag, dragTip) {
                edits.append(.selectLayer(row.layer))
                if let key = row.key { edits.append(.selectAnimation(layer: row.layer, key: key)) }
                if let keyPath = row.keyPath { edits.append(.plotKeyPath(keyPath)) }
            }
            if row.key != nil { easingMenu(row, into: &edits) }
            if drag.edge == 3 {
                edits.append(.dragKeyTime(row, mark: drag.mark, seconds: drag.seconds, free: sgui_shift_down()))
            } else if drag.edge != 0 {
                let field: TimingField = drag.edge == 2 ? .duration : .beginTime
                edits.append(.dragTiming(row, field: field, seconds: drag.seconds, free: sgui_shift_down()))
            }
            if drag.edge != 0, drag.released { edits.append(.endTimingDrag) }
        }
        sgui_rows_end(stride, Int32(tracks.shown.count), last)
        if tracks.omitted > 0 { sgui_text("\(tracks.omitted) more animations not shown") }
        sgui_end_child()
    }
}
