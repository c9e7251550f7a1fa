import CPNG
import Foundation

/// Why a PNG could not be read or written; each case names the file.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case corrupt(path: String, reason: String)
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let p, let r): return "\(p): cannot read PNG: \(r)"
        case .corrupt(let p, let r): return "\(p): not a valid PNG: \(r)"
        case .unwritable(let p, let r): return "\(p): cannot write PNG: \(r)"
        }
    }
}

/// PNG files: read through libpng's simplified API, written by `PNGEncoder`; RGBA8, straight alpha in the
/// file, premultiplied in memory.
public enum PNGCodec {
    /// Reads any PNG libpng understands (palette, grey, 16-bit are converted) into premultiplied RGBA8.
    public static func read(path: String) throws(PNGError) -> PixelBuffer {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadable(path: path, reason: FileManager.default.fileExists(atPath: path)
                              ? "permission denied" : "no such file")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw .corrupt(path: path, reason: message(of: &image))
        }
        image.format = png_uint_32(SG_PNG_FORMAT_RGBA)
        let (width, height) = (Int(image.width), Int(image.height))
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else {
            png_image_free(&image)
            throw .corrupt(path: path, reason: "unsupported size \(width)x\(height)")
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let ok = bytes.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, png_int_32(width * 4), nil)
        }
        guard ok != 0 else {
            let reason = message(of: &image)
            png_image_free(&image)
            throw .corrupt(path: path, reason: reason)
        }
        premultiply(&bytes)
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    /// Writes atomically: into a temporary file beside `path`, then renamed over it, so a reader never
    /// sees half a file and an existing file is never replaced by a failed write. The bytes are
    /// `PNGEncoder`'s (Up filter, deflate level 1: fast enough for a screenshot); a failure names the
    /// system's reason (e.g. "No space left on device").
    public static func write(_ pixels: PixelBuffer, to path: String) throws(PNGError) {
        let png: [UInt8]
        do { png = try PNGEncoder.encode(pixels) } catch { throw .unwritable(path: path, reason: error.description) }
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        var failure: Int32 = 0
        png.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { failure = n < 0 ? errno : EIO; return }
                offset += n
            }
        }
        if close(fd) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw .unwritable(path: path, reason: String(cString: strerror(failure)))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    static func premultiply(_ bytes: inout [UInt8]) {
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] != 255 {
            let a = UInt32(bytes[i + 3])
            for c in 0..<3 { bytes[i + c] = UInt8((UInt32(bytes[i + c]) * a + 127) / 255) }
        }
    }
}
