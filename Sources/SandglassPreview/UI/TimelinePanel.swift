import CImGuiBridge
import Foundation

/// The timeline along the bottom: a scrub track spanning the scene's length (`SceneTimeline`), the
/// time as a typed field, the frame number at 60 Hz, a loop range, markers for the scene actions and
/// sound cues, and the frame rate with the
/// panels' own CPU cost.
struct TimelinePanel {
    let controller: PreviewController
    /// Seconds the track spans: the scene's length, or more once the playhead went past it.
    let length: Double
    /// Scene times of the actions given (Enter) and of the scene's sound cues, drawn as markers.
    let actions: [Double]
    let cues: [Double]
    let fps: Double
    let frameMs: Double
    let uiMs: Double

    func draw(into edits: inout [PanelEdit]) {
        var time = controller.clock.time
        if sgui_timeline("##track", &time, length, controller.loopRange?.lowerBound ?? 0,
                         controller.loopRange?.upperBound ?? 0, sgui_frame_height() * 0.9,
                         actions, Int32(actions.count), cues, Int32(cues.count)) {
            edits.append(.scrub(time))
        }
        sgui_text("t")
        sgui_same_line()
        var typed = controller.clock.time
        sgui_set_next_item_width(sgui_frame_height() * 3.5)
        if sgui_input_double("s##time", &typed, "%.3f"), typed.isFinite {
            // Up to ten lengths ahead: a typed 1e9 would replay the scene frame by frame for hours.
            edits.append(.scrub(min(max(0, typed), max(60, length * 10))))
        }
        sgui_same_line()
        let frame = Int((controller.clock.time * 60 + 1e-9).rounded(.down))
        sgui_text(String(format: "frame %d  /  %.2f s", frame, length))
        sgui_same_line()
        var looping = controller.loopRange != nil
        if sgui_checkbox("loop", &looping) {
            edits.append(.setLoop(looping ? 0...length : nil))
        }
        if let loop = controller.loopRange {
            var from = loop.lowerBound, to = loop.upperBound
            sgui_same_line()
            sgui_set_next_item_width(sgui_frame_height() * 3)
            let a = sgui_input_double("from##loop", &from, "%.2f")
            sgui_same_line()
            sgui_set_next_item_width(sgui_frame_height() * 3)
            let b = sgui_input_double("to (s)##loop", &to, "%.2f")
            if (a || b), to > from { edits.append(.setLoop(max(0, from)...to)) }
        }
        sgui_same_line()
        sgui_text_colored(0.7, 0.7, 0.75, 1, String(format: "   %.0f fps  %.1f ms  panels %.2f ms", fps, frameMs, uiMs))
    }
}
