import Foundation
import SandglassHeadless
import Sandglass

/// What the inspector's plot was sampled for: it is sampled again only when one of these changes.
struct PlotCache {
    struct Key: Equatable {
        var layer: LayerPath
        var keyPaths: [String]
        var length: Double
        /// The scene's root layer (a params edit or a reload builds a new one).
        var root: ObjectIdentifier
        var tracksGeneration: Int
    }

    let key: Key
    let overlay: PlotOverlay
    let sampleMs: Double
}
