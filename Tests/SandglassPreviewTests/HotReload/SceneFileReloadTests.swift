import Foundation
import XCTest
import Sandglass
@testable import SandglassPreview
@testable import SandglassHeadless

/// The preview's scene-file hot reload: a save is seen by the next poll, rebuilt and replayed to the
/// playhead within a frame; a bad save keeps the last good scene and reports the error line.
final class SceneFileReloadTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-scenefile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func scene(path: String, extraLayer: Bool = false) -> String {
        """
        // hot reload test
        {"size": [100, 100], "params": {"period": {"default": 2}},
         "root": {"sublayers": [
           {"type": "shape", "name": "star", "path": "\(path)", "animations": {
              "spin": {"type": "basic", "keyPath": "transform.rotation.z", "byValue": "2 * pi", "duration": "$period", "repeatCount": "infinity"}}},
           \(extraLayer ? "{\"name\": \"added\", \"bounds\": [0, 0, 4, 4]}," : "")
         ]}}
        """
    }

    /// Writes by temp + rename, as most editors save.
    private func save(_ text: String, to url: URL) throws {
        let temp = folder.appendingPathComponent(".tmp-\(UUID().uuidString)")
        try Data(text.utf8).write(to: temp)
        _ = rename(temp.path, url.path)
    }

    func testEditedPathAndAddedLayerShowWithinOneFrame() throws {
        let url = folder.appendingPathComponent("s.json5")
        try save(scene(path: "M 0 0 L 10 0 L 10 10 Z"), to: url)
        guard case let .success(initial) = SceneFile.load(path: url.path) else { return XCTFail() }
        let reload = try SceneFileReload(path: url.path, descriptor: initial)
        var runner = SceneRunner(initial, context: NonRenderingSceneContext())
        runner.seek(to: 1.5)
        XCTAssertNil(reload.poll())

        var latencies: [Double] = []
        for round in 0..<10 {
            try save(scene(path: "M 0 0 L \(20 + round) 0 L 10 10 Z", extraLayer: true), to: url)
            let start = DispatchTime.now().uptimeNanoseconds
            var descriptor: SceneDescriptor?
            while descriptor == nil, DispatchTime.now().uptimeNanoseconds - start < 2_000_000_000 { descriptor = reload.poll() }
            guard let descriptor else { return XCTFail("save not seen") }
            let time = runner.time
            runner = SceneRunner(descriptor, context: NonRenderingSceneContext())
            runner.seek(to: time)
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            let tree = runner.presentationTree()
            XCTAssertEqual(tree.sublayers?.map { $0.name ?? "" }, ["star", "added"])
            XCTAssertEqual((tree.sublayers?[0] as? CAShapeLayer)?.path?.elements[1], .lineTo(CGPoint(x: CGFloat(20 + round), y: 0)))
            XCTAssertEqual(runner.time, 1.5)
        }
        let sorted = latencies.sorted()
        print("scene-file reload latency (save -> rebuilt and replayed to t = 1.5 s): median \(sorted[sorted.count / 2]) ms, max \(sorted.last!) ms")
        XCTAssertLessThan(sorted[sorted.count / 2], 1000.0 / 60, "median reload must fit in one frame")
    }

    func testBadSaveKeepsTheLastGoodSceneAndReportsTheLine() throws {
        let url = folder.appendingPathComponent("s.json5")
        try save(scene(path: "M 0 0 L 10 0"), to: url)
        guard case let .success(initial) = SceneFile.load(path: url.path) else { return XCTFail() }
        let reload = try SceneFileReload(path: url.path, descriptor: initial)
        try save(scene(path: "M 0 0 L 10 q"), to: url)
        XCTAssertNil(reload.poll())
        let status = reload.takeStatusChange() ?? ""
        XCTAssertTrue(status.hasPrefix(url.path + ":4:58:"), status)
        XCTAssertTrue(status.contains("root.sublayers[0].path: bad path data at offset 11"), status)
        XCTAssertEqual(reload.descriptor.info.name, initial.info.name)
        XCTAssertNotNil(reload.error)
        // Written in place (no rename) and good again: seen, and the error clears.
        try Data(scene(path: "M 0 0 L 12 0").utf8).write(to: url)
        XCTAssertNotNil(reload.poll())
        XCTAssertNil(reload.error)
    }

    /// A scene file deleted while previewed says so once (the last good scene plays on),
    /// no more on later polls, and a save under the name brings it back.
    func testADeletedFileIsSaidOnceAndComesBackWhenSaved() throws {
        let url = folder.appendingPathComponent("s\nq\".json5")
        try save(scene(path: "M 0 0 L 10 0"), to: url)
        guard case let .success(initial) = SceneFile.load(path: url.path) else { return XCTFail() }
        let reload = try SceneFileReload(path: url.path, descriptor: initial)
        try FileManager.default.removeItem(at: url)
        XCTAssertNil(reload.poll())
        XCTAssertEqual(reload.takeStatusChange(), url.path + ": deleted; the last good scene plays on until it is saved again")
        for _ in 0..<5 {
            XCTAssertNil(reload.poll())
            XCTAssertNil(reload.takeStatusChange(), "said once, not every frame")
        }
        XCTAssertEqual(reload.descriptor.info.name, initial.info.name)
        try save(scene(path: "M 0 0 L 12 0"), to: url)
        XCTAssertNotNil(reload.poll())
        XCTAssertEqual(reload.takeStatusChange(), url.path + " reloaded")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["s\nq\".json5"])
    }

    /// A Lottie file reloads like a scene file; its notes follow the "reloaded" line.
    func testALottieFileReloadsWithItsNotes() throws {
        let url = folder.appendingPathComponent("l.json")
        func lottie(_ x: Int, expression: Bool) -> String {
            let p = expression ? #"{"a": 0, "k": [\#(x), 50], "x": "wiggle(2, 5)"}"# : #"{"a": 0, "k": [\#(x), 50]}"#
            return #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "layers": [{"ty": 3, "nm": "Dot", "ind": 1, "ip": 0, "op": 30, "st": 0, "ks": {"p": \#(p)}}]}"#
        }
        try save(lottie(10, expression: false), to: url)
        guard case let .success(initial) = WatchedSceneFile.load(path: url.path) else { return XCTFail() }
        XCTAssertEqual(initial.notes, [])
        XCTAssertEqual(initial.descriptor.info.frames?.lastFrame, 30)
        let reload = try SceneFileReload(path: url.path, descriptor: initial.descriptor)
        try save(lottie(70, expression: true), to: url)
        let start = DispatchTime.now().uptimeNanoseconds
        var descriptor: SceneDescriptor?
        while descriptor == nil, DispatchTime.now().uptimeNanoseconds - start < 2_000_000_000 { descriptor = reload.poll() }
        let runner = SceneRunner(try XCTUnwrap(descriptor), context: NonRenderingSceneContext())
        XCTAssertEqual(runner.presentationTree().sublayers?.first?.position, CGPoint(x: 70, y: 50))
        XCTAssertEqual(reload.takeStatusChange(),
                       "\(url.path) reloaded; l.json: layer 'Dot': expressions are not evaluated; the static value is used")
    }
}
