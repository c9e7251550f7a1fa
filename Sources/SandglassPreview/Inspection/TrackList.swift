import Foundation
import SandglassHeadless
import Sandglass

/// The timeline's tracks: every animation the scene's layers held up to the playhead
/// (`AnimationHistory`: finished and removed ones too, the latest one under each key), grouped by layer
/// in tree order (masks and sublayers, as the inspector lists them), each group's animations nested
/// under it, in scene seconds. Rows seen before that the playhead has not reached since (a scrub back)
/// stay as empty rows, so the rows never move under the pointer.
///
/// The window loop rebuilds it whenever the history changes (an edit, a scrub, an animation added).
package struct TrackList: Equatable, Sendable {
    /// At most this many rows (a scene animating thousands of layers keeps a usable timeline).
    package static let maximumRows = 400
    package private(set) var rows: [AnimationTrack] = []
    /// Rows left out past `maximumRows`.
    package private(set) var omitted = 0
    /// The rows as the timeline draws them, one per animation: a layer's header is not a row of its own,
    /// its name starts its animations' labels, so twice as many layers fit.
    package private(set) var shown: [Shown] = []

    /// A row as drawn: the track, its label in the label column and the whole of it for the tooltip.
    package struct Shown: Equatable, Sendable {
        package var track: AnimationTrack
        /// The layer's own name, then the key (and the key path when it is not the key).
        package var label: String
        /// The layer's path of names, the key and the key path.
        package var detail: String
        /// The layer's last name (which starts `label`) and its path of names.
        var layerName = ""
        var layerPath = ""
    }

    package init() {}

    /// The tracks of `history` at the scene time `playhead`, keeping in their places, empty
    /// (`AnimationTrack.isPending`), the rows of `previous` (this scene's tracks seen before) that the
    /// history has not reached yet.
    package init(history: AnimationHistory, playhead: Double = 0, keeping previous: TrackList? = nil) {
        for entry in history.inTreeOrder {
            append(AnimationTrack(kind: .layer, label: entry.name, depth: 0, layer: entry.path))
            // Animation times are in the layer's local time; the scene's is the root's parent time.
            let layer = entry.layer
            let toScene: (Double) -> Double = { layer.convertTime($0, to: nil) }
            for key in entry.keys {
                guard let animation = entry.latest[key] else { continue }
                let source = animation.addedAt.flatMap { TrackList.isOwnCode($0) ? nil : $0 }
                add(animation, label: key, depth: 0, layer: entry.path, key: key, source: source, toScene: toScene, window: nil)
            }
        }
        for i in rows.indices { rows[i].seenAt = playhead }
        if let previous { keepPending(of: previous, playhead: playhead) }
        shown = Self.shown(rows)
    }

    /// What tells a row from another across two builds of the list.
    private struct RowIdentity: Hashable {
        var layer: LayerPath
        var key: String?
        var depth: Int
        var label: String
        var isLayer: Bool

        init(_ row: AnimationTrack) {
            (layer, key, depth, label, isLayer) = (row.layer, row.key, row.depth, row.label, row.kind == .layer)
        }
    }

    /// Adds the rows of `previous` missing now that were first seen after `playhead`, as pending rows,
    /// each after the row that preceded it there; the rows seen before keep when they were first seen.
    private mutating func keepPending(of previous: TrackList, playhead: Double) {
        var index: [RowIdentity: Int] = [:]
        for (i, row) in rows.enumerated() where index[RowIdentity(row)] == nil { index[RowIdentity(row)] = i }
        // Pending rows by the current row they follow (nil: before every row).
        var following: [Int?: [AnimationTrack]] = [:]
        var anchor: Int?
        for row in previous.rows {
            if let i = index[RowIdentity(row)] {
                rows[i].seenAt = min(rows[i].seenAt, row.seenAt)
                anchor = i
            } else if row.seenAt > playhead {
                var pending = AnimationTrack(kind: row.kind, label: row.label, depth: row.depth, layer: row.layer, keyPath: row.keyPath)
                (pending.key, pending.isPending, pending.seenAt) = (row.key, true, row.seenAt)
                following[anchor, default: []].append(pending)
            }
        }
        guard !following.isEmpty else { return }
        var merged = following[nil] ?? []
        merged.reserveCapacity(rows.count + following.values.reduce(0) { $0 + $1.count })
        for (i, row) in rows.enumerated() {
            merged.append(row)
            merged += following[i] ?? []
        }
        if merged.count > Self.maximumRows {
            omitted += merged.count - Self.maximumRows
            merged.removeLast(merged.count - Self.maximumRows)
        }
        rows = merged
    }

    /// `rows` without the layer headers, each animation labelled by its layer's last name; rows that
    /// would read the same (two layers of one name animating one key) are told apart
    /// (`distinguishingSameLabels`).
    static func shown(_ rows: [AnimationTrack]) -> [Shown] {
        distinguishingSameLabels(labelled(rows))
    }

    /// Rows whose labels are equal end with the name where their layers' paths first differ
    /// (`contentLayer  hide  opacity  (resultView2)`), or a number in tree order when the paths read
    /// the same (`(#2)`): at the end, so that a label elided in the middle keeps both its layer's name
    /// and what tells it apart.
    static func distinguishingSameLabels(_ shown: [Shown]) -> [Shown] {
        var byLabel: [String: [Int]] = [:]
        for (i, row) in shown.enumerated() where row.track.depth == 0 { byLabel[row.label, default: []].append(i) }
        var result = shown
        for indices in byLabel.values where indices.count > 1 {
            let paths = indices.map { shown[$0].layerPath.split(separator: "/").map(String.init) }
            let common = paths.dropFirst().reduce(paths[0].count) { length, path in
                zip(paths[0], path).prefix(length).prefix { $0 == $1 }.count
            }
            let names = paths.map { common < $0.count - 1 ? $0[common] : nil }
            let unique = !names.contains(nil) && Set(names.compactMap { $0 }).count == names.count
            for (n, i) in indices.enumerated() {
                result[i].label = shown[i].label + "  (" + (unique ? names[n]! : "#\(n + 1)") + ")"
            }
        }
        return result
    }

    private static func labelled(_ rows: [AnimationTrack]) -> [Shown] {
        var layerName = "", layerPath = ""
        var shown: [Shown] = []
        shown.reserveCapacity(rows.count)
        for row in rows {
            guard row.kind != .layer else {
                layerPath = row.label
                layerName = String(row.label.split(separator: "/").last ?? "")
                continue
            }
            let key = row.label.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            // "key  keyPath" reads "key" when they are the same (an animation added under its key path).
            let text = key.count == 2 && key[0] == key[1] ? key[0] : row.label
            let label = row.depth == 0 ? "\(layerName)  \(text)" : String(repeating: "  ", count: row.depth) + text
            shown.append(Shown(track: row, label: label, detail: "\(layerPath)  \(row.label)", layerName: layerName, layerPath: layerPath))
        }
        return shown
    }

    /// Whether `location` is inside Sandglass's own modules (a `UIView.animate` block's or an implicit
    /// animation's `add` call): not the app's code, so not shown as where the animation came from.
    static func isOwnCode(_ location: AnimationSourceLocation) -> Bool {
        ["QuartzCore", "UIKit", "SandglassTooling", "SandglassLottie", "CoreGraphics"].contains(location.module)
    }

    /// The earliest time a pending row was first seen at: once the playhead passes it without the row
    /// coming back (an edit removed the animation), the list is built again without it.
    package var earliestPending: Double? {
        rows.lazy.filter(\.isPending).map(\.seenAt).min()
    }

    /// The latest finite scene time a row reaches (its end, or its fill's), for the timeline's length.
    package var latestEnd: Double {
        rows.reduce(0) { latest, row in
            let ends = [row.end, row.forwardsTo ?? 0].filter(\.isFinite)
            return max(latest, ends.max() ?? 0)
        }
    }

    private mutating func append(_ row: AnimationTrack) {
        if rows.count < Self.maximumRows { rows.append(row) } else { omitted += 1 }
    }

    /// Adds the row of `animation`, whose times are in the local time `toScene` maps to scene seconds;
    /// `window`: the group's first pass it plays in (nil at the top level).
    private mutating func add(_ animation: CAAnimation, label: String, depth: Int, layer: LayerPath, key: String,
                              source: AnimationSourceLocation?, toScene: @escaping (Double) -> Double,
                              window: ClosedRange<Double>?) {
        let timing = MediaTimingEvaluator(animation)
        let group = animation as? CAAnimationGroup
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath
        let text = group != nil ? "\(label)  group" : [label, keyPath ?? ""].filter { !$0.isEmpty }.joined(separator: "  ")
        var row = AnimationTrack(kind: group != nil ? .group : .animation, label: text, depth: depth, layer: layer,
                                 keyPath: keyPath)
        (row.key, row.source) = (key, source)
        guard timing.speed > 0 else {
            // A paused animation (speed 0) shows its begin only.
            row.begin = toScene(timing.beginTime)
            row.end = row.begin
            append(row)
            return
        }
        row.begin = toScene(timing.beginTime)
        let sceneSecond = toScene(timing.beginTime + 1) - row.begin
        if sceneSecond > 0, sceneSecond.isFinite { row.parentSecondsPerSceneSecond = 1 / sceneSecond }
        row.pass = toScene(timing.beginTime + timing.duration / timing.speed) - row.begin
        row.end = timing.endTime.isFinite ? toScene(timing.endTime) : .infinity
        row.autoreverses = timing.autoreverses
        row.keyTimes = AnimationTrack.keyTimes(of: animation)
        row.timingFunction = animation.timingFunction
        if let keyframes = animation as? CAKeyframeAnimation, !row.keyTimes.isEmpty {
            (row.givenKeyTimes, row.calculationMode) = (keyframes.keyTimes?.map(\.doubleValue), keyframes.calculationMode)
        }
        let lower = window?.lowerBound ?? 0, upper = window?.upperBound ?? .infinity
        if let window { row.end = min(row.end, window.upperBound) }
        let fill = animation.fillMode
        if fill == .backwards || fill == .both, row.begin > lower { row.backwardsFrom = lower }
        // At the top level, an animation removed on completion holds nothing after its end.
        let holds = window != nil || !animation.isRemovedOnCompletion
        if fill == .forwards || fill == .both, holds, row.end < upper { row.forwardsTo = upper }
        append(row)
        guard let group else { return }
        // The group's animations run in its simple time: 0 at its begin, its duration at its first pass's end.
        let groupBegin = timing.beginTime, speed = timing.speed
        let childToScene: (Double) -> Double = { toScene(groupBegin + $0 / speed) }
        let first = row.begin...max(row.begin, min(row.end, row.begin + row.pass))
        for (i, child) in (group.animations ?? []).enumerated() {
            add(child, label: "\(i)", depth: depth + 1, layer: layer, key: key, source: source, toScene: childToScene, window: first)
        }
    }
}
