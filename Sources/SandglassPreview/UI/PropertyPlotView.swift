import CImGuiBridge
import SandglassHeadless
import Foundation

/// The inspector's "Plot" section: which animated key paths of the selected layer to plot (a toggle for
/// each when it animates several: they overlay, each line scaled to its own range), their values over
/// the timeline (`PlotOverlay`) with the playhead and the keyframes as dots, a legend of the lines (with
/// each one's range when overlaid) and what sampling it cost.
struct PropertyPlotView {
    let overlay: PlotOverlay?
    /// The selected layer's animated key paths, and those plotted.
    let keyPaths: [String]
    let plotted: [String]
    let time: Double
    /// Milliseconds the samples took (when they were last taken).
    let sampleMs: Double

    func draw(into edits: inout [PanelEdit]) {
        guard sgui_collapsing_header("Plot", true) else { return }
        guard let overlay, !keyPaths.isEmpty else {
            sgui_text_colored(0.7, 0.7, 0.75, 1, "no animation on the selected layer")
            return
        }
        if keyPaths.count > 1 {
            for (i, keyPath) in keyPaths.enumerated() {
                if i > 0, sgui_available_width() > Float(keyPath.count) * sgui_frame_height() * 0.5 { sgui_same_line() }
                if sgui_toggle_button(keyPath, plotted.contains(keyPath)) { edits.append(.togglePlotted(keyPath)) }
            }
        } else {
            sgui_text(keyPaths[0])
        }
        let marks = overlay.marks
        sgui_value_plot("##plot", overlay.values, Int32(overlay.times.count), Int32(overlay.lines.count), overlay.times.first ?? 0,
                        overlay.times.last ?? 0, time, sgui_frame_height() * 6, overlay.isScaled,
                        marks.map(\.time), marks.map(\.value), marks.map { Int32($0.line) }, Int32(marks.count))
        for (i, line) in overlay.lines.enumerated() {
            let c = Self.colours[i % Self.colours.count]
            var text = line.name
            if overlay.isScaled, let range = line.range {
                text += String(format: " %.4g…%.4g", range.lowerBound, range.upperBound)
            }
            if i > 0, sgui_available_width() > Float(text.count) * sgui_frame_height() * 0.45 { sgui_same_line() }
            sgui_text_colored(c.0, c.1, c.2, 1, text)
        }
        sgui_text_colored(0.7, 0.7, 0.75, 1, String(format: "%d samples in %.1f ms", overlay.times.count, sampleMs))
    }

    /// The plot's line colours (ValuePlot.cpp), component by component.
    private static let colours: [(Float, Float, Float)] = [(1, 0.8, 0.3), (0.43, 0.86, 0.47), (0.94, 0.43, 0.43),
                                                           (0.78, 0.63, 1), (1, 0.59, 0.86), (0.63, 0.9, 0.9)]
}
