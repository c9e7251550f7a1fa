import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// Two fields that record what their delegate hears; the second refuses to stop editing unless forced,
/// and no field takes an "x".
private final class Form: UIView, UITextFieldDelegate, @unchecked Sendable {
    let first = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    let second = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
    var events: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for field in [first, second] {
            field.delegate = self
            field.borderStyle = .roundedRect
            addSubview(field)
        }
        first.placeholder = "Name"
        first.addAction(UIAction { [unowned self] _ in events.append("editingDidBegin") }, for: .editingDidBegin)
    }
    required init?(coder: NSCoder) { nil }

    private func name(_ field: UITextField) -> String { field === first ? "first" : "second" }
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { events.append("should begin \(name(textField))"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("did begin \(name(textField))") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { textField === first }
    func textFieldDidEndEditing(_ textField: UITextField) { events.append("did end \(name(textField))") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        string != "x"
    }
}

final class UITextFieldTests: XCTestCase {
    private let scene = SceneDescriptor(name: "form", size: CGSize(width: 220, height: 100)) { Form(frame: CGRect(x: 0, y: 0, width: 220, height: 100)) }

    private func form(_ runner: SceneRunner) -> Form { runner.scene.rootLayer.delegate as! Form }

    func testATapBeginsEditingAndAnotherFieldTakesOver() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 50, y: 25), time: 0.5) + TouchSample.tap(at: CGPoint(x: 50, y: 75), time: 1))
        runner.seek(to: 0.8)
        XCTAssertTrue(form(runner).first.isEditing)
        XCTAssertTrue(form(runner).first.isFirstResponder)
        runner.seek(to: 1.5)
        XCTAssertFalse(form(runner).first.isEditing)
        XCTAssertTrue(form(runner).second.isEditing)
        XCTAssertEqual(form(runner).events, ["should begin first", "did begin first", "editingDidBegin", "should begin second",
                                             "did end first", "did begin second"])
    }

    func testTypingAsksTheDelegateAndEndEditingForcesAnEnd() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        let form = form(runner)
        XCTAssertTrue(form.second.becomeFirstResponder())
        form.second.insertText("a")
        form.second.insertText("x")
        form.second.insertText("b")
        XCTAssertEqual(form.second.text, "ab", "the delegate refused the x")
        form.second.deleteBackward()
        XCTAssertEqual(form.second.text, "a")
        XCTAssertFalse(form.second.resignFirstResponder(), "its delegate keeps it editing")
        XCTAssertFalse(form.endEditing(false))
        XCTAssertTrue(form.endEditing(true), "forced")
        XCTAssertFalse(form.second.isEditing)
    }

    /// The caret blinks in the tint: on for the first half of each second of editing, off for the second.
    func testTheCaretBlinksOnTheSceneClock() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 50, y: 25), time: 0.5))
        runner.seek(to: 0.6 + 0.25)
        func caretOpacity() -> Float {
            let field = runner.framePresentationTree().sublayers![0]
            return field.sublayers!.first { $0.bounds.width == 2 }!.opacity
        }
        XCTAssertEqual(caretOpacity(), 1)
        runner.seek(to: 0.6 + 0.75)
        XCTAssertEqual(caretOpacity(), 0)
    }

    func testThePlaceholderShowsWhileEmptyAndSecureTextAsDots() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.placeholder = "Name"
        let label = field.subviews.compactMap { $0 as? UILabel }.first!
        XCTAssertEqual(label.text, "Name")
        field.text = "Ada"
        XCTAssertEqual(label.text, "Ada")
        field.isSecureTextEntry = true
        XCTAssertEqual(label.text, "•••")
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 0, y: 0, width: 100, height: 30))
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.textRect(forBounds: field.bounds), CGRect(x: 7, y: 0, width: 86, height: 30))
    }
}
