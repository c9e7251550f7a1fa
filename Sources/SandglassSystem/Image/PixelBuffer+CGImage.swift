import CoreGraphics

extension PixelBuffer {
    /// The same pixels as a model image (premultiplied RGBA8, top row first).
    public var cgImage: CGImage? { CGImage(width: width, height: height, premultipliedRGBA: bytes) }

    public init(_ image: CGImage) {
        self.init(width: image.width, height: image.height, bytes: image.pixels.bytes)
    }
}
