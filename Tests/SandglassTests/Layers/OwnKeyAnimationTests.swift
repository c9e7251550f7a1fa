import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore

/// Core Animation's way to animate a property of one's own (a progress ring's angle): the property
/// lives in the layer's key-value storage, an animation of its key runs on the presentation layer, and
/// `needsDisplay(forKey:)` makes that layer redraw each frame with the animated value.
final class OwnKeyAnimationTests: XCTestCase {
    /// A bar filled from the left to `progress` of its width in `tint`, written as iOS code writes it
    /// (with the computed property in place of `@NSManaged`); `tint` is stored, so `init(layer:)` copies it.
    final class ProgressBarLayer: CALayer {
        var progress: CGFloat {
            get { value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        var tint = CGColor.red

        override init() { super.init() }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? ProgressBarLayer { tint = other.tint }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        override func draw(in ctx: CGContext) {
            ctx.setFillColor(tint)
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
    }

    /// A layer whose own key is animated but not redrawn for (read, say, from a display link).
    final class LevelLayer: CALayer {
        var level: Float {
            get { value(forKey: "level") as? Float ?? 0 }
            set { setValue(newValue, forKey: "level") }
        }
        override class func defaultValue(forKey key: String) -> Any? {
            key == "level" ? Float(0.5) : super.defaultValue(forKey: key)
        }
    }

    /// A progress layer that animates every change of `progress` itself, as progress-ring libraries
    /// do, from what is on screen.
    final class EasedProgressLayer: CALayer {
        var progress: CGFloat {
            get { value(forKey: "progress") as? CGFloat ?? 0 }
            set { setValue(newValue, forKey: "progress") }
        }
        override func action(forKey event: String) -> (any CAAction)? {
            guard event == "progress" else { return super.action(forKey: event) }
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.progress ?? progress
            animation.duration = 2
            return animation
        }
    }

    private func bar(tint: CGColor = .blue) -> ProgressBarLayer {
        let bar = ProgressBarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
        bar.tint = tint
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 2
        bar.add(fill, forKey: "fill")
        return bar
    }

    private func pixels(_ image: CGImage?, row: Int, _ xs: [Int]) -> [[UInt8]] {
        xs.map { x in image?.pixel(x: x, y: row).map { [$0.r, $0.g, $0.b, $0.a] } ?? [] }
    }

    func testThePresentationLayerHoldsTheAnimatedValueAndTheModelDoesNot() {
        let bar = bar()
        XCTAssertEqual(bar.presentationTree(at: 0).progress, 0)
        XCTAssertEqual(bar.presentationTree(at: 0.5).progress, 0.25)
        XCTAssertEqual(bar.presentationTree(at: 1.5).progress, 0.75)
        XCTAssertEqual(bar.presentationTree(at: 3).progress, 0, "removed at its end: the model's value again")
        XCTAssertEqual(bar.progress, 0)
        XCTAssertNil(bar.value(forKey: "progress"), "nothing was set on the model")
    }

    func testThePresentationLayerRedrawsEachFrameWithItsOwnCopyOfTheSubclassState() {
        let bar = bar(tint: .blue)
        let quarter = bar.presentationTree(at: 0.5)
        XCTAssertEqual(pixels(quarter.contents, row: 1, [0, 1, 2, 3]),
                       [[0, 0, 255, 255], [0, 0, 255, 255], [0, 0, 128, 128], [0, 0, 0, 0]], "2.5 of 10 pixels")
        let most = bar.presentationTree(at: 1.6)
        XCTAssertEqual(pixels(most.contents, row: 0, [7, 8]), [[0, 0, 255, 255], [0, 0, 0, 0]])
        XCTAssertNil(bar.contents, "the model was never drawn")
    }

    func testRenderInContextShowsTheRedrawnPresentationLayer() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
        let bar = bar(tint: .green)
        bar.position = CGPoint(x: 5, y: 3)
        root.addSublayer(bar)
        let ctx = yDownContext(10, 4)
        root.presentationTree(at: 1).render(in: ctx)
        XCTAssertEqual(rgba(ctx, 4, 2), [0, 255, 0, 255])
        XCTAssertEqual(rgba(ctx, 4, 3), [0, 255, 0, 255])
        XCTAssertEqual(rgba(ctx, 5, 2), [0, 0, 0, 0], "half the bar at half the time")
        XCTAssertEqual(rgba(ctx, 4, 1), [0, 0, 0, 0])
    }

    func testSettingTheKeyOnTheModelMarksItForRedrawing() {
        let bar = ProgressBarLayer()
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
        XCTAssertFalse(bar.needsDisplay())
        bar.progress = 0.3
        XCTAssertTrue(bar.needsDisplay())
        bar.displayIfNeeded()
        XCTAssertEqual(pixels(bar.contents, row: 0, [2, 3]), [[255, 0, 0, 255], [0, 0, 0, 0]])
        XCTAssertEqual(bar.presentationTree(at: 0).progress, 0.3, "copied to the presentation layer")
    }

    func testKeyframesAndAdditiveAnimationsOfAnOwnKey() {
        let bar = ProgressBarLayer()
        bar.progress = 0.25
        let steps = CAKeyframeAnimation(keyPath: "progress")
        steps.values = [0, 1, 0.5]
        steps.keyTimes = [0, 0.5, 1]
        steps.duration = 4
        bar.add(steps, forKey: "steps")
        XCTAssertEqual(bar.presentationTree(at: 1).progress, 0.5)
        XCTAssertEqual(bar.presentationTree(at: 3).progress, 0.75)
        let nudge = CABasicAnimation(keyPath: "progress")
        nudge.byValue = 0.125
        nudge.isAdditive = true
        nudge.duration = 4
        bar.add(nudge, forKey: "nudge")
        XCTAssertEqual(bar.presentationTree(at: 2).progress, 1.0625, "1 from the keyframes, plus half of 0.125")
    }

    func testAnOwnKeyKeepsItsSwiftTypeAndItsDefault() {
        let layer = LevelLayer()
        XCTAssertEqual(layer.level, 0.5, "defaultValue(forKey:)")
        let rise = CABasicAnimation(keyPath: "level")
        rise.toValue = 1
        rise.duration = 1
        layer.add(rise, forKey: "rise")
        XCTAssertEqual(layer.presentationTree(at: 0.5).level, 0.75, "from the default to 1")
        layer.level = 0.25
        XCTAssertEqual(layer.presentationTree(at: 0.5).level, 0.625, "from the Float set to 1, read as a Float")
        XCTAssertNil(layer.presentationTree(at: 0.5).contents, "no redrawing without needsDisplay(forKey:)")
    }

    func testAnOverriddenActionAnimatesEachChangeFromWhatIsOnScreen() {
        let layer = EasedProgressLayer()
        layer.progress = 0.5
        XCTAssertNil(layer.animationKeys(), "not yet committed: no action")
        layer.advance(to: 0)
        CATransaction.performFrame(at: 1) { layer.progress = 1 }
        XCTAssertEqual(layer.animationKeys(), ["progress"])
        XCTAssertEqual(layer.presentationTree(at: 2).progress, 0.75, "from 0.5, the value on screen, to 1")
        CATransaction.performFrame(at: 2) { layer.progress = 0 }
        XCTAssertEqual(layer.presentationTree(at: 3).progress, 0.375, "from 0.75 to 0, halfway")
        XCTAssertEqual(layer.progress, 0)
        XCTAssertNil(CALayer.defaultAction(forKey: "progress"), "no implicit animation of its own")
    }

    func testAKeyTheLayerNeitherHoldsNorRedrawsForIsStillUnknown() {
        let layer = LevelLayer()
        let typo = CABasicAnimation(keyPath: "levle")
        typo.toValue = 1
        XCTAssertThrowsError(try layer.addChecked(typo, forKey: nil)) {
            XCTAssertEqual($0 as? CAAnimationError, .keyPath(.unknown(keyPath: "levle")))
        }
    }
}
