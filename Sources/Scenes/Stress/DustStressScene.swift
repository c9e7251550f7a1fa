import Sandglass

extension StressScenes {
    /// The dust settings of `stress-dust`: Thanos's defaults (32 layers, two passes, 1 s flights
    /// staggered over 1.35 s, a 60 x 30 pt intended offset, 15 degrees of turn, any direction, linear).
    static let dustSettings = DustSettings(
        count: 32, passes: 2, duration: 1, stagger: 1.35, timingFunction: .linear,
        travel: CGSize(width: 60, height: 30), rotationRange: 15 * .pi / 180, directionRange: 360 * .pi / 180,
        restoreDuration: 1)

    /// `stress-dust`: the Thanos dust effect (`DustEffectView`, `DustImageDealer`) on an 800 x 800 panel,
    /// flying off and back forever, so any run of frames measures steady dust. Defined exactly, for the
    /// Cairo peer (bench/cairo_peer.c), which draws the same pixels:
    ///
    /// - Panel: `DustPanelImage` 800 x 800 at 1 px/pt, dealt with seed 1 into 32 images (two passes;
    ///   `SplitMix64(seed: 1, stream: 1)`, the rule in `DustImageDealer`), each cropped to the columns
    ///   x0..<x1 it holds plus one transparent column each side within the panel, and held by a layer
    ///   `dustLayer<i>` over those columns (frame (x0, 0, x1 - x0, 800), anchor point on (400, 400))
    ///   under `dustEffectView`, which fills the root.
    /// - Motions: from `SplitMix64(seed: 1, stream: 2)`, per layer in order r1 = R c, r2 = R c,
    ///   a = A c with c = unit() - 0.5, R = 15 pi / 180, A = 360 pi / 180; offset (tx, ty) =
    ///   (60 cos a, 30 sin a); centre C = (400, 400), control C + (tx, ty), end C + (tx cos r1 - ty sin r1,
    ///   ty cos r1 + tx sin r1).
    /// - Time: s = t mod P with P = 2 (1.35 * 31 / 32 + 1) = 4.615625 s. Layer i leaves at
    ///   1.35 i / 32 for 1 s (p = progress 0...1, held at 1 after): position paced along the quadratic
    ///   Bezier C -> end (arc length from 64 equal parameter steps, linear between them), rotation
    ///   (r1 + r2) p, opacity 1 - p. It comes back from L + 1.35 (31 - i) / 32, L = 1.35 * 31 / 32 + 1,
    ///   for 1 s: the Bezier end -> C (same control) paced, rotation (r1 + r2)(1 - p), opacity p.
    /// - Drawing: black, then layers 0...31 in order, each skipped at opacity 0, else its image placed
    ///   at (x0, 0) under translate(position) rotate(rotation) translate(-400, -400), bilinear, times
    ///   its opacity.
    public static let dust = SceneDescriptor(
        info: info("stress-dust", "benchmark: an 800x800 panel dealt into 32 dust layers flying off and back"),
        parameters: SceneParameters(scene: "stress-dust", [])) { _, _ in
        StressScene { root in
            let dust = DustEffectView(image: DustPanelImage.make(width: 800, height: 800), scale: 1, bounds: root.bounds,
                                      settings: dustSettings, seed: 1)
            dust.addLoopingAnimations(start: 0)
            root.addSublayer(dust.layer)
        }
    }
}

/// One dust split as `stress-dust` deals it: an image dealt into the scene's 32 dust images, kept
/// whole so that whoever times the split (`sandglass bench --dust-split`) frees them outside its
/// measurement.
package struct StressDustSplit {
    private let images: [DustImageDealer.DustImage]
    /// The images made (32 unless the panel is empty).
    package var count: Int { images.count }
    /// The dealer's passes over the panel.
    package static var passes: Int { StressScenes.dustSettings.passes }

    /// `panel` dealt with `stress-dust`'s settings and `seed` (the cost does not depend on the seed).
    package init(_ panel: CGImage, seed: UInt64) {
        let settings = StressScenes.dustSettings
        images = DustImageDealer.createDustImages(from: panel, count: settings.count, passes: settings.passes, seed: seed)
    }
}
