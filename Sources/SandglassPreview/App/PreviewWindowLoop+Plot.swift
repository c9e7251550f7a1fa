import Foundation
import SandglassHeadless
import Sandglass

/// What the inspector's plot was sampled for: it is sampled again only when one of these changes.
struct PlotCache {
    struct Key: Equatable {
        var layer: LayerPath
        var keyPath: String
        var length: Double
        /// The scene's root layer (a params edit or a reload builds a new one).
        var root: ObjectIdentifier
        var tracksGeneration: Int
    }

    let key: Key
    let plot: PropertyPlot
    let sampleMs: Double
}

extension PreviewWindowLoop {
    /// Samples in the inspector's plot.
    static let plotSamples = 120

    /// The inspector's plot of the selected layer: the cached one while nothing it depends on changed.
    /// Returns the plot (nil: no layer selected, or it animates nothing) and the layer's animated key paths.
    func selectedPlot() -> (plot: PlotCache?, keyPaths: [String]) {
        guard let selectedLayer, let layer = selectedLayer.resolve(in: runner.scene.rootLayer) else { return (nil, []) }
        let keyPaths = PropertyPlot.animatedKeyPaths(of: layer)
        guard let keyPath = plotKeyPath.flatMap({ keyPaths.contains($0) ? $0 : nil }) ?? keyPaths.first else {
            return (nil, keyPaths)
        }
        let key = PlotCache.Key(layer: selectedLayer, keyPath: keyPath, length: timelineLength,
                                root: ObjectIdentifier(runner.scene.rootLayer), tracksGeneration: tracksGeneration)
        if plotCache?.key != key {
            let start = MonotonicClock.now()
            let plot = PropertyPlot(layer: layer, keyPath: keyPath, from: 0, to: key.length, count: Self.plotSamples)
            plotCache = PlotCache(key: key, plot: plot, sampleMs: (MonotonicClock.now() - start) * 1000)
        }
        return (plotCache, keyPaths)
    }
}
