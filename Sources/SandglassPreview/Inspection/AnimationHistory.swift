import Foundation
import SandglassHeadless
import Sandglass

/// Every animation the scene's layers have held since the scene was built, up to the runner's time:
/// the tracks are drawn from it, so an animation that finished and was removed (a phase of a sequence,
/// a completion-chained step) still has its row, as of the playhead.
///
/// The runner replays from 0 when time goes back and rebuilds on an edit, with a new root layer; a new
/// root starts the history over, so it always describes the path from 0 to the playhead. Observed at
/// every frame step the runner takes (an animation lasting one frame is seen) and after each seek.
/// One entry per layer and key: an animation added again under the same key (a loop chained through
/// completions) replaces the entry's latest, so the history stays as small as the scene.
package struct AnimationHistory {
    /// One layer's animations, by key in the order the keys were first seen.
    struct Entry {
        let layer: CALayer
        let path: LayerPath
        let name: String
        var keys: [String] = []
        /// The first animation seen under each key (its end is the scene's length) and the latest.
        var first: [String: CAAnimation] = [:]
        var latest: [String: CAAnimation] = [:]
    }

    private(set) var entries: [Entry] = []
    private var entryIndex: [ObjectIdentifier: Int] = [:]
    private var root: ObjectIdentifier?
    /// Counts the changes: something new was seen, or the history started over.
    package private(set) var generation = 0

    package init() {}

    /// Records the animations under `root` now; starts over when `root` is another tree than before.
    /// Layers without a name are called by `names`.
    package mutating func observe(_ root: CALayer, names: LayerNames = LayerNames()) {
        if self.root != ObjectIdentifier(root) {
            self.root = ObjectIdentifier(root)
            entries = []
            entryIndex = [:]
            generation += 1
        }
        var stack: [(CALayer, LayerPath, String)] = [(root, LayerPath(), root.name ?? "root")]
        while let (layer, path, name) = stack.popLast() {
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key) else { continue }
                record(animation, key: key, on: layer, path: path, name: name)
            }
            if let mask = layer.mask { stack.append((mask, LayerPath(path.steps + [-1]), name + "/mask")) }
            for (i, sublayer) in (layer.sublayers ?? []).enumerated().reversed() {
                stack.append((sublayer, LayerPath(path.steps + [i]), name + "/" + names.name(of: sublayer, index: i)))
            }
        }
    }

    private mutating func record(_ animation: CAAnimation, key: String, on layer: CALayer, path: LayerPath, name: String) {
        let id = ObjectIdentifier(layer)
        let index: Int
        if let known = entryIndex[id] {
            index = known
        } else {
            index = entries.count
            entryIndex[id] = index
            entries.append(Entry(layer: layer, path: path, name: name))
        }
        if entries[index].latest[key] === animation { return }
        if entries[index].first[key] == nil {
            entries[index].keys.append(key)
            entries[index].first[key] = animation
        }
        entries[index].latest[key] = animation
        generation += 1
    }

    /// The entries in tree order (masks before sublayers, as the inspector lists them).
    var inTreeOrder: [Entry] {
        entries.sorted { $0.path.steps.lexicographicallyPrecedes($1.path.steps) }
    }
}
