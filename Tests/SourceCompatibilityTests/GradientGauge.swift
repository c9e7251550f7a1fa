import UIKit
import XCTest

/// A gauge: a left-to-right gradient shown through a half-ring mask whose stroke grows.
final class GradientGauge {
    let gradientLayer = CAGradientLayer()
    let maskLayer = CAShapeLayer()

    init(frame: CGRect) {
        gradientLayer.frame = frame
        gradientLayer.colors = [UIColor.green.cgColor, UIColor.yellow.cgColor, UIColor.red.cgColor]
        gradientLayer.locations = [0, 0.5, 1]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)

        let center = CGPoint(x: frame.width / 2, y: frame.height)
        let arc = UIBezierPath(arcCenter: center, radius: frame.width / 2 - 10, startAngle: .pi,
                               endAngle: 0, clockwise: true)
        maskLayer.path = arc.cgPath
        maskLayer.lineWidth = 20
        maskLayer.lineCap = kCALineCapButt
        maskLayer.lineJoin = kCALineJoinRound
        maskLayer.fillColor = UIColor.clear.cgColor
        maskLayer.strokeColor = UIColor.black.cgColor
        maskLayer.strokeEnd = 0.75
        gradientLayer.mask = maskLayer
    }

    func animateScore(duration: CFTimeInterval) {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.duration = duration
        fill.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
        maskLayer.add(fill, forKey: nil)
    }
}

final class GradientGaugeTests: CorpusTestCase {
    func testMaskFillsToTheModelValue() {
        let gauge = GradientGauge(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        gauge.animateScore(duration: 2)
        XCTAssertEqual((onScreen(gauge.gradientLayer, at: 0.5).mask as? CAShapeLayer)?.strokeEnd ?? -1,
                       0.1875, accuracy: 1e-12)
        XCTAssertEqual(onScreen(gauge.maskLayer, at: 1).strokeEnd, 0.375, accuracy: 1e-12)
        XCTAssertEqual(onScreen(gauge.maskLayer, at: 3).strokeEnd, 0.75, accuracy: 1e-12)
    }

    func testGradientSetUp() {
        let gauge = GradientGauge(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let shown = onScreen(gauge.gradientLayer, at: 0)
        XCTAssertEqual(shown.colors as? [CGColor], [UIColor.green.cgColor, UIColor.yellow.cgColor, UIColor.red.cgColor])
        XCTAssertEqual(shown.locations, [0, 0.5, 1])
        XCTAssertEqual(shown.startPoint, CGPoint(x: 0, y: 0.5))
        XCTAssertEqual(shown.type, kCAGradientLayerAxial)
        XCTAssertEqual(gauge.maskLayer.lineJoin, .round)
        let ring = gauge.maskLayer.path!.boundingBox
        XCTAssertEqual(ring.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(ring.maxX, 190, accuracy: 1e-9)
    }
}
