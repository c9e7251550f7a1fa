import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// A field that says what Return does, and ends on exit when `endsOnExit`.
private final class Entry: UIView, UITextFieldDelegate, @unchecked Sendable {
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    var events: [String] = []
    var allowsReturn = true

    init(endsOnExit: Bool) {
        super.init(frame: CGRect(x: 0, y: 0, width: 220, height: 50))
        field.delegate = self
        addSubview(field)
        if endsOnExit {
            field.addAction(UIAction { [unowned self] _ in events.append("endOnExit") }, for: .editingDidEndOnExit)
        }
    }
    required init?(coder: NSCoder) { nil }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        events.append("shouldReturn")
        return allowsReturn
    }
}

/// Keys typed into a scene (`--type`, the preview's Interact mode): kept at their times by the runner,
/// so a seek back and forth types them again; delivered to the field being edited as a keyboard would.
final class TypingTests: XCTestCase {
    private func runner(endsOnExit: Bool = false) -> SceneRunner {
        SceneRunner(SceneDescriptor(name: "entry", size: CGSize(width: 220, height: 50)) { Entry(endsOnExit: endsOnExit) },
                    context: NonRenderingSceneContext())
    }
    private func entry(_ runner: SceneRunner) -> Entry { runner.scene.rootLayer.delegate as! Entry }

    func testScriptedKeysTypeIntoTheFocusedFieldAndReplayAfterASeekBack() throws {
        let runner = runner()
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 50, y: 25), time: 0.3))
        runner.setKeys(try XCTUnwrap(TypingOptionSyntax.keys("hey\\b\\by@0.5")))
        runner.seek(to: 0.65)
        XCTAssertEqual(entry(runner).field.text, "he", "a key every tenth of a second: 0.5, 0.6")
        runner.seek(to: 0.75)
        XCTAssertEqual(entry(runner).field.text, "hey")
        runner.seek(to: 2)
        XCTAssertEqual(entry(runner).field.text, "hy")
        XCTAssertTrue(runner.scene.acceptsTyping)
        runner.seek(to: 0.4)
        XCTAssertEqual(entry(runner).field.text, "", "before the keys")
        runner.seek(to: 2)
        XCTAssertEqual(entry(runner).field.text, "hy", "typed again on the way")
    }

    func testKeysBeforeAFieldIsFocusedGoNowhere() {
        let runner = runner()
        runner.setKeys([KeySample(.text("a"), time: 0.2)])
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 50, y: 25), time: 0.2))
        runner.seek(to: 0.5)
        XCTAssertEqual(entry(runner).field.text, "", "the tap's finger was still down at 0.2: the field was not yet editing")
        XCTAssertTrue(runner.scene.acceptsTyping)
    }

    /// A key and a tap at the same time: the tap first, so a tap that focuses a field and the key that
    /// follows it in the same frame reach the field.
    func testAKeyRecordedNowIsKeptAfterTouchesAtItsTime() {
        let runner = runner()
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 50, y: 25), time: 0.2))
        runner.seek(to: 0.5)
        runner.recordKey(.text("o"))
        runner.recordKey(.text("k"))
        XCTAssertEqual(entry(runner).field.text, "ok")
        XCTAssertEqual(runner.keys.map(\.time), [runner.time, runner.time])
        runner.seek(to: 0)
        runner.seek(to: 0.5)
        XCTAssertEqual(entry(runner).field.text, "ok", "replayed in the order typed")
    }

    func testReturnAsksTheDelegateAndEndsEditingWhenSomethingListensForIt() {
        let listening = runner(endsOnExit: true)
        entry(listening).field.becomeFirstResponder()
        listening.recordKey(.returnKey)
        XCTAssertEqual(entry(listening).events, ["shouldReturn", "endOnExit"])
        XCTAssertFalse(entry(listening).field.isEditing)

        let quiet = runner()
        entry(quiet).field.becomeFirstResponder()
        quiet.recordKey(.returnKey)
        XCTAssertEqual(entry(quiet).events, ["shouldReturn"])
        XCTAssertTrue(entry(quiet).field.isEditing, "nothing listens for the exit: editing goes on, as on iOS")
        quiet.recordKey(.dismissKeyboard)
        XCTAssertFalse(entry(quiet).field.isEditing)
        XCTAssertFalse(quiet.scene.acceptsTyping)
    }

    func testTheTypeOptionsSyntax() {
        XCTAssertEqual(TypingOptionSyntax.keys("a@b@1.5"), [KeySample(.text("a"), time: 1.5), KeySample(.text("@"), time: 1.6),
                                                            KeySample(.text("b"), time: 1.7)], "the last @ starts the time")
        XCTAssertEqual(TypingOptionSyntax.keys("\\n\\\\@0")?.map(\.key), [.returnKey, .text("\\")])
        XCTAssertNil(TypingOptionSyntax.keys("abc"), "no time")
        XCTAssertNil(TypingOptionSyntax.keys("@1"), "nothing typed")
        XCTAssertNil(TypingOptionSyntax.keys("a\\q@1"), "an unknown escape")
        XCTAssertNil(TypingOptionSyntax.keys("a\\@1"), "a backslash at the end")
        XCTAssertNil(TypingOptionSyntax.keys("a@-1"))
        XCTAssertNil(TypingOptionSyntax.keys("a\0@1"))
    }
}
