@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import SandglassTestSupport
import Foundation
import XCTest

/// Ctrl+E in the preview: the scene written as a Lottie file and played back beside it as A/B.
final class LottieExportSessionTests: XCTestCase {
    func testTheExportIsWrittenAndPlayedBackAsA() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/scenes/pulse.json5")
        let path = folder.appendingPathComponent("pulse.json5").path
        try FileManager.default.copyItem(atPath: source.path, toPath: path)
        let messages = PreviewMessages()
        let session = SceneSession(scenes: [try SceneFile.load(path: path).get()], initial: 0, paramsFile: nil, sceneFile: path,
                                   swiftScene: nil, userCopyEnvironment: [:], context: try SharedGL.requireLayerRenderer(),
                                   messages: messages)
        let exports = folder.appendingPathComponent("exports").path
        session.exportLottie(to: exports, at: 1)
        let written = exports + "/pulse.lottie.json"
        XCTAssertTrue(FileManager.default.fileExists(atPath: written), messages.log.entries.map(\.text).joined(separator: "\n"))
        XCTAssertTrue(messages.log.entries.contains { $0.text.hasPrefix("exported \(written): 6 layers, 240 frames at 60 fps") },
                      messages.log.entries.map(\.text).joined(separator: "\n"))
        XCTAssertTrue(session.paramsAB.isOn)
        XCTAssertEqual(session.comparisonCaptions.a, "A: its Lottie export, pulse.lottie.json, played back")
        XCTAssertEqual(session.frozenSource?.runner.info.frames?.frameRate, 60, "A is the Lottie file, read back")
        XCTAssertNotNil(session.frozenFrame(at: 1.5))
        session.toggleParamsAB()
        XCTAssertFalse(session.paramsAB.isOn, "V ends it")
    }
}
