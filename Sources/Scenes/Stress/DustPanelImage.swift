import Sandglass

/// The panel that `stress-dust` turns to dust, and that `sandglass bench --dust-split` splits: an
/// opaque image with detail at every scale (a two-axis colour gradient, diagonal stripes, rings), made
/// from integer arithmetic alone so that the Cairo peer (bench/cairo_peer.c) builds the same bytes
/// without any drawing engine, and neither side needs GL to build it.
///
/// Pixel (x, y) of a `width` x `height` panel (integer division throughout, `w = width`, `h = height`):
/// - base colour: r = 255 x / (w - 1), g = 255 y / (h - 1), b = 255 - 255 (x + y) / (w + h - 2);
/// - diagonal stripes 24 px wide: where ((x + y) / 24) is odd, each channel is halved (c / 2);
/// - rings: with d = (2x - w + 1)^2 + (2y - h + 1)^2 (four times the squared distance from the
///   centre), the pixel is white where (d / 25600) % 4 == 0 — a disc of radius 80 px and thinner rings
///   further out;
/// - alpha 255 everywhere (so premultiplied and straight colours are the same).
/// A size of 1 on a side takes that side's gradient as 0.
package enum DustPanelImage {
    package static func make(width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialised in
            let xSpan = max(width - 1, 1), ySpan = max(height - 1, 1), diagonalSpan = max(width + height - 2, 1)
            var i = 0
            for y in 0..<height {
                let dy = 2 * y - height + 1
                for x in 0..<width {
                    var r = 255 * x / xSpan, g = 255 * y / ySpan, b = 255 - 255 * (x + y) / diagonalSpan
                    if ((x + y) / 24) % 2 == 1 { (r, g, b) = (r / 2, g / 2, b / 2) }
                    let dx = 2 * x - width + 1
                    if ((dx * dx + dy * dy) / 25600) % 4 == 0 { (r, g, b) = (255, 255, 255) }
                    out[i] = UInt8(r); out[i + 1] = UInt8(g); out[i + 2] = UInt8(b); out[i + 3] = 255
                    i += 4
                }
            }
            initialised = width * height * 4
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }
}
