import UIKit
import XCTest

// Pausing and resuming every animation of a layer through its own timing, the way Apple's technical
// note describes it.
extension CALayer {
    func pauseAnimations() {
        let pausedTime = convertTime(CACurrentMediaTime(), from: nil)
        speed = 0
        timeOffset = pausedTime
    }

    func resumeAnimations() {
        let pausedTime = timeOffset
        speed = 1
        timeOffset = 0
        beginTime = 0
        let timeSincePause = convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        beginTime = timeSincePause
    }
}

final class PauseResumeTests: CorpusTestCase {
    func testPausedLayerHoldsThenContinuesFromWhereItStopped() {
        let ball = CALayer()
        ball.position = CGPoint(x: 0, y: 50)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 4
        ball.add(move, forKey: "move")

        XCTAssertEqual(onScreen(ball, at: 1).position.x, 25, accuracy: 1e-9)
        inFrame(at: 1) { ball.pauseAnimations() }
        XCTAssertEqual(onScreen(ball, at: 3).position.x, 25, accuracy: 1e-9)
        inFrame(at: 3) { ball.resumeAnimations() }
        XCTAssertEqual(onScreen(ball, at: 3).position.x, 25, accuracy: 1e-9)
        XCTAssertEqual(onScreen(ball, at: 4).position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(onScreen(ball, at: 5.5).position.x, 87.5, accuracy: 1e-9)
    }
}
