
/// Where an image's texels land when a quad shows them one texel to one device pixel: drawn so, each
/// pixel is exactly one texel, and the renderer reads it (`texelFetch`) instead of filtering four.
///
/// That holds when the layer's transform (planar, no perspective) moves the image's box by whole device
/// pixels at the image's own scale: the box's corners land on pixel corners, the box spans as many
/// pixels as the `uvRect` part spans texels, and that part starts on a texel corner. Rotated, scaled or
/// half-pixel-placed images are sampled as before (bilinear), and for them this is nil. Bilinear
/// sampling at texel centres gives the texels themselves, so both ways draw the same pixels.
package struct TexelPlacement: Equatable, Sendable {
    /// The device pixel (column, row from the top of the target) where texel (0, 0) of the image lands.
    public var originX: Int, originY: Int

    public init(originX: Int, originY: Int) { (self.originX, self.originY) = (originX, originY) }

    /// How far (device pixels) a corner may be from a pixel corner and still count as on it.
    static let tolerance: CGFloat = 1.0 / 512

    /// The placement of an `imageWidth` x `imageHeight` image whose `uvRect` part (unit coordinates,
    /// row 0 at the top) fills `box` (layer points) under `world` (layer points to root points), with
    /// root points drawn at `pixelsPerPoint` device pixels (x and y); nil unless one texel is one pixel.
    public init?(box: CGRect, uvRect: CGRect, imageWidth: Int, imageHeight: Int, world: CATransform3D,
                 pixelsPerPoint: CGSize) {
        let w = CGFloat(imageWidth), h = CGFloat(imageHeight)
        guard imageWidth > 0, imageHeight > 0, box.width > 0, box.height > 0, uvRect.width > 0, uvRect.height > 0,
              world.m14 == 0, world.m24 == 0, world.m44 == 1 else { return nil }
        func pixel(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: (x * world.m11 + y * world.m21 + world.m41) * pixelsPerPoint.width,
                    y: (x * world.m12 + y * world.m22 + world.m42) * pixelsPerPoint.height)
        }
        let texels = CGRect(x: uvRect.minX * w, y: uvRect.minY * h, width: uvRect.width * w, height: uvRect.height * h)
        let topLeft = pixel(box.minX, box.minY), topRight = pixel(box.maxX, box.minY), bottomLeft = pixel(box.minX, box.maxY)
        let values = [topLeft.x, topLeft.y, texels.minX, texels.minY, texels.width, texels.height,
                      topRight.x - topLeft.x - texels.width, topRight.y - topLeft.y,
                      bottomLeft.x - topLeft.x, bottomLeft.y - topLeft.y - texels.height]
        guard values.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) <= Self.tolerance }),
              values[6].rounded() == 0, values[7].rounded() == 0, values[8].rounded() == 0, values[9].rounded() == 0,
              texels.minX.rounded() >= 0, texels.minY.rounded() >= 0,
              texels.maxX.rounded() <= w, texels.maxY.rounded() <= h,
              abs(topLeft.x) < 1e9, abs(topLeft.y) < 1e9 else { return nil }
        originX = Int(topLeft.x.rounded()) - Int(texels.minX.rounded())
        originY = Int(topLeft.y.rounded()) - Int(texels.minY.rounded())
    }
}
