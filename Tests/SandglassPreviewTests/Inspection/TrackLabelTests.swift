import Sandglass
import UIKit
import XCTest
@testable import SandglassHeadless
@testable import SandglassPreview

/// Track labels that say which layer they are: rows that would read the same are told apart, and a
/// view's unnamed layer is called by its view.
final class TrackLabelTests: XCTestCase {
    private func hide() -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        (a.fromValue, a.toValue, a.duration) = (1.0, 0.0, 1)
        return a
    }

    private func named(_ name: String, _ sublayers: CALayer...) -> CALayer {
        let layer = CALayer()
        layer.name = name
        sublayers.forEach(layer.addSublayer)
        return layer
    }

    private func labels(_ root: CALayer) -> [String] {
        var history = AnimationHistory()
        history.observe(root)
        return TrackList(history: history).shown.map(\.label)
    }

    func testSameNamedLayersInDifferentParentsEndWithTheNameThatDiffers() {
        let a = named("contentLayer"), b = named("contentLayer")
        let root = named("root", named("cell", a), named("header", b))
        a.add(hide(), forKey: "hide")
        b.add(hide(), forKey: "hide")
        XCTAssertEqual(labels(root), ["contentLayer  hide  opacity  (cell)", "contentLayer  hide  opacity  (header)"])
    }

    func testSameNamedSiblingsAreNumberedInTreeOrder() {
        let a = named("contentLayer"), b = named("contentLayer"), c = named("other")
        let root = named("root", a, b, c)
        [a, b, c].forEach { $0.add(hide(), forKey: "hide") }
        XCTAssertEqual(labels(root), ["contentLayer  hide  opacity  (#1)", "contentLayer  hide  opacity  (#2)", "other  hide  opacity"])
    }

    /// Copied code calls a layer by its name or the property that holds it (`spinner.add(…)`), else `layer`.
    func testCodeCallsALayerByItsNameOrPropertyOnly() {
        final class Holder { let spinner = CAShapeLayer() }
        let holder = Holder(), plain = CALayer(), named = CALayer()
        named.name = "ring"
        let names = LayerNames(reflecting: holder)
        XCTAssertEqual(names.codeName(of: holder.spinner), "spinner")
        XCTAssertEqual(names.codeName(of: named), "ring")
        XCTAssertNil(names.codeName(of: plain), "no `CALayer 2` in code")
    }

    func testAViewsUnnamedLayerIsCalledByItsView() {
        final class CardView: UIView {}
        let card = CardView(), label = UILabel(), plain = CALayer()
        label.text = "Hello"
        let names = LayerNames()
        XCTAssertEqual(names.name(of: card.layer, index: 1), "CardView 1")
        XCTAssertEqual(names.name(of: label.layer, index: 0), "UILabel \"Hello\" 0")
        XCTAssertEqual(names.name(of: plain, index: 2), "CALayer 2")
    }
}

/// A spring sampled into dozens of keyframes is drawn as a bar, not a solid run of dots.
final class TrackMarksTests: XCTestCase {
    func testMarksThatWouldTouchAreNotDrawnUntilZoomedIn() {
        let spring = CAKeyframeAnimation(keyPath: "position.y")
        spring.values = (0..<60).map { NSNumber(value: Double($0)) }
        spring.duration = 0.5
        var history = AnimationHistory()
        let layer = CALayer()
        layer.add(spring, forKey: "spring")
        history.observe(layer)
        let row = try! XCTUnwrap(TrackList(history: history).rows.first { $0.key == "spring" })
        XCTAssertEqual(row.keyTimes.count, 60)
        // 1/59 of 0.5 s apart: 3.4 points at 400 points a second, 34 at 4,000.
        XCTAssertFalse(row.marksStandApart(pointsPerSecond: 400, spacing: 8))
        XCTAssertTrue(row.marksStandApart(pointsPerSecond: 4000, spacing: 8))
        let three = CAKeyframeAnimation(keyPath: "opacity")
        three.values = [0, 1, 0]
        three.duration = 0.5
        layer.add(three, forKey: "three")
        history.observe(layer)
        let few = try! XCTUnwrap(TrackList(history: history).rows.first { $0.key == "three" })
        XCTAssertTrue(few.marksStandApart(pointsPerSecond: 400, spacing: 8), "three keys 100 points apart")
    }
}
