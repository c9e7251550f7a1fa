import Foundation
import SandglassTestSupport
import XCTest
@testable import SandglassLottie

/// Hostile Lottie files and `.lottie` archives cost what a real
/// one does, or are refused in one line that names the limit; notes are one per problem per file.
final class HostileFileTests: XCTestCase {
    private func imageAssets(_ names: [String]) -> String {
        "[" + names.enumerated().map { #"{"id": "img_\#($0.offset)", "w": 2, "h": 2, "u": "images/", "p": "\#($0.element)", "e": 0}"# }
            .joined(separator: ", ") + "]"
    }

    private func imageLayers(_ count: Int) -> String {
        "[" + (0..<count).map { #"{"ty": 2, "nm": "Photo \#($0)", "refId": "img_\#($0)", "ind": \#($0 + 1), "ip": 0, "op": 60, "st": 0, "ks": {}}"# }
            .joined(separator: ", ") + "]"
    }

    private func archive(animation: String, _ extra: [ZipWriter.Entry]) -> [UInt8] {
        ZipWriter.archive([ZipWriter.Entry("manifest.json", Array(#"{"animations": [{"id": "show"}]}"#.utf8)),
                           ZipWriter.Entry("animations/show.json", Array(animation.utf8), deflated: true)] + extra)
    }

    /// 40 assets naming one entry: read and decoded once (it was inflated and decoded 40 times).
    func testAnEntryNamedByManyAssetsIsDecodedOnce() throws {
        let pixels = CGImage(width: 2, height: 2, premultipliedRGBA: Array(repeating: 255, count: 16))!
        let calls = Counter()
        let names = Array(repeating: "big.png", count: 40)
        let bytes = archive(animation: lottieDocument(layers: imageLayers(40), assets: imageAssets(names)),
                            [ZipWriter.Entry("images/big.png", Array(repeating: 7, count: 100_000), deflated: true)])
        let c = try LottieFile.parse(bytes, file: "show.lottie") { data in
            calls.add(data.count)
            return pixels
        }.get()
        XCTAssertEqual(calls.values, [100_000], "one read, one decode")
        let root = c.makeRootLayer()
        XCTAssertEqual(root.find("Photo 0/Image")?.contents, pixels)
        XCTAssertEqual(root.find("Photo 39/Image")?.contents, pixels)
    }

    /// Entries whose headers claim 200 MiB each: the second is refused before it is inflated.
    func testImageBytesPastTheBudgetAreRefusedBeforeInflating() {
        let bytes = archive(animation: lottieDocument(layers: imageLayers(2), assets: imageAssets(["a.png", "b.png"])),
                            [ZipWriter.Entry("images/a.png", [1, 2, 3], claimedSize: 200 << 20),
                             ZipWriter.Entry("images/b.png", [1, 2, 3], claimedSize: 200 << 20)])
        let result = LottieFile.parse(bytes, file: "show.lottie") { _ in XCTFail("nothing is decoded"); throw Refused() }
        guard case .failure(let error) = result else { return XCTFail("expected a refusal") }
        XCTAssertEqual(error.path, "assets[1].p")
        XCTAssertEqual(error.reason, "image 'b.png' would bring the file's images to 419430400 bytes; "
                           + "a file may show at most 256 MiB of image files")
        XCTAssertTrue(error.file.hasPrefix("show.lottie/animations/show.json"), error.file)
    }

    /// Three distinct 8192 x 8192 images (3 x 2^26 px): the third passes the file's 2^27 px.
    func testDecodedPixelsPastTheBudgetAreRefused() {
        let side = 8192
        let shared = [UInt8](repeating: 0, count: side * side * 4)   // one buffer: the images share it
        let names = ["a.png", "b.png", "c.png"]
        let bytes = archive(animation: lottieDocument(layers: imageLayers(3), assets: imageAssets(names)),
                            names.map { ZipWriter.Entry("images/" + $0, Array($0.utf8)) })
        let result = LottieFile.parse(bytes, file: "show.lottie") { _ in CGImage(width: side, height: side, premultipliedRGBA: shared)! }
        guard case .failure(let error) = result else { return XCTFail("expected a refusal") }
        XCTAssertEqual(error.path, "assets[2].p")
        XCTAssertEqual(error.reason, "image 'c.png' (8192x8192 px) would bring the file's images to 201326592 px; "
                           + "a file may show at most 134217728 px (512 MiB decoded)")
    }

    /// The decoder's reason is the note's (an oversized PNG said only "could not be decoded").
    func testADecoderRefusalIsNamedInTheNote() throws {
        let bytes = archive(animation: lottieDocument(layers: imageLayers(1), assets: imageAssets(["wide.png"])),
                            [ZipWriter.Entry("images/wide.png", [1, 2, 3])])
        let c = try LottieFile.parse(bytes, file: "show.lottie") { _ in throw Refused() }.get()
        XCTAssertEqual(c.warnings, ["show.lottie: image 'wide.png': it is 20000x10 px, more than allowed; its layer is empty"])
    }

    /// Notes of an archive name the archive, the file the user has, not its inner `a.json`.
    func testNotesOfAnArchiveNameTheArchive() throws {
        let ks = #"{"p": {"a": 0, "k": [3, 4], "x": "wiggle(1, 2)"}}"#
        let bytes = archive(animation: lottieDocument(layers: "[\(shapeLayer("Wiggler", ks: ks, shapes: "[]"))]"), [])
        let c = try LottieFile.parse(bytes, file: "folder/show.lottie").get()
        XCTAssertEqual(c.warnings, ["show.lottie: layer 'Wiggler': expressions are not evaluated; the static value is used"])
    }

    /// 5,000 orphaned layers: one note, counting the rest (it printed 5,000).
    func testAProblemOfManyLayersIsOneNote() throws {
        let layers = (0..<5_000).map { shapeLayer("L\($0)", ind: $0 + 1, shapes: "[]", extra: #", "parent": 99999"#) }
        let c = try compose(lottieDocument(layers: "[" + layers.joined(separator: ",") + "]"))
        XCTAssertEqual(c.warnings, ["test.json: layer 'L0': parent 99999 does not exist; it is ignored (and 4999 more layers alike)"])
    }

    /// 30 layers with expressions: ten named, then one line for the rest.
    func testExpressionsAreNamedForTenLayersThenCounted() throws {
        let ks = #"{"p": {"a": 0, "k": [3, 4], "x": "time"}}"#
        let layers = (0..<30).map { shapeLayer("E\($0)", ind: $0 + 1, ks: ks, shapes: "[]") }
        let c = try compose(lottieDocument(layers: "[" + layers.joined(separator: ",") + "]"))
        XCTAssertEqual(c.warnings.count, 11)
        XCTAssertEqual(c.warnings[9], "test.json: layer 'E9': expressions are not evaluated; the static value is used")
        XCTAssertEqual(c.warnings[10], "test.json: 20 more layers with expressions; their static values are used")
    }

    /// Precomps nested 20 deep without a cycle: said as too deep, not as containing itself.
    func testDeepNestingIsNotCalledACycle() throws {
        let assets = (0..<20).map { i in
            let inner = i == 19 ? "[]" : #"[{"ty": 0, "nm": "in\#(i)", "refId": "p\#(i + 1)", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}, "w": 10, "h": 10}]"#
            return #"{"id": "p\#(i)", "layers": \#(inner)}"#
        }
        let top = #"[{"ty": 0, "nm": "top", "refId": "p0", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}, "w": 10, "h": 10}]"#
        let c = try compose(lottieDocument(layers: top, assets: "[" + assets.joined(separator: ",") + "]"))
        XCTAssertEqual(c.warnings, ["test.json: layer 'in15': precomp 'p16' is nested more than 16 precomps deep; drawn empty"])
    }

    /// A 16-deep fan-out of two precomps each (a few kilobytes, 65,535 layers): the import cuts it
    /// and says so, for `bench` to leave rlottie out; an ordinary file has no cuts.
    func testAPrecompFanOutIsACut() throws {
        let assets = (0..<16).map { i in
            let inner = i == 15 ? "[]" : "[" + (0..<2).map { k in
                #"{"ty": 0, "nm": "c\#(k)", "refId": "p\#(i + 1)", "ind": \#(k + 1), "ip": 0, "op": 60, "st": 0, "ks": {}, "w": 10, "h": 10}"#
            }.joined(separator: ",") + "]"
            return #"{"id": "p\#(i)", "layers": \#(inner)}"#
        }
        let top = #"[{"ty": 0, "nm": "top", "refId": "p0", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}, "w": 10, "h": 10}]"#
        let c = try compose(lottieDocument(layers: top, assets: "[" + assets.joined(separator: ",") + "]"))
        XCTAssertEqual(c.cuts, ["its precomps expand to 65535 layers (Sandglass builds 50000)"])
        XCTAssertEqual(try compose(lottieDocument(layers: "[]")).cuts, [])
    }

    /// A file larger than the limit is refused before it is parsed, with the limit named.
    func testAHugeFileIsRefusedUpFront() {
        let padded = lottieDocument(layers: "[]") + String(repeating: " ", count: 33 << 20)
        let error = parseError(padded)
        XCTAssertEqual(error?.description, "test.json:1:1: the file is 33.0 MiB; a Lottie file may be at most 32 MiB "
                           + "(reading one takes about 40 times its size in memory)")
    }

    /// An archive's animation whose header claims 40 MiB is refused before it is inflated.
    func testAHugeAnimationInAnArchiveIsRefusedBeforeInflating() {
        let bytes = ZipWriter.archive([ZipWriter.Entry("animations/show.json", [1, 2, 3], claimedSize: 40 << 20)])
        guard case .failure(let error) = LottieFile.parse(bytes, file: "show.lottie") else { return XCTFail() }
        XCTAssertEqual(error.description, "show.lottie/animations/show.json:1:1: the file is 40.0 MiB; a Lottie file may be at most "
                           + "32 MiB (reading one takes about 40 times its size in memory)")
    }

    /// Without `ip` the file is still Lottie, refused for the key it lacks (it was read as a scene file).
    func testAFileWithoutItsInPointIsLottieMissingIt() {
        let json = #"{"v": "5.7.0", "fr": 30, "op": 60, "w": 10, "h": 10, "layers": []}"#
        XCTAssertTrue(LottieFile.isLottie(Array(json.utf8)))
        XCTAssertEqual(parseError(json)?.description,
                       "test.json:1:1: missing 'ip': a Lottie file has fr, ip, op, w, h and layers at its top level")
        XCTAssertTrue(LottieFile.isLottie(Array(#"{"v": "5.7.0", "fr": 30, "w": 10}"#.utf8)), "three keys")
        XCTAssertFalse(LottieFile.isLottie(Array(#"{"size": [10, 10], "root": {}, "w": 1}"#.utf8)), "a scene file")
    }
}

private struct Refused: Error, CustomStringConvertible {
    var description: String { "it is 20000x10 px, more than allowed" }
}

/// What the loader was called with, from its @Sendable closure.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int] = []
    var values: [Int] { lock.withLock { seen } }
    func add(_ v: Int) { lock.withLock { seen.append(v) } }
}
