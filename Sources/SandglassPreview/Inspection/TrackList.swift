import Foundation
import SandglassHeadless
import Sandglass

/// The timeline's tracks: every animation in a layer tree, grouped by layer in tree order (masks and
/// sublayers, as the inspector lists them), each group's animations nested under it, in scene seconds.
///
/// Built from the model tree's animations as they are now (animations removed on completion are gone,
/// ones a completion block adds appear when added); the window loop rebuilds it a few times a second.
public struct TrackList: Equatable, Sendable {
    /// At most this many rows (a scene animating thousands of layers keeps a usable timeline).
    public static let maximumRows = 400
    public private(set) var rows: [AnimationTrack] = []
    /// Rows left out past `maximumRows`.
    public private(set) var omitted = 0

    public init() {}

    public init(root: CALayer) {
        var stack: [(CALayer, LayerPath, String)] = [(root, LayerPath(), root.name ?? "root")]
        while let (layer, path, name) = stack.popLast() {
            let keys = layer.animationKeys() ?? []
            if !keys.isEmpty {
                append(AnimationTrack(kind: .layer, label: name, depth: 0, layer: path))
                // Animation times are in the layer's local time; the scene's is the root's parent time.
                let toScene: (Double) -> Double = { layer.convertTime($0, to: nil) }
                for key in keys {
                    guard let animation = layer.animation(forKey: key) else { continue }
                    add(animation, label: key, depth: 0, layer: path, toScene: toScene, window: nil)
                }
            }
            var children: [(CALayer, LayerPath, String)] = []
            if let mask = layer.mask { children.append((mask, LayerPath(path.steps + [-1]), name + "/mask")) }
            for (i, sublayer) in (layer.sublayers ?? []).enumerated() {
                children.append((sublayer, LayerPath(path.steps + [i]), name + "/" + (sublayer.name ?? "layer\(i)")))
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    /// The latest finite scene time a row reaches (its end, or its fill's), for the timeline's length.
    public var latestEnd: Double {
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
    private mutating func add(_ animation: CAAnimation, label: String, depth: Int, layer: LayerPath,
                              toScene: @escaping (Double) -> Double, window: ClosedRange<Double>?) {
        let timing = MediaTimingEvaluator(animation)
        let group = animation as? CAAnimationGroup
        let keyPath = (animation as? CAPropertyAnimation)?.keyPath
        let text = group != nil ? "\(label)  group" : [label, keyPath ?? ""].filter { !$0.isEmpty }.joined(separator: "  ")
        var row = AnimationTrack(kind: group != nil ? .group : .animation, label: text, depth: depth, layer: layer,
                                 keyPath: keyPath)
        guard timing.speed > 0 else {
            // A paused animation (speed 0) shows its begin only.
            row.begin = toScene(timing.beginTime)
            row.end = row.begin
            append(row)
            return
        }
        row.begin = toScene(timing.beginTime)
        row.pass = toScene(timing.beginTime + timing.duration / timing.speed) - row.begin
        row.end = timing.endTime.isFinite ? toScene(timing.endTime) : .infinity
        row.autoreverses = timing.autoreverses
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
            add(child, label: "\(i)", depth: depth + 1, layer: layer, toScene: childToScene, window: first)
        }
    }
}
