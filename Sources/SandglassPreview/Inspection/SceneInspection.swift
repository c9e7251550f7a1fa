import Foundation
import SandglassHeadless
import Sandglass

/// What the panels read from the scene beyond its picture: the selected layer, every animation seen
/// up to the playhead (`AnimationHistory`), the timeline's length and tracks, and the selected
/// layer's plot. One scene's: `reset()` on a scene switch.
final class SceneInspection {
    /// The layer the inspector shows and the viewport outlines; another layer clears the animation
    /// selected in it.
    var selectedLayer: LayerPath? {
        didSet { if selectedLayer != oldValue { selectedAnimationKey = nil } }
    }
    /// The key of the selected layer's animation whose track was clicked (or its row in the inspector's
    /// Code section): its source is the one shown and opened.
    var selectedAnimationKey: String?
    /// The selection was picked in the viewport and its row is not yet scrolled to (the tree unfolds
    /// to it and scrolls once).
    var revealsSelection = false
    /// The layers whose rows the inspector's tree shows folded.
    private(set) var foldedLayers: Set<LayerPath> = []
    /// What layers without a name are called (`LayerNames`), for the tree and the tracks; found again
    /// when the scene is rebuilt (another root).
    private(set) var layerNames = LayerNames()
    private var namedRoot: ObjectIdentifier?
    /// The key paths the inspector plots together (those the selected layer animates; none: its first).
    var plotKeyPaths: [String] = []
    /// The scene's length, for the timeline.
    private(set) var timeline = SceneTimeline()
    /// The timeline's length held while a track's bar is dragged and after, until the pointer leaves
    /// the timeline (nil otherwise): the edit changes the scene's length, and an axis rescaling under
    /// the pointer would move the bar away from it; rescaled at the release, the bar was drawn back
    /// where the drag began, and the edit looked undone.
    private(set) var heldTimelineLength: Double?
    /// Every animation the scene held up to the playhead, observed at each of the runner's frame steps.
    private(set) var animationHistory = AnimationHistory()
    /// The timeline's animation tracks, rebuilt from `animationHistory` when it changes.
    private(set) var tracks = TrackList()
    /// The `animationHistory` generation `tracks` were built from: the plot is sampled again after a change.
    private(set) var tracksGeneration = 0
    /// The inspector's plot and what it was sampled for.
    private var plotCache: PlotCache?

    /// Samples in the inspector's plot.
    static let plotSamples = 120

    /// Has `runner` record its animations at each frame step it takes (a replay after a scrub back or
    /// an edit passes animations that finish before the playhead): the tracks show them.
    func watch(_ runner: SceneRunner) {
        let previous = runner.onFrameStep
        runner.onFrameStep = { [weak self, unowned runner] in
            previous?()
            guard let self else { return }
            self.name(runner)
            self.animationHistory.observe(runner.scene.rootLayer, names: self.layerNames)
        }
    }

    /// Records the animations at the playhead; when the history changed, the length and the tracks
    /// follow it at once (a typed duration while paused shows in the same frame). True when they changed.
    func observe(_ runner: SceneRunner) -> Bool {
        name(runner)
        animationHistory.observe(runner.scene.rootLayer, names: layerNames)
        let pendingPassed = tracks.earliestPending.map { $0 < runner.time } ?? false
        guard animationHistory.generation != tracksGeneration || pendingPassed else { return false }
        tracksGeneration = animationHistory.generation
        timeline.observe(animationHistory)
        tracks = TrackList(history: animationHistory, playhead: runner.time, keeping: tracks)
        return true
    }

    /// Another scene: nothing of this one carries over.
    func reset() {
        timeline = SceneTimeline()
        animationHistory = AnimationHistory()
        tracks = TrackList()
        selectedLayer = nil
        foldedLayers = []
        revealsSelection = false
        treeRows = nil
    }

    /// The names of the layers of `runner`'s scene, found when its root is new.
    private func name(_ runner: SceneRunner) {
        let root = ObjectIdentifier(runner.scene.rootLayer)
        guard namedRoot != root else { return }
        namedRoot = root
        layerNames = LayerNames(reflecting: runner.scene)
    }

    /// Folds the row of `path`, or unfolds it.
    func toggleFold(_ path: LayerPath) {
        if foldedLayers.remove(path) == nil { foldedLayers.insert(path) }
    }

    /// The inspector tree's rows of `root`; a picked selection is revealed (its ancestors unfolded).
    /// Built again only when the tree's root or its number of layers, the folds or the revealed layer
    /// change (building names every row; counting allocates nothing).
    func treeRows(of root: CALayer) -> LayerTreeRows {
        let reveal = revealsSelection ? selectedLayer : nil
        if let reveal {
            foldedLayers = foldedLayers.filter { !$0.isAncestor(of: reveal) }
        }
        let key = TreeRowsKey(root: ObjectIdentifier(root), layers: Self.layerCount(root), folded: foldedLayers, reveal: reveal)
        if let treeRows, treeRows.key == key { return treeRows.rows }
        let rows = LayerTreeRows(root: root, names: layerNames, folded: foldedLayers, reveal: reveal)
        treeRows = (key, rows)
        return rows
    }

    private struct TreeRowsKey: Equatable {
        var root: ObjectIdentifier
        var layers: Int
        var folded: Set<LayerPath>
        var reveal: LayerPath?
    }
    private var treeRows: (key: TreeRowsKey, rows: LayerTreeRows)?

