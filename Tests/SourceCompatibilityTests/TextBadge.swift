import UIKit
import XCTest

/// A badge: a centred text layer that fades in half a second after it is added, showing nothing
/// until then (`kCAFillModeBackwards` and a begin time in the future).
final class TextBadge {
    let textLayer = CATextLayer()

    init(text: String) {
        textLayer.frame = CGRect(x: 0, y: 0, width: 60, height: 24)
        textLayer.string = text
        textLayer.fontSize = 14
        textLayer.foregroundColor = UIColor.white.cgColor
        textLayer.backgroundColor = UIColor.red.cgColor
        textLayer.alignmentMode = kCAAlignmentCenter
        textLayer.contentsScale = 2
        textLayer.isWrapped = false
    }

    func fadeIn(after delay: CFTimeInterval) {
        let fadeIn = CABasicAnimation(keyPath: "opacity")
        fadeIn.fromValue = 0
        fadeIn.toValue = 1
        fadeIn.duration = 0.25
        fadeIn.beginTime = CACurrentMediaTime() + delay
        fadeIn.fillMode = kCAFillModeBackwards
        textLayer.add(fadeIn, forKey: "fadeIn")
    }
}

final class TextBadgeTests: CorpusTestCase {
    func testDelayedFadeFillsBackwards() {
        let badge = TextBadge(text: "NEW")
        inFrame(at: 10) { badge.fadeIn(after: 0.5) }
        XCTAssertEqual(onScreen(badge.textLayer, at: 10.2).opacity, 0)
        XCTAssertEqual(onScreen(badge.textLayer, at: 10.625).opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(onScreen(badge.textLayer, at: 11).opacity, 1)
    }

    func testTextStyle() {
        let badge = TextBadge(text: "NEW")
        let shown = onScreen(badge.textLayer, at: 0)
        XCTAssertEqual(shown.string, "NEW")
        XCTAssertEqual(shown.fontSize, 14)
        XCTAssertEqual(shown.alignmentMode, .center)
        XCTAssertEqual(shown.foregroundColor, UIColor.white.cgColor)
    }
}
