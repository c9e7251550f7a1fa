import Sandglass
@testable import Scenes
import XCTest

/// `matching` and `scoregauge` are written as their posts write them (a UIView subclass with its Core
/// Animation code); their layer trees must be what the layer-built versions gave. The dumps beside
/// this file were written by `sandglass dump` before the rewrite; the golden frames pin the renders.
final class PostStyleSceneDumpTests: XCTestCase {
    private let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    private func assertDump(_ scene: String, at time: Double, model: Bool, file: String,
                            line: UInt = #line) throws {
        let descriptor = try XCTUnwrap(SceneCatalog.scene(named: scene))
        let source = FrameSource(SceneRunner(descriptor, context: NonRenderingSceneContext()))
        let frame = source.frame(at: time, state: model ? .model : .presentation)
        let dump = LayerTreeDump.json(scene: scene, time: time, state: frame.state, evaluated: frame.layers)
        let expected = try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)
        XCTAssertEqual(dump.trimmingCharacters(in: .whitespacesAndNewlines),
                       expected.trimmingCharacters(in: .whitespacesAndNewlines), "\(scene) at \(time)", line: line)
    }

    func testMatchingDumpsAsBeforeTheRewrite() throws {
        for t in ["0", "1.3", "2.9"] {
            try assertDump("matching", at: Double(t)!, model: false, file: "matching-dump-t\(t).json")
        }
        try assertDump("matching", at: 0, model: true, file: "matching-dump-model.json")
    }

    func testScoreGaugeDumpsAsBeforeTheRewrite() throws {
        for t in ["0", "0.9", "2.5"] {
            try assertDump("scoregauge", at: Double(t)!, model: false, file: "scoregauge-dump-t\(t).json")
        }
        try assertDump("scoregauge", at: 1, model: true, file: "scoregauge-dump-model.json")
    }
}
