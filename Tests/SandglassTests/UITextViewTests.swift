import XCTest
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// A text view and a field under it, recording what the text view's delegate hears; the text view
/// takes no "x".
private final class Page: UIView, UITextViewDelegate, @unchecked Sendable {
    let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let field = UITextField(frame: CGRect(x: 0, y: 70, width: 200, height: 30))
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        notes.delegate = self
        notes.font = .systemFont(ofSize: 16)
        addSubview(notes)
        addSubview(field)
    }
    required init?(coder: NSCoder) { nil }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { events.append("should begin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { events.append("did begin") }
    func textViewDidEndEditing(_ textView: UITextView) { events.append("did end") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { text != "x" }
    func textViewDidChange(_ textView: UITextView) { events.append("changed \(textView.text.count)") }
}

/// `UITextView`: wrapped text inset by its container, scrolling when long, self-sizing when not
/// scrolling, and edited by taps and typed keys as iOS edits it.
final class UITextViewTests: XCTestCase {
    private let scene = SceneDescriptor(name: "page", size: CGSize(width: 200, height: 100)) { Page(frame: .zero) }
    private func page(_ runner: SceneRunner) -> Page { runner.scene.rootLayer.delegate as! Page }

    /// One line of 16 pt text is 19 points (DejaVu's line height at 16): content 8 + 19 + 8.
    func testTheTextIsInsetAndItsHeightIsTheContentSize() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 16)
        view.text = "one line"
        view.layoutIfNeeded()
        let text = view.layer.sublayers!.first { $0 is CATextLayer }!
        XCTAssertEqual(text.frame, CGRect(x: 5, y: 8, width: 190, height: 19), "padding 5 at each end, inset 8 above")
        XCTAssertEqual(view.contentSize, CGSize(width: 200, height: 35))
        view.text = "a longer text that cannot stand on one line of this view"
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentSize.height, 8 + 3 * 19 + 8, "wrapped to three lines")
        XCTAssertTrue((text as! CATextLayer).isWrapped)
    }

    func testWithoutScrollingItSizesToItsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        view.font = .systemFont(ofSize: 16)
        view.text = "one line"
        XCTAssertEqual(view.intrinsicContentSize.height, UIView.noIntrinsicMetric, "scrolling: no intrinsic height")
        view.isScrollEnabled = false
        XCTAssertEqual(view.intrinsicContentSize.height, 35)
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 200, height: 0)).height, 35)
    }

    func testATapBeginsEditingAndKeysTypeIntoIt() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 100, y: 30), time: 0.2))
        runner.setKeys([KeySample(.text("a"), time: 0.5), KeySample(.text("x"), time: 0.6), KeySample(.returnKey, time: 0.7),
                        KeySample(.text("b"), time: 0.8), KeySample(.deleteBackward, time: 0.9)])
        runner.seek(to: 1)
        let page = page(runner)
        XCTAssertTrue(page.notes.isFirstResponder)
        XCTAssertEqual(page.notes.text, "a\n", "the x refused; Return a new line; b typed and deleted")
        XCTAssertEqual(page.events, ["should begin", "did begin", "changed 1", "changed 2", "changed 3", "changed 2"])
        XCTAssertTrue(runner.scene.acceptsTyping)
    }

    /// A field taking over ends the text view's editing; keys then go to the field.
    func testAFieldTakesOverFromTheTextView() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 100, y: 30), time: 0.2) + TouchSample.tap(at: CGPoint(x: 100, y: 85), time: 0.6))
        runner.setKeys([KeySample(.text("n"), time: 0.5), KeySample(.text("f"), time: 1)])
        runner.seek(to: 1.2)
        XCTAssertEqual(page(runner).notes.text, "n")
        XCTAssertEqual(page(runner).field.text, "f")
        XCTAssertEqual(page(runner).events.last, "did end")
    }

    /// Typing past the bottom scrolls the end of the text into view.
    func testTypingPastTheBottomScrollsToTheEnd() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.font = .systemFont(ofSize: 16)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.addSubview(view)
        XCTAssertTrue(view.becomeFirstResponder())
        for _ in 0..<4 { view.insertText("line\n") }
        view.insertText("end")
        XCTAssertEqual(view.contentSize.height, 8 + 5 * 19 + 8)
        XCTAssertEqual(view.contentOffset.y, view.contentSize.height - 60, "the last line in view")
        let posted = expectation(forNotification: UITextView.textDidChangeNotification, object: view)
        view.deleteBackward()
        wait(for: [posted], timeout: 1)
    }
}
