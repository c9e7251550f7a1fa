import Sandglass
@testable import SandglassPreview
import XCTest

/// A scene that counts in frames (a Lottie file) in the preview: scrubbing lands on whole frames of the
/// file, and the scene loops over its frames by default.
final class TimelineFramesTests: XCTestCase {
    private let frames = SceneFrames(frameRate: 24, firstFrame: 10, lastFrame: 58)

    func testScrubbingSnapsToTheFilesFrames() {
        XCTAssertEqual(TimelinePanel.snapped(0.52, to: frames), 12.0 / 24, accuracy: 1e-12, "frame 22.48 -> 22")
        XCTAssertEqual(TimelinePanel.snapped(0.53, to: frames), 13.0 / 24, accuracy: 1e-12, "frame 22.72 -> 23")
        XCTAssertEqual(TimelinePanel.snapped(0, to: frames), 0)
    }

    func testAFrameSceneLoopsOverItsFramesByDefault() {
        let lottie = SceneInfo(name: "l", summary: "", naturalSize: CGSize(width: 1, height: 1), backgroundColor: .clear, frames: frames)
        XCTAssertEqual(PreviewWindowLoop.defaultLoop(lottie), 0...2)
        let seconds = SceneInfo(name: "s", summary: "", naturalSize: CGSize(width: 1, height: 1), backgroundColor: .clear)
        XCTAssertNil(PreviewWindowLoop.defaultLoop(seconds))
    }
}
