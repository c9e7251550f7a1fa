import CoreGraphics

/// A raster of straight (un-premultiplied) RGBA8 pixels, rows top to bottom (row 0 is the top: y
/// down), `width * 4` bytes a row and no padding.
///
/// Straight alpha is what a PNG file holds and what a designer reads in a colour picker, so a check
/// such as "the fill is (255, 0, 0, 255)" reads the same here as in After Effects. A fully transparent
/// pixel is (0, 0, 0, 0). `premultipliedRGBA` gives the renderer's form (`CGImage`, `PixelBuffer`).
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A of each pixel, top row first.
    public var pixels: [UInt8]

    /// A transparent image; sizes below zero count as zero.
    public init(width: Int, height: Int) {
        (self.width, self.height) = (max(0, width), max(0, height))
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// Nil when `pixels.count != width * height * 4` or a size is negative.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The straight pixel at column x, row y (y down) as (r, g, b, a); nil outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The same pixels with colour multiplied by alpha (rounded), the layout of `CGImage`'s bytes.
    public var premultipliedRGBA: [UInt8] {
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) {
            let a = UInt32(out[i + 3])
            for c in 0..<3 { out[i + c] = UInt8((UInt32(out[i + c]) * a + 127) / 255) }
        }
        return out
    }

    /// The image as a `CGImage` (premultiplied); nil when it has no pixels.
    public var cgImage: CGImage? {
        CGImage(width: width, height: height, premultipliedRGBA: premultipliedRGBA)
    }
}
