import CoreGraphics
import Foundation

/// Why rlottie refused a file. rlottie itself gives no reason, so each case names what was passed.
public enum RLottieReferenceError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read from disk.
    case unreadableFile(path: String)
    /// rlottie could not parse the JSON as a Lottie animation (not JSON, a wrong type), or it has no
    /// canvas size, frame rate or frames.
    case notLoaded(source: String)
    /// rlottie is not installed (Debian: librlottie0-1), or what was found lacks its C API; the
    /// reason lists each file tried.
    case libraryMissing(reason: String)

    /// One line, naming the file or the data.
    public var description: String {
        switch self {
        case .unreadableFile(let path): return "\(path): cannot be read"
        case .notLoaded(let source): return "\(source): rlottie cannot load it as a Lottie animation"
        case .libraryMissing(let reason): return "rlottie is not installed (Debian package librlottie0-1): \(reason)"
        }
    }
}

/// One Lottie animation loaded by rlottie, the reference renderer, rendering whole frames.
///
/// Frames are indices counted from the file's in point, as rlottie counts them: index 0 is file frame
/// `ip`, file frame F is index F − ip, and the last is `totalFrames - 1` (file frame `op - 1`).
/// rlottie renders whole frames only. The picture is the file's `w` × `h` canvas scaled to the
/// requested pixel size (not aspect fitted: ask for the file's aspect ratio).
///
/// ```swift
/// let reference = try RLottieReference(path: "assets/lottie/trim_path_single.json")
/// let image = reference.render(frame: 15, width: 200, height: 200)
/// image.pixel(x: 100, y: 40)   // straight RGBA
/// ```
///
/// rlottie reads a shape item's `"ty"` only where it is the item's first key (as After Effects writes
/// it); elsewhere the item is misread, without an error. Files rewritten by a JSON library that
/// reorders keys then draw wrong.
///
/// Not thread-safe: one instance renders on one thread at a time (rlottie's animation object keeps
/// per-frame state). Loading caches the parsed model inside rlottie by the bytes' hash, so loading the
/// same bytes twice parses once, and a file changed on disk is parsed again.
public final class RLottieReference {
    private let library: RLottieLibrary
    private let animation: OpaquePointer
    /// rlottie's premultiplied ARGB32 output, kept between `render(frame:into:)` calls.
    private var scratch: [UInt32] = []

    /// The canvas size in points (the file's `w` and `h`).
    public let size: CGSize
    /// Frames per second (the file's `fr`).
    public let frameRate: Double
    /// Frames from the in point to the out point (`op - ip`).
    public let totalFrames: Int
    /// Seconds from the in point to the out point (`totalFrames / frameRate`). rlottie's own duration
    /// is one frame shorter (the last frame's time) and in single precision, so it is not used.
    public var duration: Double { Double(totalFrames) / frameRate }

    /// Loads a Lottie file; images named in its assets are looked up beside it.
    public convenience init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RLottieReferenceError.unreadableFile(path: path)
        }
        let folder = (path as NSString).deletingLastPathComponent
        try self.init(data: data, resourcePath: folder.isEmpty ? "." : folder, source: path)
    }

    /// Loads Lottie JSON from memory. `resourcePath` is the folder that image assets' `u` paths are
    /// relative to (nil: the current folder). `source` names the data in an error.
    public init(data: Data, resourcePath: String? = nil, source: String = "Lottie data") throws {
        let library = try RLottieLibrary.shared.get()
        // rlottie joins the folder and the asset's `u` + `p` with no separator.
        let given = resourcePath ?? "."
        let folder = given.hasSuffix("/") ? given : given + "/"
        var bytes = [UInt8](data)
        bytes.append(0)
        let key = Self.cacheKey(bytes, folder)
        let loaded: OpaquePointer? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { library.fromData($0.baseAddress, key, folder) }
        }
        guard let loaded else { throw RLottieReferenceError.notLoaded(source: source) }
        var w = 0, h = 0
        library.getSize(loaded, &w, &h)
        let rate = library.getFrameRate(loaded), frames = library.getTotalFrame(loaded)
        // rlottie accepts JSON with no canvas or no frames (`{}`) and draws nothing.
        guard w > 0, h > 0, rate > 0, frames > 0 else {
            library.destroy(loaded)
            throw RLottieReferenceError.notLoaded(source: source)
        }
        (self.library, animation, size, frameRate, totalFrames) = (library, loaded, CGSize(width: w, height: h), rate, frames)
    }

    deinit { library.destroy(animation) }

    /// Frame `frame` at `width` × `height` pixels as straight RGBA, transparent where nothing is drawn.
    /// Frames outside 0..<totalFrames are clamped to it.
    public func render(frame: Int, width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        render(frame: frame, into: &image)
        return image
    }

    /// Renders frame `frame` into `image` at its size, reusing its storage and this instance's scratch
    /// buffer: no allocation once a size has been seen, for repeated frames.
    public func render(frame: Int, into image: inout RGBAImage) {
        let count = image.width * image.height
        guard count > 0 else { return }
        if scratch.count != count { scratch = [UInt32](repeating: 0, count: count) }
        scratch.withUnsafeMutableBufferPointer {
            renderPremultipliedARGB(frame: frame, into: $0, width: image.width, height: image.height)
        }
        scratch.withUnsafeBufferPointer { source in
            image.pixels.withUnsafeMutableBufferPointer { Self.unpremultiply(source, into: $0) }
        }
    }

    /// rlottie's own output, for benchmarks: frame `frame` as premultiplied ARGB32 words in native
    /// byte order (alpha in the top 8 bits), rows top to bottom, `width` words a row, written into
    /// `buffer` (at least `width * height` words, else nothing is drawn). Allocates nothing.
    public func renderPremultipliedARGB(frame: Int, into buffer: UnsafeMutableBufferPointer<UInt32>,
                                        width: Int, height: Int) {
        guard width > 0, height > 0, buffer.count >= width * height, let base = buffer.baseAddress else { return }
        let clamped = min(max(frame, 0), max(totalFrames - 1, 0))
        library.render(animation, clamped, base, width, height, width * 4)
    }

    /// Premultiplied ARGB32 words to straight RGBA bytes, rounding to nearest.
    static func unpremultiply(_ source: UnsafeBufferPointer<UInt32>, into out: UnsafeMutableBufferPointer<UInt8>) {
        for (i, word) in source.enumerated() {
            let a = word >> 24
            let o = i * 4
            guard a > 0 else {
                (out[o], out[o + 1], out[o + 2], out[o + 3]) = (0, 0, 0, 0)
                continue
            }
            func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
            out[o] = straight((word >> 16) & 0xFF)
            out[o + 1] = straight((word >> 8) & 0xFF)
            out[o + 2] = straight(word & 0xFF)
            out[o + 3] = UInt8(a)
        }
    }

    /// rlottie caches parsed models by key: the bytes' FNV-1a hash and the resource folder, so the
    /// same file loads once and an edited file is parsed again.
    private static func cacheKey(_ bytes: [UInt8], _ folder: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "sandglass-\(String(hash, radix: 16))-\(bytes.count)-\(folder)"
    }
}
