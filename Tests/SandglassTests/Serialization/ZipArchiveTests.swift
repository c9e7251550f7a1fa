import CZlib
import Foundation
import Sandglass
import XCTest

/// ZIP archives as `.lottie` files hold them: stored and deflated entries, each checked; damage of every
/// kind is one line, never a crash.
final class ZipArchiveTests: XCTestCase {
    private static let spinner = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/lottie/scene_loading_spinner")

    /// An archive of stored (uncompressed) entries, written byte by byte as the format says.
    private func storedArchive(_ files: [(String, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = [], central: [UInt8] = []
        func u16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int, _ a: inout [UInt8]) { u16(v & 0xFFFF, &a); u16(v >> 16 & 0xFFFF, &a) }
        for (name, data) in files {
            let crc = data.withUnsafeBufferPointer { Int(crc32(0, $0.baseAddress, uInt($0.count))) }
            let offset = out.count
            u32(0x0403_4B50, &out); u16(20, &out); u16(0, &out); u16(0, &out); u32(0, &out)
            u32(crc, &out); u32(data.count, &out); u32(data.count, &out); u16(name.utf8.count, &out); u16(0, &out)
            out += Array(name.utf8) + data
            u32(0x0201_4B50, &central); u16(20, &central); u16(20, &central); u16(0, &central); u16(0, &central); u32(0, &central)
            u32(crc, &central); u32(data.count, &central); u32(data.count, &central); u16(name.utf8.count, &central)
            u16(0, &central); u16(0, &central); u16(0, &central); u16(0, &central); u32(0, &central); u32(offset, &central)
            central += Array(name.utf8)
        }
        let start = out.count
        out += central
        u32(0x0605_4B50, &out); u16(0, &out); u16(0, &out); u16(files.count, &out); u16(files.count, &out)
        u32(central.count, &out); u32(start, &out); u16(0, &out)
        return out
    }

    func testStoredEntriesReadBack() throws {
        let archive = try ZipArchive(storedArchive([("a.txt", Array("hello".utf8)), ("dir/b.json", Array("{}".utf8))]))
        XCTAssertEqual(archive.names, ["a.txt", "dir/b.json"])
        XCTAssertEqual(try archive.contents(of: "a.txt"), Array("hello".utf8))
        XCTAssertEqual(try archive.contents(of: "dir/b.json"), Array("{}".utf8))
    }

    /// The corpus's `.lottie` (made by Python's zipfile, deflated) holds the same JSON as its `.json`.
    func testADeflatedEntryInflatesToTheOriginal() throws {
        let archive = try ZipArchive([UInt8](Data(contentsOf: Self.spinner.appendingPathExtension("lottie"))))
        XCTAssertEqual(archive.names, ["manifest.json", "animations/spinner.json"])
        XCTAssertEqual(archive.entries[1].method, 8)
        XCTAssertEqual(try archive.contents(of: "animations/spinner.json"),
                       [UInt8](try Data(contentsOf: Self.spinner.appendingPathExtension("json"))))
    }

    func testDamageIsOneLine() throws {
        let good = storedArchive([("a.txt", Array("hello".utf8))])
        XCTAssertThrowsError(try ZipArchive(Array("{\"v\": 1}".utf8))) {
            XCTAssertEqual("\($0)", "not a ZIP archive (no end-of-central-directory record)")
        }
        XCTAssertThrowsError(try ZipArchive(good).contents(of: "b.txt")) { XCTAssertEqual("\($0)", "the archive has no b.txt") }
        var flipped = good
        flipped[30 + 5 + 1] ^= 0xFF   // a byte of the data
        XCTAssertThrowsError(try ZipArchive(flipped).contents(of: "a.txt")) {
            XCTAssertEqual("\($0)", "damaged archive: a.txt: its CRC-32 does not match its data")
        }
        var pastEnd = good
        pastEnd[30 + 5 + 5 + 20] = 0xFF   // the central directory's compressed size: 255 bytes
        XCTAssertThrowsError(try ZipArchive(pastEnd).contents(of: "a.txt")) {
            XCTAssertEqual("\($0)", "damaged archive: a.txt: its data runs past the end of the archive")
        }
        var bomb = good
        (bomb[30 + 10 + 24], bomb[30 + 10 + 27]) = (0, 0x7F)   // claims 2 GiB uncompressed
        XCTAssertThrowsError(try ZipArchive(bomb).contents(of: "a.txt")) {
            XCTAssertEqual("\($0)", "a.txt inflates to 2130706432 bytes, more than the 256 MiB allowed")
        }
        for cut in [0, 10, 21, good.count / 2, good.count - 1] {
            XCTAssertThrowsError(try ZipArchive(Array(good.prefix(cut))), "cut at \(cut)")
        }
    }
}

/// Names are looked up in an index built once (65,000 entries took 28-40 s when each
/// lookup scanned every entry). A scaling test: looking up every name of 2n entries takes about
/// twice the time of n (a scan per lookup: four times).
final class ZipArchiveIndexTests: XCTestCase {
    private func archive(entries: Int) throws -> ZipArchive {
        var out: [UInt8] = [], central: [UInt8] = []
        func u16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int, _ a: inout [UInt8]) { u16(v & 0xFFFF, &a); u16(v >> 16 & 0xFFFF, &a) }
        for i in 0..<entries {
            let name = Array("images/img_\(i).png".utf8)
            u32(0x0201_4B50, &central); u16(20, &central); u16(20, &central); u16(0, &central); u16(0, &central); u32(0, &central)
            u32(0, &central); u32(0, &central); u32(0, &central); u16(name.count, &central)
            u16(0, &central); u16(0, &central); u16(0, &central); u16(0, &central); u32(0, &central); u32(0, &central)
            central += name
        }
        out = [0x50, 0x4B, 0x03, 0x04] + Array(repeating: 0, count: 26)
        let start = out.count
        out += central
        u32(0x0605_4B50, &out); u16(0, &out); u16(0, &out); u16(entries, &out); u16(entries, &out)
        u32(central.count, &out); u32(start, &out); u16(0, &out)
        return try ZipArchive(out)
    }

    private func lookUpAll(_ archive: ZipArchive, _ n: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            for i in 0..<n { XCTAssertEqual(archive.entry(named: "images/img_\(i).png")?.name.isEmpty, false) }
            let d = ContinuousClock.now - start
            best = min(best, Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18)
        }
        return best
    }

    func testLookingUpEveryNameIsLinear() throws {
        let n = 15_000
        let small = try archive(entries: n), large = try archive(entries: 2 * n)
        _ = lookUpAll(small, n)
        let ratio = lookUpAll(large, 2 * n) / lookUpAll(small, n)
        XCTAssertLessThan(ratio, 3, "time at 2n over time at n (linear: 2, a scan per lookup: 4)")
        XCTAssertNil(large.entry(named: "images/img_\(2 * n).png"))
    }
}
