@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import SandglassTestSupport
import Foundation
import XCTest

/// The session's variants: a saved scene file rebuilds every one at the playhead, and a click focuses
/// another one for the panels.
final class VariantsSessionTests: XCTestCase {
    private func scene(duration: Double) -> String {
        """
        {
          "name": "v",
          "size": [100, 100],
          "root": {
            "animations": {
              "fade": {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": \(duration)},
            },
          },
        }

        """
    }

    func testASavedSceneFileRebuildsEveryVariantAndAClickFocusesOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("variants-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("v.json5").path
        try scene(duration: 2).write(toFile: path, atomically: false, encoding: .utf8)
        let session = SceneSession(scenes: [try SceneFile.load(path: path).get()], initial: 0, paramsFile: nil, sceneFile: path,
                                   swiftScene: nil, userCopyEnvironment: [:], context: try SharedGL.requireLayerRenderer(),
                                   messages: PreviewMessages())
        session.showVariants(.sizes([CGSize(width: 100, height: 100), CGSize(width: 300, height: 150)]), at: 1)
        let variants = try XCTUnwrap(session.variants)
        XCTAssertTrue(session.source === variants.sources[0], "the first variant is the session's scene")
        XCTAssertEqual(variants.sources.map(\.size), [CGSize(width: 100, height: 100), CGSize(width: 300, height: 150)])
        func durations() -> [Double?] {
            (session.variants?.sources ?? []).map { $0.runner.scene.rootLayer.animation(forKey: "fade")?.duration }
        }
        XCTAssertEqual(durations(), [2, 2])

        try scene(duration: 4).write(toFile: path, atomically: false, encoding: .utf8)
        var polls = 0
        while durations() != [4, 4], polls < 100 {
            _ = session.pollFiles(shown: 0, at: 1)
            usleep(20_000)
            polls += 1
        }
        XCTAssertEqual(durations(), [4, 4], "every variant rebuilt from the saved file")
        XCTAssertEqual(session.variants?.sources.map(\.runner.time), [1, 1], "at the playhead")

        session.focusVariant(1, at: 1.5)
        XCTAssertEqual(session.variants?.focused, 1)
        XCTAssertTrue(session.source === session.variants?.sources[1], "the clicked variant is the session's scene")
        XCTAssertEqual(session.source.size, CGSize(width: 300, height: 150))
        XCTAssertEqual(session.variants?.sources.map(\.runner.time), [1.5, 1.5])
        session.showVariants(nil, at: 1.5)
        XCTAssertNil(session.variants)
        XCTAssertEqual(session.source.size, CGSize(width: 100, height: 100), "the scene once again, at its own size")
    }
}
