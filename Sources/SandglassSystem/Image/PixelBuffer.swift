/// An RGBA8 raster with premultiplied alpha, rows top to bottom (row 0 is the top: y down, as iOS).
///
/// The renderer's in-memory image type. Files hold straight alpha; `PNGCodec` converts at the boundary.
public struct PixelBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, premultiplied RGBA, top row first.
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4, "PixelBuffer size mismatch")
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    public init(width: Int, height: Int, fill: RGBA8 = RGBA8(0, 0, 0, 0)) {
        self.init(width: width, height: height,
                  bytes: [UInt8]((0..<(width * height)).lazy.flatMap { _ in [fill.r, fill.g, fill.b, fill.a] }))
    }

    /// The premultiplied pixel at column x, row y (y down).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = (y * width + x) * 4
            return RGBA8(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (newValue.r, newValue.g, newValue.b, newValue.a)
        }
    }
}

/// One 8-bit RGBA pixel.
public struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    public var description: String { "(\(r), \(g), \(b), \(a))" }

    /// True when every channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGBA8, tolerance: Int) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}
