import CCairo
import CImageCodecs
import Foundation

/// The encoded image formats `CGImage(decoding:)` reads, recognised by their first bytes (not by a
/// file's name: animation files embed JPEGs under `.png` names).
public enum CGImageFormat: String, Sendable {
    case png = "PNG", jpeg = "JPEG", webp = "WebP"

    /// The format whose signature `bytes` start with, nil for none of them.
    public init?(signatureOf bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { self = .webp }
        else { return nil }
    }
}

/// Why encoded bytes did not become an image: one clause naming the format and, for a size, the limit.
public enum CGImageDecodingError: Error, Equatable, CustomStringConvertible {
    case unknownFormat
    case tooLarge(CGImageFormat, width: Int, height: Int)
    case damaged(CGImageFormat, reason: String)

    public var description: String {
        switch self {
        case .unknownFormat: return "not a PNG, JPEG or WebP image"
        case let .tooLarge(format, width, height):
            return "the \(format.rawValue) is \(width)x\(height) px; images may be at most \(CGImage.maximumDecodedSide) px a side "
                + "and \(CGImage.maximumDecodedPixels) px in all"
        case let .damaged(format, reason): return "not a valid \(format.rawValue)" + (reason.isEmpty ? "" : ": \(reason)")
        }
    }
}

extension CGImage {
    /// The widest or tallest image decoded: the largest texture of the GL drivers this runs on, and
    /// the largest side of a rendered image (`--scale`, `PNGCodec`): one limit, kept here.
    public static let maximumDecodedSide = 16384
    /// The most pixels decoded (8192 x 8192, 256 MiB of RGBA).
    public static let maximumDecodedPixels = 1 << 26

    /// PNG, JPEG (libjpeg-turbo) or WebP (libwebp) bytes, by their signature, as premultiplied RGBA.
    /// The size the header declares is checked against `maximumDecodedSide` and `maximumDecodedPixels`
    /// before the pixels are allocated.
    public init(decoding bytes: [UInt8]) throws(CGImageDecodingError) {
        guard let format = CGImageFormat(signatureOf: bytes) else { throw .unknownFormat }
        let (width, height) = try Self.declaredSize(bytes, format)
        guard width > 0, height > 0 else { throw .damaged(format, reason: "it declares a size of \(width)x\(height)") }
        guard width <= Self.maximumDecodedSide, height <= Self.maximumDecodedSide, width * height <= Self.maximumDecodedPixels else {
            throw .tooLarge(format, width: width, height: height)
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        switch format {
        case .png:
            guard let image = Self.pngFromMemory(bytes), image.width == width, image.height == height else {
                throw .damaged(format, reason: "")
            }
            self = image
            return
        case .jpeg:
            var (w, h) = (Int32(width), Int32(height))
            var message = [CChar](repeating: 0, count: 256)
            let ok = bytes.withUnsafeBufferPointer { data in
                rgba.withUnsafeMutableBufferPointer { out in
                    sg_jpeg_decode(data.baseAddress, data.count, out.baseAddress, &w, &h, &message, message.count)
                }
            }
            guard ok == 1 else { throw .damaged(format, reason: Self.text(message)) }
        case .webp:
            let ok = bytes.withUnsafeBufferPointer { data in
                rgba.withUnsafeMutableBufferPointer { out in sg_webp_decode(data.baseAddress, data.count, out.baseAddress, Int32(width), Int32(height)) }
            }
            guard ok == 1 else { throw .damaged(format, reason: "") }
            Self.premultiply(&rgba)
        }
        guard let image = CGImage(width: width, height: height, premultipliedRGBA: rgba) else { throw .damaged(format, reason: "") }
        self = image
    }

    /// The width and height the header declares, without decoding.
    private static func declaredSize(_ bytes: [UInt8], _ format: CGImageFormat) throws(CGImageDecodingError) -> (Int, Int) {
        switch format {
        case .png:
            // The signature, then the IHDR chunk: length, "IHDR", width and height big-endian.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { throw .damaged(format, reason: "no header") }
            func u32(_ p: Int) -> Int { bytes[p..<(p + 4)].reduce(0) { $0 << 8 | Int($1) } }
            return (u32(16), u32(20))
        case .jpeg:
            var (w, h) = (Int32(0), Int32(0))
            var message = [CChar](repeating: 0, count: 256)
            let ok = bytes.withUnsafeBufferPointer { sg_jpeg_decode($0.baseAddress, $0.count, nil, &w, &h, &message, message.count) }
            guard ok == 1 else { throw .damaged(format, reason: Self.text(message)) }
            return (Int(w), Int(h))
        case .webp:
            var (w, h) = (Int32(0), Int32(0))
            guard bytes.withUnsafeBufferPointer({ sg_webp_size($0.baseAddress, $0.count, &w, &h) }) == 1 else {
                throw .damaged(format, reason: "its header cannot be read")
            }
            return (Int(w), Int(h))
        }
    }

    /// A C message buffer as text, up to its terminating zero.
    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Straight RGBA to premultiplied, rounding to nearest.
    private static func premultiply(_ bytes: inout [UInt8]) {
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] != 255 {
            let a = UInt32(bytes[i + 3])
            for c in 0..<3 { bytes[i + c] = UInt8((UInt32(bytes[i + c]) * a + 127) / 255) }
        }
    }

    /// PNG bytes decoded by Cairo, read from memory through its stream reader.
    private static func pngFromMemory(_ bytes: [UInt8]) -> CGImage? {
        final class Reader {
            let bytes: [UInt8]
            @exclusivity(unchecked) var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let count = Int(length)
                guard let data, reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBufferPointer { source in
                    data.update(from: source.baseAddress! + reader.offset, count: count)
                }
                reader.offset += count
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        defer { cairo_surface_destroy(surface) }
        return CGImage(cairoPNGSurface: surface)
    }
}
