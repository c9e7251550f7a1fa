import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class ParameterHotReloadTests: XCTestCase {
    let scene = SceneParameters(scene: "sandclock", [
        .number("animationTime", 6.5, in: 0.5...60, unit: "s", help: "one full cycle"),
        .number("sandFall05", 0.5, in: 0.05...5, unit: "s", help: "how long a grain takes to fall"),
    ])

    func testGoodSaveReloadsBadSaveKeepsTheLastGoodValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sandclock.json").path
        func save(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic) }

        let reload = try ParameterHotReload(parameters: scene, file: file)
        XCTAssertEqual(reload.error, .notFound(file: file))
        XCTAssertEqual(reload.values, scene.defaults)
        XCTAssertFalse(reload.poll())

        try save("{\"sandFall05\": 0.25}")
        XCTAssertTrue(reload.poll())
        XCTAssertEqual(reload.values.number("sandFall05"), 0.25)
        XCTAssertNil(reload.error)

        try save("{\"sandFall05\": 12}")
        XCTAssertFalse(reload.poll())
        XCTAssertEqual(reload.values.number("sandFall05"), 0.25)
        XCTAssertEqual(reload.error?.description, "\(file):1:16: 'sandFall05' is 12 but must be in 0.05...5 s")

        try save("{\"sandFall05\": 0.25, \"animationTime\": 3}")
        XCTAssertTrue(reload.poll())
        XCTAssertNil(reload.error)
        XCTAssertEqual(reload.values.number("animationTime"), 3)
    }
}
