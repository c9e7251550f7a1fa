import Foundation
import Sandglass
import SandglassLottieReference
import SandglassSystem
import SandglassTestSupport
import XCTest

/// rlottie against the corpus: every file loads as written, and every pixel check holds, except the
/// checks marked `rlottieIsWrong`, which rlottie must still fail (so a fixed rlottie is noticed).
final class LottieCorpusReferenceTests: XCTestCase {
    /// Every `.json` below `assets/lottie/`, relative to it.
    private var corpusFiles: [String] {
        let root = LottieCorpus.directory.path
        let all = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".json") }.sorted()
    }

    func testEveryFileLoadsWithTheSizeFrameRateAndFramesItDeclares() throws {
        XCTAssertGreaterThanOrEqual(corpusFiles.count, 40)
        for file in corpusFiles {
            let data = try Data(contentsOf: URL(fileURLWithPath: LottieCorpus.path(file)))
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], file)
            let number = { (key: String) in (json[key] as? NSNumber)?.doubleValue ?? .nan }
            let reference = try RLottieReference(path: LottieCorpus.path(file))
            XCTAssertEqual(reference.size, CGSize(width: number("w"), height: number("h")), file)
            XCTAssertEqual(reference.frameRate, number("fr"), file)
            XCTAssertEqual(Double(reference.totalFrames), number("op") - number("ip"), file)
            XCTAssertEqual(reference.duration, (number("op") - number("ip")) / number("fr"), accuracy: 1e-9, file)
        }
    }

    func testEveryFileHasChecksAndEveryCheckNamesAFile() {
        XCTAssertEqual(Set(LottieCorpus.files), Set(corpusFiles))
    }

    func testFilesAreSmallExceptTheScenes() throws {
        for file in corpusFiles where !file.hasPrefix("scene_") {
            let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: LottieCorpus.path(file))[.size] as? Int)
            XCTAssertLessThan(size, 10_000, file)
        }
    }

    func testRLottieDrawsEveryPixelItIsRightAbout() throws {
        for (check, pixel) in try renderedChecks() where check.rlottieIsWrong == nil {
            XCTAssertTrue(check.accepts(pixel), "\(check); rlottie drew \(pixel)")
        }
    }

    func testRLottieStillDrawsTheMarkedPixelsWrong() throws {
        let wrong = try renderedChecks().filter { $0.0.rlottieIsWrong != nil }
        XCTAssertFalse(wrong.isEmpty)
        for (check, pixel) in wrong {
            XCTAssertFalse(check.accepts(pixel), "rlottie now draws \(check) right (\(pixel)): drop rlottieIsWrong")
        }
    }

    /// Each check with the straight pixel rlottie drew there, rendering each (file, frame) once.
    private func renderedChecks() throws -> [(LottieCorpusCheck, RGBA8)] {
        var references: [String: RLottieReference] = [:]
        var frames: [String: RGBAImage] = [:]
        return try LottieCorpus.checks.map { check in
            let reference = try references[check.file] ?? RLottieReference(path: LottieCorpus.path(check.file))
            references[check.file] = reference
            let key = "\(check.file)#\(check.frame)"
            let image = frames[key] ?? reference.render(frame: check.frame, width: Int(reference.size.width),
                                                        height: Int(reference.size.height))
            frames[key] = image
            let p = try XCTUnwrap(image.pixel(x: check.x, y: check.y), "\(check)")
            return (check, RGBA8(p.r, p.g, p.b, p.a))
        }
    }
}
