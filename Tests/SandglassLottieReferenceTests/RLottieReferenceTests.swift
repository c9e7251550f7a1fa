import Foundation
@testable import SandglassLottieReference
import SandglassTestSupport
import XCTest

final class RLottieReferenceTests: XCTestCase {
    func testLoadsSizeFrameRateFramesAndDurationAsWritten() throws {
        let reference = try RLottieReference(path: LottieCorpus.path("precomp.json"))
        XCTAssertEqual(reference.size, CGSize(width: 200, height: 200))
        XCTAssertEqual(reference.frameRate, 30)
        XCTAssertEqual(reference.totalFrames, 90)
        XCTAssertEqual(reference.duration, 3, accuracy: 1e-9)
    }

    func testAMissingFileIsOneLineNamingIt() {
        XCTAssertThrowsError(try RLottieReference(path: "/nonexistent/a.json")) { error in
            XCTAssertEqual(error as? RLottieReferenceError, .unreadableFile(path: "/nonexistent/a.json"))
            XCTAssertEqual("\(error)", "/nonexistent/a.json: cannot be read")
        }
    }

    func testDataRLottieCannotParseIsOneLineNamingTheSource() {
        XCTAssertThrowsError(try RLottieReference(data: Data("{\"v\": 1".utf8), source: "broken.json")) { error in
            XCTAssertEqual("\(error)", "broken.json: rlottie cannot load it as a Lottie animation")
        }
    }

    func testJSONWithoutACanvasOrFramesIsRefused() {
        for text in ["{}", "{\"w\": 0, \"h\": 10, \"fr\": 30, \"ip\": 0, \"op\": 10, \"layers\": []}",
                     "{\"w\": 10, \"h\": 10, \"fr\": 30, \"ip\": 5, \"op\": 5, \"layers\": []}"] {
            XCTAssertThrowsError(try RLottieReference(data: Data(text.utf8), source: "x.json"), text) { error in
                XCTAssertEqual(error as? RLottieReferenceError, .notLoaded(source: "x.json"))
            }
        }
    }

    func testStraightColourFromPremultipliedHalfAlpha() throws {
        // fill_opacity.json frame 0: blue at 50 % opacity; rlottie writes 0x80 alpha, 0x80 premultiplied blue.
        let reference = try RLottieReference(path: LottieCorpus.path("fill_opacity.json"))
        var words = [UInt32](repeating: 0, count: 200 * 200)
        words.withUnsafeMutableBufferPointer { reference.renderPremultipliedARGB(frame: 0, into: $0, width: 200, height: 200) }
        let word = words[100 * 200 + 100]
        XCTAssertEqual(word >> 24, 128, accuracy: 1)
        XCTAssertEqual(word & 0xFF, word >> 24, "premultiplied blue equals alpha")
        let image = reference.render(frame: 0, width: 200, height: 200)
        let p = try XCTUnwrap(image.pixel(x: 100, y: 100))
        XCTAssertEqual([p.r, p.g, p.b], [0, 0, 255])
        XCTAssertEqual(p.a, UInt8(word >> 24))
    }

