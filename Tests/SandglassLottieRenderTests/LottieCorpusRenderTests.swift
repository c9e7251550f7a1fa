import Foundation
import Sandglass
import SandglassHeadless
import SandglassLottie
import SandglassLottieReference
import SandglassSnapshot
import SandglassSystem
import SandglassTestSupport
import XCTest

/// The Lottie corpus (assets/lottie) drawn through Core Animation by the GL renderer: every pixel check
/// of `LottieCorpus.checks` (the pictures each file is made to show) and, file by file, agreement with
/// rlottie within the perceptual tolerance where rlottie is right.
final class LottieCorpusRenderTests: XCTestCase {
    nonisolated(unsafe) private static let renderer = SceneRenderer()

    private func requireGL() throws {
        if let reason = Self.renderer.glUnavailable { throw GLRequirement.missing(reason) }
    }

    /// The composition of a corpus file, images decoded as `render` decodes them.
    static func composition(_ file: String) throws -> LottieComposition {
        try LottieFile.load(path: LottieCorpus.path(file), imageLoader: LottieImages.png).get()
    }

    /// Frame `frame` of `file` at its own size on a transparent background, premultiplied.
    static func frame(_ composition: LottieComposition, _ frame: Double) throws -> PixelBuffer {
        try renderer.image(of: composition.descriptor, at: composition.time(ofFrame: frame)).pixels
    }

    /// Straight RGBA, as the checks are written.
    private static func straight(_ p: RGBA8) -> RGBA8 {
        guard p.a > 0, p.a < 255 else { return p.a == 0 ? RGBA8(0, 0, 0, 0) : p }
        func s(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(p.a) / 2) / Int(p.a))) }
        return RGBA8(s(p.r), s(p.g), s(p.b), p.a)
    }

    func testEveryCorpusCheckHolds() throws {
        try requireGL()
        var failures: [String] = []
        var images: [String: PixelBuffer] = [:]
        for check in LottieCorpus.checks where Self.knownGaps[check.file] == nil {
            let key = "\(check.file)@\(check.frame)"
            if images[key] == nil { images[key] = try Self.frame(try Self.composition(check.file), Double(check.frame)) }
            let pixel = Self.straight(images[key]![check.x, check.y])
            if !check.accepts(pixel) { failures.append("\(check): got \(pixel)") }
        }
        XCTAssertEqual(failures, [], "\(failures.count) of \(LottieCorpus.checks.count) checks failed:\n" + failures.joined(separator: "\n"))
    }

    /// Every corpus file against rlottie at its first, middle and last frame, where rlottie is right
    /// (no check of the file says otherwise) and Core Animation can express the file: within the
    /// perceptual tolerance (ΔE 6 on at most 1 % of pixels, over black and over white).
    func testFramesAgreeWithRlottie() throws {
        try requireGL()
        let wrong = Set(LottieCorpus.checks.filter { $0.rlottieIsWrong != nil }.map(\.file))
        var worst: [(String, Double)] = []
        for file in LottieCorpus.files where Self.knownGaps[file] == nil && !wrong.contains(file) && Self.differsFromRlottie[file] == nil {
            let composition = try Self.composition(file)
            let reference = try RLottieReference(path: LottieCorpus.path(file))
            let last = reference.totalFrames - 1
            for frame in Set([0, last / 2, last]).sorted() where Self.differsFromRlottie["\(file)@\(frame)"] == nil {
                let expected = reference.render(frame: frame, width: Int(composition.size.width), height: Int(composition.size.height))
                let rlottie = PixelBuffer(width: expected.width, height: expected.height, bytes: expected.premultipliedRGBA)
                let ours = try Self.frame(composition, composition.inPoint + Double(frame))
                PerceptualDifference.assertSimilar(ours, rlottie, "lottie-\((file as NSString).deletingPathExtension)-\(frame)")
                let black = PerceptualDifference.compare(ours, rlottie, over: RGBA8(0, 0, 0, 255))?.fractionOver ?? 1
                worst.append(("\(file)@\(frame)", black))
            }
        }
        let top = worst.sorted { $0.1 > $1.1 }.prefix(5).map { String(format: "%@ %.3f %%", $0.0, $0.1 * 100) }
        print("rlottie agreement: \(worst.count) frames; most different over black: \(top.joined(separator: ", "))")
    }

    /// Files (or `file@frame`) where Core Animation and rlottie differ by design, with the reason.
    static let differsFromRlottie: [String: String] = [
        "image_embedded.json": "a 2 x 2 image shown at 100 x 100: Core Animation magnifies contents with a linear filter "
            + "(magnificationFilter's default), rlottie with the nearest texel; the pixel checks at the texels' centres hold",
        "image_file/image_file.json": "the same image as image_embedded.json, read from a file beside the JSON",
    ]

    /// Files whose features Core Animation cannot express, so the importer draws them approximately
    /// and warns on import (a test below checks the warning), with the reason.
    static let knownGaps: [String: String] = [
        "merge_paths.json": "merge paths need boolean path operations",
    ]

    /// Each known gap is reported on import, as one line naming the feature.
    func testEveryKnownGapWarns() throws {
        for (file, reason) in Self.knownGaps.sorted(by: { $0.key < $1.key }) {
            XCTAssertFalse(try Self.composition(file).warnings.isEmpty, "\(file) draws without a warning, though \(reason)")
        }
    }
}
