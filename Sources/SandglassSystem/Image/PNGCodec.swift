import CPNG
import CoreGraphics
import Foundation

/// Why a PNG could not be read or written; each case names the file.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case corrupt(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// The output was refused before anything was written (an input of the run, a FIFO...).
    case refused(OutputRefusal)
    /// The header declares more pixels than `PNGCodec.maximumSide` / `maximumPixels` allow.
    case tooLarge(path: String, width: Int, height: Int)

    public var description: String {
        switch self {
        case .unreadable(let p, let r): return "\(p): cannot read PNG: \(r)"
        case .corrupt(let p, let r): return "\(p): not a valid PNG: \(r)"
        case .tooLarge(let p, let w, let h):
            return "\(p): PNG is \(w)x\(h) px; images may be at most \(PNGCodec.maximumSide) px a side"
                + " and \(PNGCodec.maximumPixels) px (\((PNGCodec.maximumPixels * 4) >> 20) MiB) in all"
        case .unwritable(let p, let r): return "\(p): cannot write PNG: \(r)"
        case .refused(let refusal): return refusal.description
        }
    }
}

/// PNG files: read through libpng's simplified API, written by `PNGEncoder`; RGBA8, straight alpha in the
/// file, premultiplied in memory.
public enum PNGCodec {
    /// The widest or tallest image `read` decodes: the texture limit of the GL drivers this runs on
    /// (llvmpipe's, and common GPUs'), and the largest scene size.
    public static let maximumSide = CGImage.maximumDecodedSide
    /// The most pixels `read` decodes (8192 x 8192, 256 MiB of RGBA): a 16384 x 16384 image would take
    /// 1 GiB for one `contents`.
    public static let maximumPixels = 1 << 26

    /// Reads any PNG libpng understands (palette, grey, 16-bit are converted) into premultiplied RGBA8.
    ///
    /// Only a regular file is opened (a FIFO or a device is refused at once, see `RegularFile`), and the
    /// size the header declares is checked against `maximumSide` and `maximumPixels` before the pixels
    /// are allocated: a 66-byte file may declare 32768 x 32768.
    public static func read(path: String) throws(PNGError) -> PixelBuffer {
        let stream: UnsafeMutablePointer<FILE>
        do { stream = try RegularFile.open(path) } catch { throw .unreadable(path: path, reason: error.reason) }
        defer { fclose(stream) }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_stdio(&image, stream) != 0 else {
            throw .corrupt(path: path, reason: message(of: &image))
        }
        return try finishRead(&image, path: path)
    }

    /// Decodes PNG bytes held in memory (an image embedded in an animation file, an archive's entry) as
    /// `read(path:)` decodes a file, with the same size limits; `name` stands for the path in errors.
    public static func decode(_ bytes: [UInt8], name: String) throws(PNGError) -> PixelBuffer {
        // libpng reads from the bytes until the image is finished: both steps inside one pointer's life.
        let result = bytes.withUnsafeBytes { buffer -> Result<PixelBuffer, PNGError> in
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(.corrupt(path: name, reason: message(of: &image)))
            }
            return Result { () throws(PNGError) in try finishRead(&image, path: name) }
        }
        return try result.get()
    }

    /// Checks the size `image`'s header declares, then decodes it into premultiplied RGBA8.
    private static func finishRead(_ image: inout png_image, path: String) throws(PNGError) -> PixelBuffer {
        image.format = png_uint_32(SG_PNG_FORMAT_RGBA)
        let (width, height) = (Int(image.width), Int(image.height))
        guard width > 0, height > 0 else {
            png_image_free(&image)
            throw .corrupt(path: path, reason: "unsupported size \(width)x\(height)")
        }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            png_image_free(&image)
            throw .tooLarge(path: path, width: width, height: height)
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

    /// Writes through `OutputFile`: never over one of `inputs` or a file that is not regular, atomically
    /// (an existing file is never replaced by a failed write), keeping the replaced file's mode. The bytes
    /// are `PNGEncoder`'s (Up filter, deflate level 1: fast enough for a screenshot); a failure names the
    /// system's reason (e.g. "No space left on device").
    public static func write(_ pixels: PixelBuffer, to path: String, protecting inputs: InputFiles = InputFiles()) throws(PNGError) {
        let output: OutputFile
        do { output = try OutputFile(path, protecting: inputs) } catch { throw .refused(error) }
        let png: [UInt8]
        do { png = try PNGEncoder.encode(pixels) } catch { throw .unwritable(path: path, reason: error.description) }
        do { try output.write(png) } catch { throw .unwritable(path: path, reason: error.reason) }
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
