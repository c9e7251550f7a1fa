import CZlib
import Foundation

/// A ZIP archive read from memory: its entries by name, stored or deflated, each checked against its
/// CRC-32. Enough for the archives animation files ship in (`.lottie`); not ZIP64, encryption or
/// archives split over several files, which such archives never use (each is refused by name).
///
///     let archive = try ZipArchive(bytes)
///     let manifest = try archive.contents(of: "manifest.json")
///
/// Sizes are checked before anything is inflated, so a hostile archive (a "zip bomb", entries that
/// point outside the file) is an error, never a crash or an allocation beyond `maximumEntrySize`.
public struct ZipArchive: Sendable {
    /// One file in the archive, as its central directory lists it.
    public struct Entry: Equatable, Sendable {
        public let name: String
        /// 0: stored, 8: deflated.
        public let method: Int
        public let crc32: UInt32
        public let compressedSize: Int
        public let size: Int
        /// Where its local header starts.
        let headerOffset: Int
    }

    /// The largest entry inflated (a Lottie animation is kilobytes to a few megabytes).
    public static let maximumEntrySize = 256 << 20

    public let entries: [Entry]
    /// Each name's entry (the first of a repeated name), built once: looking names up one by one
    /// scanned every entry (65,000 entries took 28-40 s).
    private let entryIndex: [String: Int]
    private let bytes: [UInt8]

    public init(_ bytes: [UInt8]) throws(ZipError) {
        self.bytes = bytes
        let end = try Self.endOfCentralDirectory(bytes)
        let count = Self.u16(bytes, end + 10), size = Self.u32(bytes, end + 12), start = Self.u32(bytes, end + 16)
        if count == 0xFFFF || size == 0xFFFF_FFFF || start == 0xFFFF_FFFF { throw .unsupported("ZIP64 archives") }
        guard start + size <= end else { throw .corrupt("the central directory runs past its end record") }
        var entries: [Entry] = []
        var p = start
        for _ in 0..<count {
            guard p + 46 <= end, Self.u32(bytes, p) == 0x0201_4B50 else { throw .corrupt("central directory entry \(entries.count + 1) is damaged") }
            let flags = Self.u16(bytes, p + 8)
            let nameLength = Self.u16(bytes, p + 28), extra = Self.u16(bytes, p + 30), comment = Self.u16(bytes, p + 32)
            guard p + 46 + nameLength <= end else { throw .corrupt("central directory entry \(entries.count + 1) is damaged") }
            let name = String(decoding: bytes[(p + 46)..<(p + 46 + nameLength)], as: UTF8.self)
            if flags & 1 != 0 { throw .unsupported("encrypted entries (\(name))") }
            entries.append(Entry(name: name, method: Self.u16(bytes, p + 10), crc32: UInt32(Self.u32(bytes, p + 16)),
                                 compressedSize: Self.u32(bytes, p + 20), size: Self.u32(bytes, p + 24),
                                 headerOffset: Self.u32(bytes, p + 42)))
            p += 46 + nameLength + extra + comment
        }
        self.entries = entries
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (i, e) in entries.enumerated() where index[e.name] == nil { index[e.name] = i }
        entryIndex = index
    }

    /// The entry named `name` (the first, when the archive repeats a name).
    public func entry(named name: String) -> Entry? { entryIndex[name].map { entries[$0] } }

    /// The entries' names, in archive order.
    public var names: [String] { entries.map(\.name) }

    /// The bytes of the entry named `name`.
    public func contents(of name: String) throws(ZipError) -> [UInt8] {
        guard let entry = entry(named: name) else { throw .missingEntry(name) }
        return try contents(of: entry)
    }

    /// The bytes of `entry`, inflated and checked.
    public func contents(of entry: Entry) throws(ZipError) -> [UInt8] {
        let h = entry.headerOffset
        guard h + 30 <= bytes.count, Self.u32(bytes, h) == 0x0403_4B50 else { throw .corrupt("\(entry.name): its local header is damaged") }
        let start = h + 30 + Self.u16(bytes, h + 26) + Self.u16(bytes, h + 28)
        guard entry.compressedSize <= bytes.count, start <= bytes.count - entry.compressedSize else {
            throw .corrupt("\(entry.name): its data runs past the end of the archive")
        }
        guard entry.size <= Self.maximumEntrySize else {
            throw .tooLarge(entry.name, size: entry.size)
        }
        let data = bytes[start..<(start + entry.compressedSize)]
        let out: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else { throw .corrupt("\(entry.name): stored with two different sizes") }
            out = Array(data)
        case 8: out = try Self.inflate(data, size: entry.size, name: entry.name)
        default: throw .unsupported("compression method \(entry.method) (\(entry.name))")
        }
        let crc = out.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
        guard crc == entry.crc32 else { throw .corrupt("\(entry.name): its CRC-32 does not match its data") }
        return out
    }

    // MARK: Private

    /// The end-of-central-directory record: the last 22 bytes, or further back by its comment's length.
    private static func endOfCentralDirectory(_ bytes: [UInt8]) throws(ZipError) -> Int {
        guard bytes.count >= 22 else { throw .notAnArchive }
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        var p = bytes.count - 22
        while p >= lowest {
            if u32(bytes, p) == 0x0605_4B50 && p + 22 + u16(bytes, p + 20) == bytes.count { return p }
            p -= 1
        }
        throw .notAnArchive
    }

    /// Raw deflate into exactly `size` bytes; more or less output is corruption.
    private static func inflate(_ data: ArraySlice<UInt8>, size: Int, name: String) throws(ZipError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size)
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .corrupt("\(name): zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var input = Array(data)
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size else {
            throw .corrupt("\(name): its deflated data is damaged")
        }
        return out
    }

    private static func u16(_ b: [UInt8], _ p: Int) -> Int { Int(b[p]) | Int(b[p + 1]) << 8 }
    private static func u32(_ b: [UInt8], _ p: Int) -> Int { u16(b, p) | u16(b, p + 2) << 16 }
}

/// Why an archive could not be read: one line, naming the entry where there is one.
public enum ZipError: Error, Equatable, CustomStringConvertible {
    case notAnArchive
    case missingEntry(String)
    case unsupported(String)
    case corrupt(String)
    case tooLarge(String, size: Int)

    public var description: String {
        switch self {
        case .notAnArchive: return "not a ZIP archive (no end-of-central-directory record)"
        case .missingEntry(let name): return "the archive has no \(name)"
        case .unsupported(let what): return "unsupported ZIP feature: \(what)"
        case .corrupt(let what): return "damaged archive: \(what)"
        case .tooLarge(let name, let size): return "\(name) inflates to \(size) bytes, more than the \(ZipArchive.maximumEntrySize >> 20) MiB allowed"
        }
    }
}