    func testUnpremultiplyRoundsToNearestAndClearsTransparentPixels() {
        let words: [UInt32] = [0x8040_0080, 0x0000_0000, 0xFF12_3456, 0x0101_0101]
        var bytes = [UInt8](repeating: 7, count: 16)
        words.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { RLottieReference.unpremultiply(source, into: $0) }
        }
        // 64 × 255 / 128 = 127.5 rounds to 128; 128 × 255 / 128 = 255.
        XCTAssertEqual(bytes, [128, 0, 255, 128, 0, 0, 0, 0, 0x12, 0x34, 0x56, 255, 255, 255, 255, 1])
    }

    func testRenderIntoAnImageMatchesRenderAndKeepsItsStorage() throws {
        let reference = try RLottieReference(path: LottieCorpus.path("shape_group_transform.json"))
        var image = RGBAImage(width: 200, height: 200)
        reference.render(frame: 15, into: &image)
        let storage = image.pixels.withUnsafeBufferPointer { $0.baseAddress }
        reference.render(frame: 30, into: &image)
        XCTAssertEqual(image.pixels.withUnsafeBufferPointer { $0.baseAddress }, storage)
        XCTAssertEqual(image, reference.render(frame: 30, width: 200, height: 200))
    }

    func testScalesTheCanvasToTheRequestedPixels() throws {
        let reference = try RLottieReference(path: LottieCorpus.path("null_and_solid.json"))
        let image = reference.render(frame: 0, width: 400, height: 400)
        // The solid covers x 50-150, y 70-130 in points: 100-300, 140-260 at twice the size.
        XCTAssertEqual(image.pixel(x: 105, y: 145)?.g, 255)
        XCTAssertEqual(image.pixel(x: 95, y: 200)?.a, 0)
    }

    func testFramesPastTheEndAreClampedToTheLast() throws {
        let reference = try RLottieReference(path: LottieCorpus.path("hold_keyframes.json"))
        XCTAssertEqual(reference.render(frame: 500, width: 50, height: 50), reference.render(frame: 59, width: 50, height: 50))
        XCTAssertEqual(reference.render(frame: -3, width: 50, height: 50), reference.render(frame: 0, width: 50, height: 50))
    }

    func testFrameIndexZeroIsTheInPoint() throws {
        // hold_keyframes.json holds x 50 until file frame 30; with ip 20 that is frame index 10.
        // Edited as text: rlottie reads a shape item's "ty" only when it comes first, and JSONSerialization
        // reorders keys. The composition's "ip" is the file's first.
        let text = try String(contentsOfFile: LottieCorpus.path("hold_keyframes.json"), encoding: .utf8)
        let ip = try XCTUnwrap(text.range(of: "\"ip\":0,"))
        let reference = try RLottieReference(data: Data(text.replacingCharacters(in: ip, with: "\"ip\":20,").utf8))
        XCTAssertEqual(reference.totalFrames, 40)
        XCTAssertEqual(reference.render(frame: 9, width: 200, height: 200).pixel(x: 50, y: 100)?.a, 255, "file frame 29")
        XCTAssertEqual(reference.render(frame: 10, width: 200, height: 200).pixel(x: 150, y: 100)?.a, 255, "file frame 30")
    }

    func testAnImageBesideTheJSONIsFoundThroughTheResourceFolder() throws {
        let path = LottieCorpus.path("image_file/image_file.json")
        let folder = (path as NSString).deletingLastPathComponent
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        func isRedTopLeft(_ reference: RLottieReference) -> Bool {
            // The image's top-left quadrant is red; rlottie's bilinear sampling leaves alpha at 253-255.
            guard let p = reference.render(frame: 0, width: 200, height: 200).pixel(x: 75, y: 75) else { return false }
            return p.r == 255 && p.g == 0 && p.b == 0 && p.a >= 250
        }
        XCTAssertTrue(isRedTopLeft(try RLottieReference(path: path)), "from the file's own folder")
        XCTAssertTrue(isRedTopLeft(try RLottieReference(data: data, resourcePath: folder)), "from a given folder")
        XCTAssertTrue(isRedTopLeft(try RLottieReference(data: data, resourcePath: folder + "/")), "with a trailing slash")
        XCTAssertFalse(isRedTopLeft(try RLottieReference(data: data, resourcePath: "/nonexistent")),
                       "no image where the folder does not hold it")
    }

    func testStraightImagePremultipliesForCGImage() throws {
        let image = try XCTUnwrap(RGBAImage(width: 1, height: 1, pixels: [255, 128, 0, 128]))
        XCTAssertEqual(image.premultipliedRGBA, [128, 64, 0, 128])
        XCTAssertEqual(image.cgImage?.pixel(x: 0, y: 0).map { [$0.r, $0.g, $0.b, $0.a] }, [128, 64, 0, 128])
        XCTAssertNil(RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 0]))
    }
}
