import Foundation

extension CGContext {
    /// An RGBA bitmap context to draw `rect` (points) into at `scale` pixels per point: user space is
    /// `rect`'s own coordinates, y down, as UIKit's image contexts and a layer's drawing have it. Nil
    /// for an empty or non-finite rect, a scale that is not positive, or a bitmap Core Graphics refuses.
    /// One definition for layer drawing, rasterization and the UIGraphics image contexts.
    public static func drawing(_ rect: CGRect, scale: CGFloat) -> CGContext? {
        guard rect.width > 0, rect.height > 0, scale > 0, (rect.width * scale).isFinite, (rect.height * scale).isFinite,
              rect.minX.isFinite, rect.minY.isFinite else { return nil }
        let w = Int((rect.width * scale).rounded(.up)), h = Int((rect.height * scale).rounded(.up))
        guard let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.baseCTM = CGAffineTransform(scaleX: scale, y: -scale)
        ctx.translateBy(x: -rect.minX, y: -rect.minY)
        return ctx
    }
}
