import CZlib
import Foundation

/// Writes ZIP archives byte by byte as the format says, for tests of what reads them: stored or
/// deflated entries, and entries that claim a size they do not have (a "zip bomb" measured by its
/// headers, refused before anything is inflated).
public struct ZipWriter {
    public struct Entry {
        public let name: String
        public let data: [UInt8]
        public let deflated: Bool
        /// The inflated size the headers claim; nil: the data's own.
        public let claimedSize: Int?

        public init(_ name: String, _ data: [UInt8], deflated: Bool = false, claimedSize: Int? = nil) {
            (self.name, self.data, self.deflated, self.claimedSize) = (name, data, deflated, claimedSize)
        }
    }

    public static func archive(_ entries: [Entry]) -> [UInt8] {
        var out: [UInt8] = [], central: [UInt8] = []
        func u16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int, _ a: inout [UInt8]) { u16(v & 0xFFFF, &a); u16(v >> 16 & 0xFFFF, &a) }
        for e in entries {
            let crc = e.data.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, uInt($0.count))) }
            let stored = e.deflated ? deflate(e.data) : e.data
            let method = e.deflated ? 8 : 0
            let size = e.claimedSize ?? e.data.count
            let offset = out.count
            u32(0x0403_4B50, &out); u16(20, &out); u16(0, &out); u16(method, &out); u32(0, &out)
            u32(crc, &out); u32(stored.count, &out); u32(size, &out); u16(e.name.utf8.count, &out); u16(0, &out)
            out += Array(e.name.utf8) + stored
            u32(0x0201_4B50, &central); u16(20, &central); u16(20, &central); u16(0, &central); u16(method, &central); u32(0, &central)
            u32(crc, &central); u32(stored.count, &central); u32(size, &central); u16(e.name.utf8.count, &central)
            u16(0, &central); u16(0, &central); u16(0, &central); u16(0, &central); u32(0, &central); u32(offset, &central)
            central += Array(e.name.utf8)
        }
        let start = out.count
        out += central
        u32(0x0605_4B50, &out); u16(0, &out); u16(0, &out); u16(min(entries.count, 0xFFFF), &out); u16(min(entries.count, 0xFFFF), &out)
        u32(central.count, &out); u32(start, &out); u16(0, &out)
        return out
    }

    /// Raw deflate (no zlib header), as ZIP stores it.
    public static func deflate(_ data: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                      Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = data
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 16)
        let produced: Int = input.withUnsafeMutableBufferPointer { inBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
                return Int(stream.total_out)
            }
        }
        return Array(out.prefix(produced))
    }
}
