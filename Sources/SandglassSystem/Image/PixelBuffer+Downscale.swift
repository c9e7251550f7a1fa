/// Shrinking a raster to fit a texture.
extension PixelBuffer {
    /// This raster scaled down (aspect kept, each side at least 1) so that neither side exceeds
    /// `maximumSide`; itself when it already fits. Each new pixel is the average of the source pixels
    /// it covers (a box filter), which is exact for premultiplied values: no colour bleeds from
    /// transparent pixels.
    package func downscaled(toFit maximumSide: Int) -> PixelBuffer {
        precondition(maximumSide > 0, "a texture side is at least 1")
        guard width > maximumSide || height > maximumSide else { return self }
        let scale = Double(maximumSide) / Double(max(width, height))
        let w = min(maximumSide, max(1, Int((Double(width) * scale).rounded())))
        let h = min(maximumSide, max(1, Int((Double(height) * scale).rounded())))
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let rows = (y * height / h)..<((y + 1) * height / h)
            for x in 0..<w {
                let columns = (x * width / w)..<((x + 1) * width / w)
                var sum = (0, 0, 0, 0)
                for sy in rows {
                    for sx in columns {
                        let i = (sy * width + sx) * 4
                        sum.0 += Int(bytes[i]); sum.1 += Int(bytes[i + 1]); sum.2 += Int(bytes[i + 2]); sum.3 += Int(bytes[i + 3])
                    }
                }
                let n = rows.count * columns.count, half = n / 2, o = (y * w + x) * 4
                out[o] = UInt8((sum.0 + half) / n); out[o + 1] = UInt8((sum.1 + half) / n)
                out[o + 2] = UInt8((sum.2 + half) / n); out[o + 3] = UInt8((sum.3 + half) / n)
            }
        }
        return PixelBuffer(width: w, height: h, bytes: out)
    }
}
