import CPNG
import CoreGraphics
import Foundation

/// Why pixels could not be encoded (zlib refused): its return code and message.
public struct PNGEncodingError: Error, Equatable, CustomStringConvertible {
    public let code: Int32
    public let message: String
    public var description: String { "zlib error \(code): \(message)" }
}

/// PNG bytes for `PNGCodec.write`: 8-bit RGBA with straight alpha, not interlaced, every row filtered
/// with Up, one IDAT chunk deflated by zlib at `level` (1 by default).
///
/// Why not libpng's writer: its simplified API picks a filter for every row by trying all five and
/// deflates at level 6, which cost a screenshot of an 800 x 800 frame 26 ms (a flat UI) to 138 ms (the
/// dust's noise) here, over the 40 ms budget; its full API needs setjmp, which Swift cannot call. Up
/// suits rendered frames (rows repeat), level 1 keeps files within about 10 % of level 6 on them, and the
/// unpremultiply is one table lookup per channel, fused with the filter in one pass over each row. Any
/// PNG reader reads the result; `PNGCodec.read` round-trips it bit-exactly.
public enum PNGEncoder {
    /// `image` as PNG bytes, nil when it cannot be encoded: what a Lottie export embeds.
    package static func data(of image: CGImage) -> Data? {
        (try? encode(PixelBuffer(image))).map { Data($0) }
    }

    /// The encoded file, signature to IEND.
    public static func encode(_ pixels: PixelBuffer, level: Int32 = 1) throws(PNGEncodingError) -> [UInt8] {
        let (width, height) = (pixels.width, pixels.height)
        let scanlines = filteredScanlines(pixels)
        let compressed = try deflate(scanlines, level: level)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        append(UInt32(width), to: &header)
        append(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering (type per row), no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// `height` rows of a filter byte (2, Up) and the straight-alpha bytes minus those of the row above.
    static func filteredScanlines(_ pixels: PixelBuffer) -> [UInt8] {
        let (width, height) = (pixels.width, pixels.height)
        let rowBytes = width * 4
        var above = [UInt8](repeating: 0, count: rowBytes), current = [UInt8](repeating: 0, count: rowBytes)
        let table = unpremultiplyTable
        return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { out, initialised in
            pixels.bytes.withUnsafeBufferPointer { source in
                table.withUnsafeBufferPointer { table in
                    for y in 0..<height {
                        current.withUnsafeMutableBufferPointer { row in
                            let from = source.baseAddress! + y &* rowBytes, to = row.baseAddress!
                            for i in stride(from: 0, to: rowBytes, by: 4) {
                                let a = from[i + 3]
                                if a == 255 {
                                    (to[i], to[i + 1], to[i + 2]) = (from[i], from[i + 1], from[i + 2])
                                } else {
                                    let base = Int(a) &<< 8
                                    (to[i], to[i + 1], to[i + 2]) = (table[base | Int(from[i])], table[base | Int(from[i + 1])],
                                                                     table[base | Int(from[i + 2])])
                                }
                                to[i + 3] = a
                            }
                        }
                        let line = out.baseAddress! + y &* (rowBytes + 1)
                        line[0] = 2
                        current.withUnsafeBufferPointer { row in
                            above.withUnsafeBufferPointer { up in
                                for i in 0..<rowBytes { line[1 + i] = row[i] &- up[i] }
                            }
                        }
                        swap(&above, &current)
                    }
                }
            }
            initialised = height * (rowBytes + 1)
        }
    }

    /// `unpremultiplyTable[a << 8 | c]`: the straight value of premultiplied channel c at alpha a,
    /// min(255, (c * 255 + a / 2) / a), and 0 at alpha 0 (the inverse of `PNGCodec.premultiply` for c <= a).
    static let unpremultiplyTable: [UInt8] = (0..<65_536).map { i in
        let (a, c) = (i >> 8, i & 255)
        return a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// A zlib stream of `bytes`: header, deflate data, Adler-32. Past 256 KiB the input is cut in two
    /// halves deflated at once on two threads, as pigz does: the first half ends with a sync flush (a
    /// byte-aligned, non-final block) and the second is primed with the first's last 32 KiB as its
    /// dictionary, so the two raw streams concatenate into one valid stream of almost the same size.
    static func deflate(_ bytes: [UInt8], level: Int32) throws(PNGEncodingError) -> [UInt8] {
        let cut = bytes.count > 256 * 1024 ? bytes.count / 2 : bytes.count
        let parts = cut < bytes.count ? [0..<cut, cut..<bytes.count] : [0..<bytes.count]
        let results = [Result<[UInt8], PNGEncodingError>?](unsafeUninitializedCapacity: parts.count) { out, initialised in
            out.initialize(repeating: nil)
            nonisolated(unsafe) let slots = out
            bytes.withUnsafeBufferPointer { input in
                nonisolated(unsafe) let input = input
                DispatchQueue.concurrentPerform(iterations: parts.count) { i in
                    slots[i] = Result { () throws(PNGEncodingError) -> [UInt8] in
                        let window = i > 0 ? UnsafeBufferPointer(rebasing: input[max(0, parts[i].lowerBound - 32_768)..<parts[i].lowerBound])
                            : UnsafeBufferPointer(start: input.baseAddress, count: 0)
                        return try rawDeflate(UnsafeBufferPointer(rebasing: input[parts[i]]), dictionary: window, level: level,
                                              final: i == parts.count - 1)
                    }
                }
            }
            initialised = parts.count
        }
        var stream: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, "fastest" (FCHECK makes it a multiple of 31)
        for result in results { stream += try result!.get() }
        let adler = bytes.withUnsafeBufferPointer { adler32(1, $0.baseAddress, uInt($0.count)) }
        append(UInt32(adler), to: &stream)
        return stream
    }

    /// Raw deflate data of `input` (no header), primed with `dictionary`; ends the stream when `final`,
    /// else with a sync flush so that more data may follow.
    private static func rawDeflate(_ input: UnsafeBufferPointer<UInt8>, dictionary: UnsafeBufferPointer<UInt8>, level: Int32,
                                   final: Bool) throws(PNGEncodingError) -> [UInt8] {
        var stream = z_stream()
        var status = deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                                   Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw PNGEncodingError(code: status, message: "deflateInit2 failed") }
        defer { deflateEnd(&stream) }
        if dictionary.count > 0 {
            status = deflateSetDictionary(&stream, dictionary.baseAddress, uInt(dictionary.count))
            guard status == Z_OK else { throw PNGEncodingError(code: status, message: "deflateSetDictionary failed") }
        }
        let bound = Int(deflateBound(&stream, uLong(input.count))) + 16  // + the sync flush's empty block
        let compressed = [UInt8](unsafeUninitializedCapacity: bound) { out, initialised in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(bound)
            status = CPNG.deflate(&stream, final ? Z_FINISH : Z_SYNC_FLUSH)
            initialised = bound - Int(stream.avail_out)
        }
        guard status == (final ? Z_STREAM_END : Z_OK), stream.avail_in == 0 else {
            throw PNGEncodingError(code: status, message: stream.msg.map { String(cString: $0) } ?? "deflate did not finish")
        }
        return compressed
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }

    /// Length, type, data, CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        append(UInt32(data.count), to: &png)
        let start = png.count
        png += Array(type.utf8)
        png += data
        let crc = png[start...].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        append(UInt32(crc), to: &png)
    }
}
