@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import SandglassTestSupport
import Foundation
import XCTest

/// A keyframe mark dragged in a scene file's scene and found in a Swift scene: the scene follows while
/// the file stays, one write on release (implicit key times become an explicit array), undo writes
/// the text before back.
final class KeyTimesEditTests: XCTestCase {
    private let sceneText = """
        // a star that twinkles
        {
          "name": "k",
          "size": [100, 100],
          "params": {"k": {"default": 0, "min": 0, "max": 1}},
          "root": {
            "animations": {
              "twinkle": {
                "type": "keyframe",
                "keyPath": "opacity",
                "values": [1, 0.2, 0.6, 1],
                "duration": 3,
              },
              "blink": {"type": "keyframe", "keyPath": "opacity", "values": [1, 0, 1], "keyTimes": [0, 0.5, 1], "duration": 2},
              "steps": {"type": "keyframe", "keyPath": "opacity", "values": [1, 0], "keyTimes": ["$k", 1], "duration": 2},
            },
          },
        }

        """

    private var files: TimelineEditFixture!

    override func setUpWithError() throws { files = try TimelineEditFixture("key-times") }

    override func tearDownWithError() throws { try files.remove() }

    private func track(_ key: String, keyTimes: [Double], given: [Double]?, pass: Double, path: String, line: Int) -> AnimationTrack {
        var track = TimelineEditFixture.track(key, label: "\(key)  opacity", keyPath: "opacity", end: pass, pass: pass, path: path, line: line)
        (track.keyTimes, track.givenKeyTimes, track.calculationMode) = (keyTimes, given, .linear)
        return track
    }

