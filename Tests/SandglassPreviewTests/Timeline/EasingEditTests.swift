@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import SandglassTestSupport
import Foundation
import XCTest

/// A named timing function chosen in a track's easing pop-up: one write to the scene file's key, the
/// curve param it names, or the Swift scene's `CAMediaTimingFunction(name:)` argument; undo writes the
/// text before back.
final class EasingEditTests: XCTestCase {
    private let sceneText = """
        {
          "name": "e",
          "size": [100, 100],
          "params": {"curve": {"type": "curve", "default": [0.42, 0, 0.58, 1]}},
          "root": {
            "animations": {
              "fade": {"type": "basic", "keyPath": "opacity", "toValue": 0, "duration": 2},
              "spin": {"type": "basic", "keyPath": "transform.rotation.z", "toValue": 3, "timingFunction": "easeIn"},
              "grow": {"type": "basic", "keyPath": "transform.scale", "toValue": 2, "timingFunction": "$curve"},
            },
          },
        }

        """

    private var files: TimelineEditFixture!

    override func setUpWithError() throws { files = try TimelineEditFixture("easing") }

    override func tearDownWithError() throws { try files.remove() }

    func testANameIsAddedToTheSceneFileOrReplacesTheOneThereOnceAndUndoWritesTheTextBefore() throws {
        let path = try files.write(sceneText, to: "e.json5")
        let session = try TimelineEditFixture.session(sceneFile: path)
        session.chooseEasing(TimelineEditFixture.track("fade", path: path, line: 7), .easeOut, sceneIndex: 0)
        let added = sceneText.replacingOccurrences(of: "\"duration\": 2}", with: "\"duration\": 2, \"timingFunction\": \"easeOut\"}")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), added)
        session.chooseEasing(TimelineEditFixture.track("spin", path: path, line: 8), .easeInEaseOut, sceneIndex: 0)
        let replaced = added.replacingOccurrences(of: "\"timingFunction\": \"easeIn\"}", with: "\"timingFunction\": \"easeInEaseOut\"}")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), replaced)
        XCTAssertEqual(session.history.undoSteps.map(\.name), ["timingFunction of 'fade'", "timingFunction of 'spin'"])

        session.undo()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), added)
        session.undo()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), sceneText, "the key taken out again")
        session.undo(redo: true)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), added)
    }

    func testACurveParamSetsItsFourNumbersAndCustomIsItsCurveEditor() throws {
        let path = try files.write(sceneText, to: "e.json5")
        let session = try TimelineEditFixture.session(sceneFile: path)
        let grow = TimelineEditFixture.track("grow", path: path, line: 9)
        session.chooseEasing(grow, .easeOut, sceneIndex: 0)
        XCTAssertEqual(session.params.values["curve"], .numbers([0, 0, 0.58, 1]))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), sceneText, "the scene file keeps naming the param")
        XCTAssertEqual(session.customEasing(grow, sceneIndex: 0), 0, "the first param's curve editor")
    }

    func testCustomOfACurveThatIsNoParamSaysWhereToEditIt() throws {
        let path = try files.write(sceneText, to: "e.json5")
        let messages = PreviewMessages()
        let session = try TimelineEditFixture.session(sceneFile: path, messages: messages)
        XCTAssertNil(session.customEasing(TimelineEditFixture.track("spin", path: path, line: 8), sceneIndex: 0))
        XCTAssertEqual(messages.log.entries.last?.text,
                       "a custom timingFunction of 'spin' is edited in e.json5:8 root.animations.spin: the curve editor edits a curve param (\"timingFunction\": \"$curve\" in a scene file)")
    }

    private let swiftText = """
        import Sandglass

        func build(_ layer: CALayer) {
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(spin, forKey: "spin")
            let blink = CABasicAnimation(keyPath: "opacity")
            layer.add(blink, forKey: "blink")
            let bounce = CABasicAnimation(keyPath: "opacity")
            bounce.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 1.4, 0.6, 1)
            layer.add(bounce, forKey: "bounce")
        }

        """

    func testASwiftNameArgumentIsReplacedOnceAndUndoWritesTheNameBefore() throws {
        let path = try files.write(swiftText, to: "Spin.swift")
        let locator = TimingEditLocator(sceneFile: nil, swiftScene: (path, swiftText, SwiftLiteralScanner(swiftText).literals)) { _ in nil }
        let at = { (line: Int) in AnimationSourceLocation(fileID: "App/Spin.swift", filePath: path, line: line) }
        XCTAssertEqual(try locator.locateEasing(key: "spin", addedAt: at(6)).get(), .swiftName(path: path, addLine: 6, current: "easeIn"))
        XCTAssertEqual(locator.locateEasing(key: "blink", addedAt: at(8)).failure?.description,
                       "timingFunction of 'blink' is not written in the code: add `blink.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)` before Spin.swift:8, then choose again")
        XCTAssertEqual(locator.locateEasing(key: "blink", addedAt: at(8), chosen: .easeOut).failure?.description,
                       "timingFunction of 'blink' is not written in the code: add `blink.timingFunction = CAMediaTimingFunction(name: .easeOut)` before Spin.swift:8, then choose again",
                       "the suggestion writes the name chosen, not always easeInEaseOut")
        XCTAssertEqual(locator.locateEasing(key: "bounce", addedAt: at(11)).failure?.description,
                       "timingFunction of 'bounce' comes from code Sandglass cannot edit: Spin.swift:11")

        let session = try TimelineEditFixture.session(parsing: sceneText, file: "e.json5")
        XCTAssertTrue(session.writeSwiftEasing("easeOut", path: path, addLine: 6, label: "spin"))
        let written = swiftText.replacingOccurrences(of: "CAMediaTimingFunction(name: .easeIn)", with: "CAMediaTimingFunction(name: .easeOut)")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), written)
        session.recordWrittenEdit(.swiftEasing(path: path, addLine: 6, label: "spin"), from: .string("easeIn"), to: .string("easeOut"))
        session.undo()
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), swiftText)
    }

    func testTheCheckedNameIsTheAnimationsCurve() {
        XCTAssertEqual(EasingTarget.name(of: nil), .linear, "no timing function is linear")
        XCTAssertEqual(EasingTarget.name(of: CAMediaTimingFunction(c1x: 0.42, c1y: 0, c2x: 0.58, c2y: 1)), .easeInEaseOut)
        // matching's curve param reaches its animation through Float control points (0.41999998...).
        XCTAssertEqual(EasingTarget.name(of: CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)), .easeInEaseOut)
        XCTAssertNil(EasingTarget.name(of: CAMediaTimingFunction(controlPoints: 0.42, 0, 0.57, 1)), "a hundredth off is custom")
        XCTAssertNil(EasingTarget.name(of: CAMediaTimingFunction(c1x: 0.3, c1y: 1.4, c2x: 0.6, c2y: 1)))
    }
}
