import Foundation

/// Where each channel of a 32-bit pixel lies in memory for one Core Graphics bitmap format, and how to
/// move whole bitmaps between that format and Cairo's native one (premultiplied ARGB in a native-endian
/// 32-bit word: bytes B, G, R, A on the little-endian machines Sandglass runs on).
///
/// Cairo 1.16 draws only into its own layout, so a context whose format differs keeps a Cairo surface
/// beside the caller's buffer and copies between them around each drawing call (`CGContext`).
struct BitmapLayout: Equatable {
    /// Byte offsets of red, green, blue and alpha within a pixel.
    let r: Int, g: Int, b: Int, a: Int
    /// The fourth byte is padding (`noneSkip…`): read as opaque, written as 255.
    let skipsAlpha: Bool

    static let cairo = BitmapLayout(r: 2, g: 1, b: 0, a: 3, skipsAlpha: false)
    /// Premultiplied RGBA bytes, the layout of `CGImage`'s pixels.
    static let rgba = BitmapLayout(r: 0, g: 1, b: 2, a: 3, skipsAlpha: false)

    /// The layout for 8-bit RGB `bitmapInfo`, or nil for one Core Graphics also refuses for bitmap
    /// contexts (straight alpha, no alpha at all) or that Sandglass does not draw (16-bit orders, floats).
    init?(bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard info.intersection(.floatInfoMask).isEmpty else { return nil }
        let little: Bool
        switch info.intersection(.byteOrderMask) {
        case .byteOrderDefault, .byteOrder32Big: little = false
        case .byteOrder32Little: little = true
        default: return nil
        }
        switch info.alphaInfo {
        case .premultipliedLast?, .noneSkipLast?:
            // RGBA in a word: big-endian bytes R G B A, little-endian bytes A B G R.
            self = little ? BitmapLayout(r: 3, g: 2, b: 1, a: 0, skipsAlpha: info.alphaInfo == .noneSkipLast)
                          : BitmapLayout(r: 0, g: 1, b: 2, a: 3, skipsAlpha: info.alphaInfo == .noneSkipLast)
        case .premultipliedFirst?, .noneSkipFirst?:
            self = little ? BitmapLayout(r: 2, g: 1, b: 0, a: 3, skipsAlpha: info.alphaInfo == .noneSkipFirst)
                          : BitmapLayout(r: 1, g: 2, b: 3, a: 0, skipsAlpha: info.alphaInfo == .noneSkipFirst)
        default: return nil
        }
    }

    private init(r: Int, g: Int, b: Int, a: Int, skipsAlpha: Bool) {
        (self.r, self.g, self.b, self.a, self.skipsAlpha) = (r, g, b, a, skipsAlpha)
    }

    /// Copies `width × height` pixels from `source` (laid out as `from`) to `target` (as `to`).
    static func convert(width: Int, height: Int,
                        from source: UnsafeRawPointer, stride sourceStride: Int, _ from: BitmapLayout,
                        to target: UnsafeMutableRawPointer, stride targetStride: Int, _ to: BitmapLayout) {
        if from == to, !from.skipsAlpha {
            // Same layout: rows are copied as they are.
            for y in 0..<height {
                (target + y * targetStride).copyMemory(from: source + y * sourceStride, byteCount: width * 4)
            }
            return
        }
        if from.g == to.g, from.a == to.a, from.r == to.b, from.b == to.r, from.g == 1, from.a == 3,
           !from.skipsAlpha, !to.skipsAlpha {
            // RGBA <-> BGRA, the usual pair (iOS code's layout and Cairo's): swap bytes 0 and 2 of
            // each word, a loop that vectorises.
            for y in 0..<height {
                let input = (source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
                let output = (target + y * targetStride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = input[x]
                    output[x] = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
                }
            }
            return
        }
        let input = source.assumingMemoryBound(to: UInt8.self)
        let output = target.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            var i = y * sourceStride, o = y * targetStride
            for _ in 0..<width {
                output[o + to.r] = input[i + from.r]
                output[o + to.g] = input[i + from.g]
                output[o + to.b] = input[i + from.b]
                output[o + to.a] = from.skipsAlpha || to.skipsAlpha ? 255 : input[i + from.a]
                i += 4; o += 4
            }
        }
    }
}
