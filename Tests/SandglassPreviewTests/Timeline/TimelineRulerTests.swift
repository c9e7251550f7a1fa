import Sandglass
import XCTest
@testable import SandglassPreview

/// A Lottie file's ruler counts its own frames; other scenes' count seconds.
final class TimelineRulerTests: XCTestCase {
    func testALottieFilesRulerCountsWholeFramesFromItsFirstFrame() {
        let ruler = TimelineRuler(frames: SceneFrames(frameRate: 30, firstFrame: 10, lastFrame: 70))
        XCTAssertEqual(ruler.value(atTime: 0), 10, "the first frame at scene time 0")
        XCTAssertEqual(ruler.value(atTime: 1.5), 55)
        XCTAssertEqual(ruler.step(atLeast: 0.3), 1, "never less than one frame")
        XCTAssertEqual(ruler.step(atLeast: 3), 5)
        XCTAssertEqual(ruler.step(atLeast: 11), 20)
        XCTAssertTrue(ruler.steps.allSatisfy { $0 == $0.rounded() }, "ticks land on frames the file has")
    }

    func testSecondsStepByOneTwoAndFive() {
        let ruler = TimelineRuler(frames: nil)
        XCTAssertEqual(ruler.value(atTime: 2.25), 2.25)
        XCTAssertEqual(ruler.step(atLeast: 0.3), 0.5)
        XCTAssertEqual(ruler.step(atLeast: 1.2), 2)
        XCTAssertEqual(ruler.step(atLeast: 0.0001), 0.001)
        XCTAssertEqual(ruler.step(atLeast: 1e9), 50_000, "the largest there is")
    }
}
