import Foundation

/// Caps on what the layer tree follows, shared by the reference check (which warns) and the builder
/// (which stops there), so that a hostile file costs no more than a real one. The reader's own caps
/// (layers, keyframes, vertices, group depth) stand beside the code that reads those.
enum LottieLimits {
    /// Layers built: precomps used many times multiply their layers; the tree stops growing here.
    static let builtLayers = 50_000
    /// Precomps inside precomps, and ancestors followed from a layer (a cycle is cut before either).
    static let precompDepth = 16, parentChain = 64
}
