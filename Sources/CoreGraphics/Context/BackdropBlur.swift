import CCairo

/// The blur of a backdrop filter on Cairo's pixels: a box of an ARGB32 image surface (premultiplied),
/// blurred by a separable Gaussian whose taps outside the box read its edge, then saturated. The same
/// picture the GL backend's blur shader makes, for `render(in:)` and the Cairo backend.
package struct BackdropBlur {
    /// Standard deviation, in the surface's pixels.
    package let sigma: CGFloat
    /// 1 keeps colours; each colour moves from its luminance (Rec. 709 weights) by this factor.
    package let saturation: CGFloat

    package init(sigma: CGFloat, saturation: CGFloat) {
        (self.sigma, self.saturation) = (sigma, saturation)
    }

    /// A new ARGB32 surface, `box`'s size, holding `surface`'s pixels in `box` (its own pixel
    /// coordinates, clamped to it) blurred and saturated; nil when the box is empty or the surface has
    /// no pixels to read. The caller destroys it.
    package func blurred(_ surface: OpaquePointer, box: (x: Int, y: Int, width: Int, height: Int)) -> OpaquePointer? {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let (w, h) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let x0 = max(0, box.x), y0 = max(0, box.y)
        let x1 = min(w, box.x + box.width), y1 = min(h, box.y + box.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let (bw, bh) = (x1 - x0, y1 - y0)
        // Four planes (B, G, R, A as Cairo stores them in a little-endian word), premultiplied.
        var planes = [[Float]](repeating: [Float](repeating: 0, count: bw * bh), count: 4)
        for y in 0..<bh {
            let row = data + (y0 + y) * stride + x0 * 4
            for x in 0..<bw {
                for c in 0..<4 { planes[c][y * bw + x] = Float(row[x * 4 + c]) }
            }
        }
        let kernel = SeparableGaussian.kernel(sigma: sigma)
        for c in 0..<4 {
            planes[c] = SeparableGaussian.pass(planes[c], bw, bh, kernel, horizontal: true, edge: .repeated)
            planes[c] = SeparableGaussian.pass(planes[c], bw, bh, kernel, horizontal: false, edge: .repeated)
        }
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bw), Int32(bh)) else { return nil }
        let outStride = Int(cairo_image_surface_get_stride(out))
        guard let pixels = cairo_image_surface_get_data(out) else { cairo_surface_destroy(out); return nil }
        let s = Float(saturation)
        for y in 0..<bh {
            for x in 0..<bw {
                let i = y * bw + x
                var (b, g, r, a) = (planes[0][i], planes[1][i], planes[2][i], planes[3][i])
                if s != 1 {
                    let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
                    r = min(max(luminance + (r - luminance) * s, 0), a)
                    g = min(max(luminance + (g - luminance) * s, 0), a)
                    b = min(max(luminance + (b - luminance) * s, 0), a)
                }
                let o = pixels + y * outStride + x * 4
                for (c, v) in [b, g, r, a].enumerated() { o[c] = UInt8(max(0, min(255, v.rounded()))) }
            }
        }
        cairo_surface_mark_dirty(out)
        return out
    }
}
