import UIKit
import XCTest

/// A circular progress indicator as tutorials build it: a grey track and a blue ring on top whose
/// `strokeEnd` is animated with the older posts' constants.
final class ProgressRing {
    let layer = CALayer()
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()

    init(frame: CGRect, lineWidth: CGFloat = 6) {
        layer.frame = frame
        let center = CGPoint(x: frame.width / 2, y: frame.height / 2)
        let radius = min(frame.width, frame.height) / 2 - lineWidth / 2
        let circularPath = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                                        endAngle: 3 * .pi / 2, clockwise: true)

        trackLayer.path = circularPath.cgPath
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.lineWidth = lineWidth
        layer.addSublayer(trackLayer)

        progressLayer.path = circularPath.cgPath
        progressLayer.strokeColor = UIColor.blue.cgColor
        progressLayer.fillColor = nil
        progressLayer.lineWidth = lineWidth
        progressLayer.lineCap = kCALineCapRound
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)
    }

    /// Fills the ring to 80 % and keeps it there.
    func animateToEightyPercent(duration: CFTimeInterval) {
        let basicAnimation = CABasicAnimation(keyPath: "strokeEnd")
        basicAnimation.fromValue = 0
        basicAnimation.toValue = 0.8
        basicAnimation.duration = duration
        basicAnimation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
        basicAnimation.fillMode = kCAFillModeForwards
        basicAnimation.isRemovedOnCompletion = false
        progressLayer.add(basicAnimation, forKey: "progress")
    }
}

final class ProgressRingTests: CorpusTestCase {
    func testRingFillsWithEaseInEaseOutAndStaysFilled() {
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.animateToEightyPercent(duration: 2)
        XCTAssertEqual(onScreen(ring.progressLayer, at: 0).strokeEnd, 0)
        // easeInEaseOut is symmetric: half the time is half the way.
        XCTAssertEqual(onScreen(ring.progressLayer, at: 1).strokeEnd, 0.4, accuracy: 1e-12)
        XCTAssertEqual(onScreen(ring.progressLayer, at: 2).strokeEnd, 0.8, accuracy: 1e-12)
        XCTAssertEqual(onScreen(ring.progressLayer, at: 10).strokeEnd, 0.8, accuracy: 1e-12)
        XCTAssertEqual(ring.progressLayer.strokeEnd, 0)   // the model was never changed
    }

    func testRingStyleAndGeometry() {
        let ring = ProgressRing(frame: CGRect(x: 10, y: 20, width: 100, height: 80))
        let shown = onScreen(ring.layer, at: 0)
        XCTAssertEqual(shown.position, CGPoint(x: 60, y: 60))
        XCTAssertEqual(shown.sublayers?.count, 2)
        XCTAssertEqual(ring.progressLayer.lineCap, .round)
        XCTAssertEqual(ring.trackLayer.strokeColor, UIColor.lightGray.cgColor)
        XCTAssertNil(ring.progressLayer.fillColor)
        let bounds = ring.progressLayer.path!.boundingBox
        XCTAssertEqual(bounds.midX, 50, accuracy: 1e-9)
        XCTAssertEqual(bounds.midY, 40, accuracy: 1e-9)
    }
}
