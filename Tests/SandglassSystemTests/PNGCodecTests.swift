import CPNG
import Foundation
@testable import SandglassSystem
import XCTest

final class PNGCodecTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("sg-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    /// Every valid premultiplied value (c <= a) for a spread of alphas survives write + read bit-exactly.
    func testRoundTripIsBitExact() throws {
        var pixels = PixelBuffer(width: 256, height: 9)
        for (row, a) in [0, 1, 2, 17, 64, 127, 128, 254, 255].enumerated() {
            for x in 0..<256 {
                let c = UInt8(x * a / 255)
                pixels[x, row] = RGBA8(c, UInt8(a - Int(c)), c / 2, UInt8(a))
            }
        }
        let path = directory.appendingPathComponent("round.png").path
        try PNGCodec.write(pixels, to: path)
        XCTAssertEqual(try PNGCodec.read(path: path), pixels)
    }

    /// Bytes in memory decode as the same file does, with the same errors and limits, named by `name`.
    func testDecodingBytesMatchesReadingTheFile() throws {
        var pixels = PixelBuffer(width: 3, height: 2, fill: RGBA8(0, 0, 0, 0))
        pixels[0, 0] = RGBA8(255, 0, 0, 255)
        pixels[2, 1] = RGBA8(64, 32, 0, 128)
        let png = try PNGEncoder.encode(pixels)
        XCTAssertEqual(try PNGCodec.decode(png, name: "embedded"), pixels)
        XCTAssertThrowsError(try PNGCodec.decode(Array(png.prefix(png.count / 2)), name: "half")) { error in
            guard case PNGError.corrupt(let path, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "half")
        }
        let huge = try Data(contentsOf: URL(fileURLWithPath: try declaring(32768, 32768, name: "huge.png")))
        XCTAssertThrowsError(try PNGCodec.decode([UInt8](huge), name: "asset 3")) {
            XCTAssertEqual($0 as? PNGError, .tooLarge(path: "asset 3", width: 32768, height: 32768))
        }
    }

    func testWriteLeavesNoTemporaryFile() throws {
        let path = directory.appendingPathComponent("a.png").path
        try PNGCodec.write(PixelBuffer(width: 2, height: 2, fill: RGBA8(1, 2, 3, 255)), to: path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["a.png"])
    }

    func testTruncatedFileIsATypedError() throws {
        let good = directory.appendingPathComponent("good.png").path
        try PNGCodec.write(PixelBuffer(width: 40, height: 40, fill: RGBA8(9, 9, 9, 255)), to: good)
        let data = try Data(contentsOf: URL(fileURLWithPath: good))
        let truncated = directory.appendingPathComponent("truncated.png").path
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: truncated))
        XCTAssertThrowsError(try PNGCodec.read(path: truncated)) { error in
            guard case PNGError.corrupt(let path, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, truncated)
        }
    }

    func testGarbageIsATypedError() throws {
        let path = directory.appendingPathComponent("garbage.png").path
        try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try PNGCodec.read(path: path)) { error in
            guard case PNGError.corrupt = error else { return XCTFail("\(error)") }
        }
    }

    func testMissingFileIsATypedError() {
        XCTAssertThrowsError(try PNGCodec.read(path: "/nonexistent/x.png")) { error in
            XCTAssertEqual(error as? PNGError, .unreadable(path: "/nonexistent/x.png", reason: "no such file"))
        }
    }

    func testUnwritableFolderIsATypedError() {
        XCTAssertThrowsError(try PNGCodec.write(PixelBuffer(width: 1, height: 1), to: "/nonexistent/dir/x.png")) { error in
            guard case PNGError.unwritable = error else { return XCTFail("\(error)") }
        }
    }

    /// A valid 1 x 1 PNG whose header is rewritten to declare `width` x `height` (66 bytes, whatever
    /// the size): what a hostile file looks like.
    private func declaring(_ width: UInt32, _ height: UInt32, name: String) throws -> String {
        var png = try PNGEncoder.encode(PixelBuffer(width: 1, height: 1))
        for (offset, value) in [(16, width), (20, height)] {
            png.replaceSubrange(offset..<(offset + 4), with: [24, 16, 8, 0].map { UInt8(value >> $0 & 255) })
        }
        let crc = UInt32(png[12..<29].withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
        png.replaceSubrange(29..<33, with: [24, 16, 8, 0].map { UInt8(crc >> $0 & 255) })
        let path = directory.appendingPathComponent(name).path
        try Data(png).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Regression: a 66-byte file declaring 32768 x 32768 made the reader allocate 4 GiB (and take 8 s)
    /// before libpng gave up. The declared size is now checked against the limits first.
    func testDeclaredSizeIsCheckedBeforeAllocating() throws {
        let limits = "images may be at most 16384 px a side and 67108864 px (256 MiB) in all"
        let cases: [(UInt32, UInt32)] = [(32768, 32768), (16385, 1), (1, 16385), (8193, 8192), (16384, 16384)]
        for (width, height) in cases {
            let path = try declaring(width, height, name: "\(width)x\(height).png")
            let started = Date()
            XCTAssertThrowsError(try PNGCodec.read(path: path)) { error in
                XCTAssertEqual(error as? PNGError, .tooLarge(path: path, width: Int(width), height: Int(height)))
                XCTAssertEqual("\(error)", "\(path): PNG is \(width)x\(height) px; \(limits)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        }
    }

    /// Within the limits, a lying header is libpng's to refuse, as before.
    func testSizeWithinTheLimitsIsDecodedOrRefusedByLibpng() throws {
        let path = try declaring(16384, 4096, name: "lying.png")
        XCTAssertThrowsError(try PNGCodec.read(path: path)) { error in
            XCTAssertEqual(error as? PNGError, .corrupt(path: path, reason: "Not enough image data"))
        }
    }

    /// Regression: a FIFO blocked the open forever (until a writer came); a device was opened and read.
    /// Neither is opened now, nor is a directory.
    func testSpecialFilesAreRefusedWithoutOpening() throws {
        let fifo = directory.appendingPathComponent("fifo.png").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let link = directory.appendingPathComponent("zero.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        let folder = directory.appendingPathComponent("folder.png").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let cases = [(fifo, "not a regular file (a FIFO)"), (link, "not a regular file (a device)"),
                     ("/dev/null", "not a regular file (a device)"), (folder, "is a directory")]
        for (path, reason) in cases {
            let started = Date()
            XCTAssertThrowsError(try PNGCodec.read(path: path)) { error in
                XCTAssertEqual(error as? PNGError, .unreadable(path: path, reason: reason))
                XCTAssertEqual("\(error)", "\(path): cannot read PNG: \(reason)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(started), 0.5)
        }
    }

    /// A symbolic link to a PNG is read as the PNG.
    func testLinkToARegularFileIsRead() throws {
        let pixels = PixelBuffer(width: 2, height: 2, fill: RGBA8(1, 2, 3, 255))
        let path = directory.appendingPathComponent("real.png").path
        try PNGCodec.write(pixels, to: path)
        let link = directory.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        XCTAssertEqual(try PNGCodec.read(path: link), pixels)
    }
}

/// The writer's own bytes (PNGEncoder): chunk layout, the Up filter on every row, the two-part deflate
/// for large images, and that libpng reads every one of them back exactly.
final class PNGEncoderTests: XCTestCase {
    /// Signature, IHDR (width, height, 8-bit RGBA), one IDAT, IEND; every row starts with filter 2 (Up).
    func testLayoutAndUpFilter() throws {
        let pixels = PixelBuffer(width: 3, height: 2, fill: RGBA8(10, 20, 30, 255))
        let png = try PNGEncoder.encode(pixels)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(Array(png[8..<33]), [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]
            + Array(png[29..<33]))
        XCTAssertEqual(String(decoding: png[37..<41], as: UTF8.self), "IDAT")
        XCTAssertEqual(Array(png.suffix(12)), [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        let scanlines = PNGEncoder.filteredScanlines(pixels)
        XCTAssertEqual(scanlines, [2, 10, 20, 30, 255, 10, 20, 30, 255, 10, 20, 30, 255,
                                   2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A translucent pixel is written with straight alpha: premultiplied (50, 0, 100, 128) is
    /// (100, 0, 199, 128) in the file, as libpng's writer did.
    func testUnpremultipliesThroughTheTable() {
        let scanlines = PNGEncoder.filteredScanlines(PixelBuffer(width: 2, height: 1, bytes: [50, 0, 100, 128, 9, 9, 9, 0]))
        XCTAssertEqual(scanlines, [2, 100, 0, 199, 128, 0, 0, 0, 0])
    }

    /// An image past 256 KiB of scanlines is deflated in two parts; the stream is still one valid zlib
    /// stream (libpng checks the Adler-32) and reads back bit-exactly, noise and flat rows alike.
    func testLargeImagesRoundTripThroughTheTwoPartStream() throws {
        var rng: UInt64 = 0x1234_5678
        var bytes = [UInt8](repeating: 0, count: 400 * 300 * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            let a = i < bytes.count / 2 ? UInt8(truncatingIfNeeded: rng >> 56) : 255
            let c = UInt64(a) * (rng >> 32 & 255) / 255
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (UInt8(c), UInt8(c / 2), UInt8(c / 3), a)
        }
        let pixels = PixelBuffer(width: 400, height: 300, bytes: bytes)
        XCTAssertGreaterThan(PNGEncoder.filteredScanlines(pixels).count, 256 * 1024)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sg-png-large-\(UUID().uuidString).png").path
        defer { unlink(path) }
        try PNGCodec.write(pixels, to: path)
        XCTAssertEqual(try PNGCodec.read(path: path), pixels)
    }
}