    private static func layerCount(_ layer: CALayer) -> Int {
        var count = 1
        if let mask = layer.mask { count += layerCount(mask) }
        if let sublayers = layer.sublayers { for sublayer in sublayers { count += layerCount(sublayer) } }
        return count
    }

    /// Grows the timeline to `seconds` (the playhead went past its end).
    func extendTimeline(to seconds: Double) { timeline.extend(to: seconds) }

    /// Seconds the timeline spans: the scene's length, or the loop's end when it reaches past it. It
    /// does not follow the playhead (a scene playing for minutes keeps its scale); extend does.
    func timelineLength(loop: ClosedRange<Double>?) -> Double {
        heldTimelineLength ?? max(timeline.length, loop?.upperBound ?? 0)
    }

    /// Holds the timeline at `length` while a bar is dragged; nil lets it follow the scene again.
    func holdTimeline(at length: Double?) { heldTimelineLength = length }

    /// Where the pointer is, each frame: once no drag goes on and the pointer is off the timeline, the
    /// held length is let go and the axis follows the scene again.
    func pointerMoved(overTimeline: Bool, dragging: Bool) {
        if !dragging, !overTimeline { heldTimelineLength = nil }
    }

    /// The selected layer's animations (their keys, in the tracks' order) and where each was defined
    /// (nil: not known, or added by Sandglass itself, as a `UIView.animate` block's are).
    var selectedSources: [(key: String, source: AnimationSourceLocation?)] {
        guard let selectedLayer else { return [] }
        return tracks.rows.compactMap { row in
            guard row.layer == selectedLayer, row.depth == 0, row.kind != .layer, !row.isPending, let key = row.key else { return nil }
            return (key, row.source)
        }
    }

    /// What E opens: the selected animation's source, else the selected layer's first known one.
    var selectedSource: AnimationSourceLocation? {
        let sources = selectedSources
        if let key = selectedAnimationKey, let chosen = sources.first(where: { $0.key == key }) { return chosen.source }
        return sources.lazy.compactMap(\.source).first
    }

    /// What Ctrl+C copies: the selected animation (the latest under its key), else the selected layer's
    /// first; with its key.
    var selectedAnimation: (key: String, animation: CAAnimation)? {
        guard let selectedLayer, let entry = animationHistory.entries.first(where: { $0.path == selectedLayer }) else { return nil }
        let key = selectedAnimationKey.flatMap { entry.latest[$0] == nil ? nil : $0 } ?? entry.keys.first
        return key.flatMap { key in entry.latest[key].map { (key, $0) } }
    }

    /// What copied code calls the selected layer in `root`: its name or the scene's property for it made
    /// an identifier (`spinner`), else `layer`.
    func selectedLayerCodeName(in root: CALayer) -> String {
        guard let layer = selectedLayer?.resolve(in: root), let name = layerNames.codeName(of: layer) else { return "layer" }
        let identifier = AnimationSwiftCode.identifier(for: name)
        return identifier == "animation" ? "layer" : identifier
    }

    /// Plots `keyPath` alone (a track was clicked).
    func plotOnly(_ keyPath: String) { plotKeyPaths = [keyPath] }

    /// Adds `keyPath` to the plot, or takes it out (never the last one).
    func togglePlotted(_ keyPath: String, shown: [String]) {
        var paths = shown
        if let i = paths.firstIndex(of: keyPath) {
            if paths.count > 1 { paths.remove(at: i) }
        } else {
            paths.append(keyPath)
        }
        plotKeyPaths = paths
    }

    /// The inspector's plot of the selected layer in `root`, over `length` seconds: the cached one
    /// while nothing it depends on changed. Returns the plot (nil: no layer selected, or it animates
    /// nothing), the layer's animated key paths and those plotted.
    func selectedPlot(in root: CALayer, length: Double) -> (plot: PlotCache?, keyPaths: [String], plotted: [String]) {
        guard let selectedLayer, let layer = selectedLayer.resolve(in: root) else { return (nil, [], []) }
        let keyPaths = PropertyPlot.animatedKeyPaths(of: layer)
        var plotted = plotKeyPaths.filter(keyPaths.contains)
        if plotted.isEmpty, let first = keyPaths.first { plotted = [first] }
        guard !plotted.isEmpty else { return (nil, keyPaths, []) }
        let key = PlotCache.Key(layer: selectedLayer, keyPaths: plotted, length: length,
                                root: ObjectIdentifier(root), tracksGeneration: tracksGeneration)
        if plotCache?.key != key {
            let start = MonotonicClock.now()
            let plots = plotted.map { PropertyPlot(layer: layer, keyPath: $0, from: 0, to: key.length, count: Self.plotSamples) }
            var keyTimes: [String: [Double]] = [:]
            for row in tracks.rows where row.layer == selectedLayer && !row.keyTimes.isEmpty {
                if let keyPath = row.keyPath { keyTimes[keyPath, default: []] += row.markTimes(in: 0...key.length, limit: 200) }
            }
            plotCache = PlotCache(key: key, overlay: PlotOverlay(plots, keyTimes: keyTimes),
                                  sampleMs: (MonotonicClock.now() - start) * 1000)
        }
        return (plotCache, keyPaths, plotted)
    }
}
