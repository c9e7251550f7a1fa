import UIKit
import XCTest

/// Buttons and controls as iOS 14 code uses them: values per state, closure actions, and taps
/// delivered by the touch simulator.
final class ControlTests: XCTestCase {
    private func image(_ width: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: 10)).image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: width, height: 10)) }
    }

    func testAButtonShowsItsStatesValuesFallingBackToNormal() {
        let button = UIButton(type: .custom)
        let play = image(10), pause = image(12), glow = image(14)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.red, for: .highlighted)
        button.setImage(play, for: .normal)
        button.setImage(pause, for: .selected)
        button.setBackgroundImage(glow, for: .highlighted)
        XCTAssertEqual(button.titleLabel?.text, "Play")
        XCTAssertEqual(button.titleLabel?.textColor, .white, "a custom button's default")
        XCTAssertTrue(button.imageView?.image === play)
        XCTAssertNil(button.currentBackgroundImage)
        button.isSelected = true
        XCTAssertEqual(button.state, .selected)
        XCTAssertEqual(button.titleLabel?.text, "Pause")
        XCTAssertTrue(button.imageView?.image === pause)
        button.isSelected = false
        button.isHighlighted = true
        XCTAssertEqual(button.titleLabel?.text, "Play")
        XCTAssertEqual(button.titleLabel?.textColor, .red)
        XCTAssertTrue(button.currentBackgroundImage === glow)
        button.isEnabled = false
        XCTAssertEqual(button.state, [.highlighted, .disabled])
        XCTAssertEqual(button.title(for: .disabled), "Play")
        XCTAssertEqual(UIButton(type: .system).currentTitleColor, .systemBlue, "a system button's title takes the tint")
    }

    func testATapSendsTouchDownThenTouchUpInside() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { action in
            events.append("down highlighted=\(button.isHighlighted) sender=\((action.sender as? UIButton) === button)")
        }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside highlighted=\(button.isHighlighted)") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("up outside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        let simulator = UITouchSimulator(root: window)
        simulator.play(TouchSample.tap(at: CGPoint(x: 60, y: 30), time: 0), upTo: 1)
        XCTAssertEqual(events, ["down highlighted=true sender=true", "up inside highlighted=false"])
        events = []
        simulator.play(TouchSample.drag(from: CGPoint(x: 60, y: 30), to: CGPoint(x: 260, y: 30), start: 2, end: 3, step: 0.5), upTo: 4)
        XCTAssertEqual(events, ["down highlighted=true sender=true", "exit", "up outside"],
                       "160 points right of its right edge at 2.5 s: out of reach")
    }

    func testADisabledButtonSendsNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(button)
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: .allEvents)
        button.isEnabled = false
        UITouchSimulator(root: window).play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 0), upTo: 1)
        XCTAssertEqual(count, 0)
        button.sendActions(for: .valueChanged)
        XCTAssertEqual(count, 1, "sendActions(for:) runs the actions whatever the state")
    }

    func testAPrimaryActionTitlesTheButtonAndRunsOnTap() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var tapped = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in tapped += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(button)
        XCTAssertEqual(button.currentTitle, "Go")
        XCTAssertEqual(button.buttonType, .system)
        UITouchSimulator(root: window).play(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 0), upTo: 1)
        XCTAssertEqual(tapped, 1)
    }

    func testRemovedActionsStopRunning() {
        let control = UIControl(frame: .zero)
        var count = 0
        let action = UIAction(identifier: UIAction.Identifier("count")) { _ in count += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(identifiedBy: UIAction.Identifier("count"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(control.allControlEvents, .valueChanged)
    }

    func testTheTitleAndImageAreCentredInsideTheInsets() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        button.setImage(image(20), for: .normal)
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 10, right: 0)
        button.layoutIfNeeded()
        let title = button.titleLabel!.frame
        XCTAssertEqual(title.size, CGSize(width: 21, height: 18))
        XCTAssertEqual(button.imageView?.frame, CGRect(x: 99.5, y: 15, width: 20, height: 10))
        XCTAssertEqual(title.origin, CGPoint(x: 119.5, y: 11))
        XCTAssertEqual(button.sizeThatFits(.zero), CGSize(width: 81, height: 28))
    }

    func testLabelSizeToFitMeasuresItsText() {
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        XCTAssertEqual(label.frame, CGRect(x: 5, y: 6, width: 43, height: 21))
        label.font = .boldSystemFont(ofSize: 34)
        label.sizeToFit()
        XCTAssertEqual(label.frame.size, CGSize(width: 98, height: 41))
        label.text = nil
        XCTAssertEqual(label.sizeThatFits(.zero), .zero)
    }

    func testRenderingModeAndAccessibilityAreStored() {
        let original = image(8)
        let template = original.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(original.renderingMode, .automatic)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.size, CGSize(width: 8, height: 10))
        XCTAssertTrue(template.cgImage == original.cgImage)
        let button = UIButton(type: .custom)
        XCTAssertEqual(button.accessibilityTraits, .button)
        XCTAssertTrue(button.isAccessibilityElement)
        let view = UIView()
        XCTAssertFalse(view.isAccessibilityElement)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Progress"
        view.accessibilityValue = "40%"
        view.accessibilityTraits = [.updatesFrequently, .adjustable]
        XCTAssertEqual(view.accessibilityTraits.rawValue, 1 << 9 | 1 << 12)
        XCTAssertEqual([view.accessibilityLabel, view.accessibilityValue], ["Progress", "40%"])
    }
}
