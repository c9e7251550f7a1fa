import CImGuiBridge
import SandglassHeadless
import Foundation

/// The inspector's "Plot" section: which animated key path of the selected layer to plot (a choice when
/// it animates several), its value over the timeline (`PropertyPlot`) with the playhead, a legend of the
/// components and what sampling it cost.
struct PropertyPlotView {
    let plot: PropertyPlot?
    /// The selected layer's animated key paths.
    let keyPaths: [String]
    let time: Double
    /// Milliseconds the samples took (when they were last taken).
    let sampleMs: Double

    func draw(into edits: inout [PanelEdit]) {
        guard sgui_collapsing_header("Plot", true) else { return }
        guard let plot, !keyPaths.isEmpty else {
            sgui_text_colored(0.7, 0.7, 0.75, 1, "no animation on the selected layer")
            return
        }
        if keyPaths.count > 1 {
            var current = Int32(keyPaths.firstIndex(of: plot.keyPath) ?? 0)
            sgui_set_next_item_width(-1)
            if Self.withCStrings(keyPaths, { sgui_combo("##plotKeyPath", &current, $0, Int32(keyPaths.count)) }) {
                edits.append(.plotKeyPath(keyPaths[Int(current)]))
            }
        } else {
            sgui_text(plot.keyPath)
        }
        let components = plot.samples.first(where: { !$0.isEmpty })?.count ?? 0
        var values: [Double] = []
        values.reserveCapacity(plot.samples.count * components)
        for sample in plot.samples {
            values += sample.count == components ? sample : Array(repeating: .nan, count: components)
        }
        sgui_value_plot("##plot", values, Int32(plot.samples.count), Int32(components), plot.times.first ?? 0,
                        plot.times.last ?? 0, time, sgui_frame_height() * 6)
        for (i, name) in plot.componentNames.enumerated() {
            let c = Self.colours[i % Self.colours.count]
            if i > 0 { sgui_same_line() }
            sgui_text_colored(c.0, c.1, c.2, 1, name)
        }
        sgui_text_colored(0.7, 0.7, 0.75, 1, String(format: "%d samples in %.1f ms", plot.samples.count, sampleMs))
    }

    /// The plot's line colours (ValuePlot.cpp), component by component.
    private static let colours: [(Float, Float, Float)] = [(1, 0.8, 0.3), (0.43, 0.86, 0.47), (0.94, 0.43, 0.43),
                                                           (0.78, 0.63, 1), (1, 0.59, 0.86), (0.63, 0.9, 0.9)]

    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
