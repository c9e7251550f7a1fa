import Foundation

/// The parts of `CGImage`'s Core Graphics interface that image code reads: its format and sub-images.
extension CGImage {
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(alphaInfo: .premultipliedLast) }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// The pixels inside `rect` (in pixels, y down from the top row), rounded out to whole pixels and
    /// cut to the image; nil when nothing of the image is inside.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let (x0, y0, w, h) = (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        let source = pixels.bytes
        for y in 0..<h {
            let from = ((y0 + y) * width + x0) * 4
            bytes.replaceSubrange((y * w * 4)..<((y + 1) * w * 4), with: source[from..<(from + w * 4)])
        }
        return CGImage(width: w, height: h, premultipliedRGBA: bytes)
    }
}
