import Foundation

/// Immutable pixel storage shared by copies of a `CGImage` (never mutated after creation).
public final class CGImagePixels: Sendable {
    /// RGBA8, premultiplied alpha, rows top to bottom, `width * 4` bytes per row.
    public let bytes: [UInt8]
    public init(bytes: [UInt8]) { self.bytes = bytes }
}

/// A bitmap image (a layer's `contents`): width × height pixels of premultiplied RGBA8, first row at
/// the top (y down, as the layer's coordinates). A value type whose pixels live in a shared immutable
/// buffer, so copying a layer or a presentation tree never copies pixels. The PNG loader and the
/// renderer produce and consume it.
public struct CGImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let pixels: CGImagePixels

    /// Nil when the sizes are not positive or `bytes.count != width * height * 4`.
    public init?(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) {
        guard width > 0, height > 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        pixels = CGImagePixels(bytes: bytes)
    }

    public var bytesPerRow: Int { width * 4 }

    /// The premultiplied pixel at (x, y) as (r, g, b, a); nil outside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        let b = pixels.bytes
        return (b[i], b[i + 1], b[i + 2], b[i + 3])
    }

    /// Identity: two images are equal when they share a buffer (cheap, as CGImageRef identity).
    public static func == (a: CGImage, b: CGImage) -> Bool {
        a.width == b.width && a.height == b.height && a.pixels === b.pixels
    }
    public func hash(into h: inout Hasher) {
        h.combine(width); h.combine(height); h.combine(ObjectIdentifier(pixels))
    }
}
