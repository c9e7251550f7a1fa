import Foundation
@testable import CoreGraphics

/// A y-down RGBA context of `w × h` points at scale 1, as UIKit makes them.
func yDownContext(_ w: Int, _ h: Int) -> CGContext {
    let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.translateBy(x: 0, y: CGFloat(h))
    ctx.scaleBy(x: 1, y: -1)
    return ctx
}

/// The premultiplied pixel at (x, y) from the top left, as [r, g, b, a].
func rgba(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
    let p = ctx.makeImage()!.pixel(x: x, y: y)!
    return [p.r, p.g, p.b, p.a]
}
