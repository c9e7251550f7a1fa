import Foundation

/// Caps on what the layer tree follows, shared by the reference check (which warns) and the builder
/// (which stops there), so that a hostile file costs no more than a real one. The reader's own caps
/// (layers, keyframes, vertices, group depth) stand beside the code that reads those.
enum LottieLimits {
    /// Layers built: precomps used many times multiply their layers; the tree stops growing here.
    static let builtLayers = 50_000
    /// Precomps inside precomps, and ancestors followed from a layer (a cycle is cut before either).
    static let precompDepth = 16, parentChain = 64
    /// The image files one Lottie file shows, in bytes read (inflated, in an archive), each file
    /// counted once however many assets name it: what 40 assets naming one huge entry cost.
    static let imageBytes = 256 << 20
    /// The pixels those images decode to, in all (2 x 8192 x 8192, 512 MiB of RGBA).
    static let imagePixels = 1 << 27

    /// A text layer's font size in points, and the characters it lays out: a page of text at a size
    /// no screen shows is as much as a real file holds.
    static let textSize = 10_000.0, textCharacters = 20_000

    /// A count past a limit as a message shows it: whole below 10^15 (a billion copies is
    /// 1000000000), in `%g` form beyond, where an integer conversion would trap.
    static func countText(_ v: Double) -> String { v < 1e15 ? String(Int(v)) : String(format: "%g", v) }
}
