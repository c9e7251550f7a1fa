import Foundation
import SandglassHeadless

/// Several of a layer's animated properties in one plot, and their keyframes as dots.
///
/// Each property's components are lines sharing the time axis. With one property the lines keep their
/// values (the plot labels the range); with several, each line is scaled to its own range (lowest at the
/// bottom, highest at the top; a constant one in the middle), and the legend names each range, so that
/// an opacity of 0...1 and a position of 0...300 both read.
struct PlotOverlay: Equatable {
    /// One line: a component of a property.
    struct Line: Equatable {
        /// `opacity`, `position x`.
        var name: String
        /// Its lowest and highest sampled value (before scaling).
        var range: ClosedRange<Double>?
    }

    /// A keyframe dot: at `time` on line `line`, at the plotted value there.
    struct Mark: Equatable {
        var time: Double
        var line: Int
        var value: Double
    }

    let times: [Double]
    let lines: [Line]
    /// `values[s * lines.count + l]`: line `l` at `times[s]` (scaled when `isScaled`), NaN where it has none.
    let values: [Double]
    let marks: [Mark]
    /// Several properties: every line is scaled to 0...1 over its own range.
    let isScaled: Bool

    /// - Parameters:
    ///   - plots: the properties, sampled at the same times.
    ///   - keyTimes: scene seconds of each property's keyframes (by key path; none for most).
    init(_ plots: [PropertyPlot], keyTimes: [String: [Double]] = [:]) {
        times = plots.first?.times ?? []
        isScaled = plots.count > 1
        var lines: [Line] = [], columns: [[Double]] = [], marks: [Mark] = []
        for plot in plots {
            let names = plot.componentNames
            let count = names.count
            let first = columns.count
            for c in 0..<count {
                var column = plot.samples.map { $0.count == count ? $0[c] : .nan }
                let finite = column.filter(\.isFinite)
                let range = finite.min().map { $0...finite.max()! }
                if isScaled, let range {
                    let span = range.upperBound - range.lowerBound
                    column = column.map { span > 0 ? ($0 - range.lowerBound) / span : 0.5 }
                }
                let name = plots.count > 1 && count > 1 ? "\(plot.keyPath) \(names[c])" : names[c]
                lines.append(Line(name: name, range: range))
                columns.append(column)
            }
            for time in keyTimes[plot.keyPath] ?? [] {
                for c in 0..<count {
                    if let value = Self.value(of: columns[first + c], times: times, at: time) {
                        marks.append(Mark(time: time, line: first + c, value: value))
                    }
                }
            }
        }
        self.lines = lines
        self.marks = marks
        var values: [Double] = []
        values.reserveCapacity(times.count * lines.count)
        for s in times.indices { for column in columns { values.append(column[s]) } }
        self.values = values
    }

    /// The line's value at `time`, linear between the samples around it; nil outside them or where
    /// the line has no value.
    static func value(of column: [Double], times: [Double], at time: Double) -> Double? {
        guard let first = times.first, let last = times.last, time >= first, time <= last, times.count == column.count else { return nil }
        guard let after = times.firstIndex(where: { $0 >= time }) else { return nil }
        if after == 0 || times[after] == time { return column[after].isFinite ? column[after] : nil }
        let (t0, t1, v0, v1) = (times[after - 1], times[after], column[after - 1], column[after])
        guard v0.isFinite, v1.isFinite else { return nil }
        return v0 + (v1 - v0) * (time - t0) / (t1 - t0)
    }
}
