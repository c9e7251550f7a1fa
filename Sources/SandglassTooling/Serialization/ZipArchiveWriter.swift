import CZlib
import Foundation

/// A ZIP archive written in memory, its entries stored (not compressed), as a `.lottie` file's
/// manifest and animation are: what `ZipArchive` and every dotLottie player read. Names are UTF-8;
/// sizes stay under 4 GiB (no ZIP64), which `add` checks.
package struct ZipArchiveWriter {
    private var body: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    package init() {}

    /// Why an entry cannot be added.
    package enum Failure: Error, Equatable {
        case tooLarge(name: String)
    }

    /// Adds `bytes` as the entry `name`.
    package mutating func add(_ name: String, _ bytes: [UInt8]) throws(Failure) {
        let nameBytes = Array(name.utf8)
        guard bytes.count < Int(UInt32.max), body.count + bytes.count < Int(UInt32.max), nameBytes.count < 1 << 16 else {
            throw .tooLarge(name: name)
        }
        let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        let offset = UInt32(body.count)
        // Local header: signature, version 2.0, no flags, stored, no date, crc, sizes, name length.
        body += le32(0x0403_4B50) + le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)
            + le32(crc) + le32(UInt32(bytes.count)) + le32(UInt32(bytes.count)) + le16(UInt16(nameBytes.count)) + le16(0)
        body += nameBytes + bytes
        directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)
            + le32(crc) + le32(UInt32(bytes.count)) + le32(UInt32(bytes.count)) + le16(UInt16(nameBytes.count))
            + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + nameBytes
        count += 1
    }

    /// The archive: the entries, their directory and its end record.
    package var bytes: [UInt8] {
        body + directory + le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(count)) + le16(UInt16(count))
            + le32(UInt32(directory.count)) + le32(UInt32(body.count)) + le16(0)
    }

    private func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
    private func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
}
