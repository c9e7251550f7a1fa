import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

/// A layer fading in linearly from 0 to 1 over `duration` seconds, the root at the size asked for.
private final class Fade: SceneContent {
    let rootLayer = CALayer()

    init(_ values: ParameterValues, size: CGSize) {
        rootLayer.bounds = CGRect(origin: .zero, size: size)
        let layer = CALayer()
        layer.frame = rootLayer.bounds
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = values.number("duration")
        layer.add(fade, forKey: "fade")
        rootLayer.addSublayer(layer)
    }
}

final class SceneVariantsTests: XCTestCase {
    private let scene = SceneDescriptor(
        info: SceneInfo(name: "fade", summary: "test", naturalSize: CGSize(width: 100, height: 50), backgroundColor: .white),
        parameters: SceneParameters(scene: "fade", [.number("duration", 2, in: 0.5...10, unit: "s", help: "the fade")])) { values, context in
            Fade(values, size: context.requestedSize ?? CGSize(width: 100, height: 50))
        }
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-variants-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func file(_ name: String, duration: Double) throws -> String {
        let path = folder + "/" + name
        try "{\"duration\": \(duration)}".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every variant's frame at the controller's time, as the window draws them: the focused one first.
    private func frames(_ variants: SceneVariants, _ controller: PreviewController, shared: ParamsSession) -> [Frame] {
        let focused = variants.sources[variants.focused].frame(at: controller.clock.time)
        return variants.frames(at: focused.time, focusedFrame: focused, shared: shared)
    }

    private func opacities(_ frames: [Frame]) -> [Float] {
        frames.map { $0.layers.sublayers?.first?.opacity ?? -1 }
    }

    func testEverySizeShowsTheSameSceneTimeAfterPlayingSeekingAndStepping() throws {
        let shared = ParamsSession(scene: scene, explicitFile: try file("fade.json", duration: 2))
        var variants = SceneVariants(kind: .sizes([CGSize(width: 100, height: 50), CGSize(width: 390, height: 844), CGSize(width: 30, height: 30)]),
                                     scene: scene, single: shared)
        variants.rebuild(scene, params: shared, context: NonRenderingSceneContext())
        var controller = PreviewController(sceneIndex: 0, sceneCount: 1)
        controller.tick(realSeconds: 0.5)
        var shown = frames(variants, controller, shared: shared)
        XCTAssertEqual(shown.map(\.time), [0.5, 0.5, 0.5])
        XCTAssertEqual(opacities(shown), [0.25, 0.25, 0.25])
        XCTAssertEqual(shown.map(\.tree.size), [CGSize(width: 100, height: 50), CGSize(width: 390, height: 844), CGSize(width: 30, height: 30)],
                       "each variant at its own size")
        XCTAssertEqual(shown.map(\.layers.bounds.size), [CGSize(width: 100, height: 50), CGSize(width: 390, height: 844), CGSize(width: 30, height: 30)],
                       "each variant built at its size")

        controller.scrub(to: 1.25)  // scrubbing pauses
        controller.tick(realSeconds: 1)
        shown = frames(variants, controller, shared: shared)
        XCTAssertEqual(shown.map(\.time), [1.25, 1.25, 1.25], "paused: one second later, still where the scrub left them")
        XCTAssertEqual(opacities(shown), [0.625, 0.625, 0.625])

        _ = controller.handle(.right)
        shown = frames(variants, controller, shared: shared)
        XCTAssertEqual(shown.map(\.time), Array(repeating: 1.25 + 1.0 / 60, count: 3))

        controller.scrub(to: 0.75)  // back: every variant is rebuilt and replayed
        shown = frames(variants, controller, shared: shared)
        XCTAssertEqual(shown.map(\.time), [0.75, 0.75, 0.75])
        XCTAssertEqual(opacities(shown), [0.375, 0.375, 0.375])
    }

    func testAParamsEditReachesEverySizeAtTheSameTime() throws {
        let shared = ParamsSession(scene: scene, explicitFile: try file("fade.json", duration: 2))
        var variants = SceneVariants(kind: .sizes([CGSize(width: 100, height: 50), CGSize(width: 200, height: 100)]), scene: scene, single: shared)
        variants.rebuild(scene, params: shared, context: NonRenderingSceneContext())
        var controller = PreviewController(sceneIndex: 0, sceneCount: 1)
        controller.scrub(to: 1)
        XCTAssertEqual(opacities(frames(variants, controller, shared: shared)), [0.5, 0.5])
        let values = try XCTUnwrap(shared.set("duration", to: .number(4)))
        variants.sources[variants.focused].runner.rebuild(parameters: values)  // as the session does for the focused one
        let shown = frames(variants, controller, shared: shared)
        XCTAssertEqual(shown.map(\.time), [1, 1])
        XCTAssertEqual(opacities(shown), [0.25, 0.25], "the other size follows the edit")
        XCTAssertEqual(variants.captions, ["100x50  (focused; params edits apply to every size)", "200x100"])
    }

    func testEachParamsFileDrivesItsVariantAndTheFocusedOneIsEdited() throws {
        let slow = try file("slow.json", duration: 4), fast = try file("fast.json", duration: 1)
        let single = ParamsSession(scene: scene, explicitFile: try file("fade.json", duration: 2))
        var variants = SceneVariants(kind: .paramsFiles([slow, fast]), scene: scene, single: single)
        variants.focused = 1
        let focusedParams = try XCTUnwrap(variants.focusedParams)
        XCTAssertEqual(focusedParams.explicitFile, fast)
        variants.rebuild(scene, params: focusedParams, context: NonRenderingSceneContext())
        var controller = PreviewController(sceneIndex: 0, sceneCount: 1)
        controller.scrub(to: 0.5)
        let shown = frames(variants, controller, shared: focusedParams)
        XCTAssertEqual(shown.map(\.time), [0.5, 0.5])
        XCTAssertEqual(opacities(shown), [0.125, 0.5])
        XCTAssertEqual(variants.captions, ["slow.json", "fast.json  (focused; params edits go to this file)"])

        try "{\"duration\": 0.5}".write(toFile: slow, atomically: true, encoding: .utf8)  // the other file saved
        var reloaded: [Float] = []
        for _ in 0..<50 where reloaded != [1, 0.5] {
            variants.pollParams()
            reloaded = opacities(frames(variants, controller, shared: focusedParams))
            usleep(20_000)
        }
        XCTAssertEqual(reloaded, [1, 0.5], "a saved params file reaches its variant")
    }
}
