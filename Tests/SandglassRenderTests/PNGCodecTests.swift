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
