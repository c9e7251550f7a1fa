import Foundation
@testable import SandglassRender
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