    func testImplicitKeyTimesBecomeAnExplicitArrayWrittenOnceAndUndoTakesItOutAgain() throws {
        let path = try files.write(sceneText, to: "k.json5")
        let session = try TimelineEditFixture.session(sceneFile: path)
        let twinkle = track("twinkle", keyTimes: [0, 1.0 / 3, 2.0 / 3, 1], given: nil, pass: 3, path: path, line: 8)
        func shownKeyTimes() -> [Double]? {
            (session.runner.scene.rootLayer.animation(forKey: "twinkle") as? CAKeyframeAnimation)?.keyTimes?.map(\.doubleValue)
        }
        XCTAssertNil(shownKeyTimes())

        // Key 1 (at 1 s) dragged 0.05 s right and then 0.1 s more: 0.35 of the pass, live.
        session.dragKeyTime(twinkle, mark: 1, movedBy: 0.05, free: false, sceneIndex: 0, at: 0)
        session.dragKeyTime(twinkle, mark: 1, movedBy: 0.05 + 0.0499, free: false, sceneIndex: 0, at: 0)
        XCTAssertEqual(shownKeyTimes(), [0, 0.37, 0.667, 1], "the keys spread evenly, key 1 at 0.3666 snapped")
        XCTAssertEqual(session.timingDragTip, "key 1 at 0.37 (1.11 s)")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), sceneText, "nothing written while dragging")
        session.endTimingDrag()
        let written = sceneText.replacingOccurrences(of: "\"values\": [1, 0.2, 0.6, 1],",
                                                     with: "\"values\": [1, 0.2, 0.6, 1],\n        \"keyTimes\": [0, 0.37, 0.667, 1],")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), written)
        XCTAssertEqual(session.history.undoSteps.map(\.name), ["keyTimes of 'twinkle'"])

        session.undo()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), sceneText, "the key taken out again")
        session.undo(redo: true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), written)
    }

    func testAnExplicitArrayHasTheDraggedKeyReplacedAndAnArrayOfExpressionsIsRefused() throws {
        let path = try files.write(sceneText, to: "k.json5")
        let messages = PreviewMessages()
        let session = try TimelineEditFixture.session(sceneFile: path, messages: messages)
        let blink = track("blink", keyTimes: [0, 0.5, 1], given: [0, 0.5, 1], pass: 2, path: path, line: 14)
        session.dragKeyTime(blink, mark: 1, movedBy: 5, free: false, sceneIndex: 0, at: 0)
        XCTAssertEqual(session.timingDragTip, "key 1 at 1 (2 s)", "held at the last key")
        session.dragKeyTime(blink, mark: 1, movedBy: -0.5, free: false, sceneIndex: 0, at: 0)
        session.endTimingDrag()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       sceneText.replacingOccurrences(of: "\"keyTimes\": [0, 0.5, 1]", with: "\"keyTimes\": [0, 0.25, 1]"))
        session.undo()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), sceneText)

        let steps = track("steps", keyTimes: [0, 1], given: [0, 1], pass: 2, path: path, line: 15)
        let locator = TimingEditLocator(sceneFile: (path, Array(sceneText.utf8)), swiftScene: nil) { _ in nil }
        XCTAssertEqual(locator.locateKeyTimes(of: steps, key: "steps", addedAt: steps.source).failure?.description,
                       "keyTimes of 'steps' is [\"$k\", 1], not a number or a line of one param: edit it in k.json5:15 root.animations.steps")
        // The first key stays at 0.
        session.dragKeyTime(blink, mark: 0, movedBy: 0.5, free: false, sceneIndex: 0, at: 0)
        session.endTimingDrag()
        XCTAssertEqual(messages.log.entries.last?.text, "key 0 of 'blink' stays at 0: the first key is at 0 and the last at 1")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), sceneText)
    }

    private let swiftText = """
        import Sandglass

        func build(_ layer: CALayer) {
            let twinkle = CAKeyframeAnimation(keyPath: "opacity")
            twinkle.values = [1, 0.2, 1]
            twinkle.keyTimes = [0, 0.3, 1]
            layer.add(twinkle, forKey: "twinkle")
            let blink = CAKeyframeAnimation(keyPath: "opacity")
            blink.values = [1, 0, 1]
            layer.add(blink, forKey: "blink")
        }

        """

    func testASwiftKeyTimeIsItsLiteralInTheArrayBeforeTheAddAndImplicitOnesAreRefusedWithTheLineToAdd() throws {
        let path = try files.write(swiftText, to: "Stars.swift")
        let literals = SwiftLiteralScanner(swiftText).literals
        let locator = TimingEditLocator(sceneFile: nil, swiftScene: (path, swiftText, literals)) { _ in nil }
        var twinkle = track("twinkle", keyTimes: [0, 0.3, 1], given: [0, 0.3, 1], pass: 1, path: path, line: 7)
        twinkle.source = AnimationSourceLocation(fileID: "App/Stars.swift", filePath: path, line: 7)
        let target = try locator.locateKeyTimes(of: twinkle, key: "twinkle", addedAt: twinkle.source).get()
        guard case let .swiftLiterals(indices) = target.source else { return XCTFail("\(target)") }
        XCTAssertEqual(indices.map { literals[$0].line }, [6, 6, 6])
        XCTAssertEqual(target.keyTimes, [0, 0.3, 1])
        let drag = KeyTimeDrag(target: target, index: 1, pass: 1, backward: false)
        let moved = drag.keyTimes(movedBy: 0.15, free: false)
        try LiteralWriteBack(path: path, compiled: swiftText, literals: literals).write(moved[1], toLiteral: indices[1])
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       swiftText.replacingOccurrences(of: "twinkle.keyTimes = [0, 0.3, 1]", with: "twinkle.keyTimes = [0, 0.45, 1]"))

        var blink = track("blink", keyTimes: [0, 0.5, 1], given: nil, pass: 1, path: path, line: 10)
        blink.source = AnimationSourceLocation(fileID: "App/Stars.swift", filePath: path, line: 10)
        XCTAssertEqual(locator.locateKeyTimes(of: blink, key: "blink", addedAt: blink.source).failure?.description,
                       "keyTimes of 'blink' are not written in the code: add `blink.keyTimes = [0, 0.5, 1]` before Stars.swift:10, then drag")
    }

    func testAPacedAnimationsKeyTimesAreRefusedAsIgnored() {
        var paced = track("orbit", keyTimes: [0, 0.5, 1], given: nil, pass: 1, path: "/x/k.json5", line: 3)
        paced.calculationMode = .paced
        let locator = TimingEditLocator(sceneFile: nil, swiftScene: nil) { _ in nil }
        XCTAssertEqual(locator.locateKeyTimes(of: paced, key: "orbit", addedAt: paced.source).failure?.description,
                       "keyTimes of 'orbit' are ignored in paced mode, which spaces its keys by distance: nothing to drag")
    }

    func testATracksMarksAreADiscreteAnimationsKeysAndItsGivenKeyTimesAreKept() {
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        (steps.values, steps.keyTimes, steps.calculationMode, steps.duration) = ([1, 0.5, 0], [0, 0.2, 0.7, 1], .discrete, 1)
        XCTAssertEqual(AnimationTrack.keyTimes(of: steps), [0, 0.2, 0.7], "the 3 values' keys, not the closing 1")
        XCTAssertEqual(TimingEditLocator.evenKeyTimes(count: 3, discrete: true), [0, 1.0 / 3, 2.0 / 3, 1])
        XCTAssertEqual(TimingEditLocator.evenKeyTimes(count: 3, discrete: false), [0, 0.5, 1])
    }
}
