@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import Foundation
import XCTest

/// A drag on a track's bar finds what defines the value and writes it there, and only there.
final class TimingEditLocatorTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("timing-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    private let sceneText = """
        // a comment that stays
        {
          "name": "t",
          "params": {"period": {"default": 2, "min": 0.2, "max": 20}},
          "root": {
            "sublayers": [
              {"name": "dot",
               "animations": {
                 "fade": {"type": "basic", "keyPath": "opacity", "fromValue": 1, "toValue": 0,   "duration":  1.2 , "beginTime": 0.5},
                 "spin": {"type": "basic", "keyPath": "transform.rotation.z", "byValue": 3, "duration": "$period / 2"},
                 "grow": {"type": "basic", "keyPath": "opacity", "toValue": 0, "duration": "$period * $period"},
               }},
            ],
          },
        }

        """

    private func sceneLocator(_ path: String) -> TimingEditLocator {
        TimingEditLocator(sceneFile: (path, Array(sceneText.utf8)), swiftScene: nil) { $0 == "period" ? 2 : nil }
    }

    private func at(_ path: String, line: Int, _ jsonPath: String) -> AnimationSourceLocation {
        AnimationSourceLocation(fileID: path, filePath: path, line: line, jsonPath: jsonPath)
    }

    func testASceneFileNumberIsWrittenOverItsBytesOnlyToThreeDecimals() throws {
        let path = folder.appendingPathComponent("t.json5").path
        try sceneText.write(toFile: path, atomically: false, encoding: .utf8)
        let target = try sceneLocator(path).locate(.duration, key: "fade", addedAt: at(path, line: 9, "root.sublayers[0].animations.fade")).get()
        XCTAssertEqual(target, TimingEditTarget(field: .duration, label: "fade",
                                                source: .sceneFile(path: path, jsonPath: "root.sublayers[0].animations.fade"), value: 1.2))
        let text = Array(sceneText.utf8)
        guard case let .success(.number(bytes, _)) = SceneFileTimingSource.locate("duration", jsonPath: "root.sublayers[0].animations.fade",
                                                                                  in: text, lookup: { _ in nil }) else { return XCTFail() }
        try SceneFileTimingSource.write(1.2345678, over: bytes, expected: Array(text[bytes]), in: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       sceneText.replacingOccurrences(of: "\"duration\":  1.2 ,", with: "\"duration\":  1.235 ,"))
        // The begin time of the same animation, next to it.
        let begin = try sceneLocator(path).locate(.beginTime, key: "fade", addedAt: at(path, line: 9, "root.sublayers[0].animations.fade")).get()
        XCTAssertEqual(begin.value, 0.5)
    }

    func testASceneFileNumberChangedSinceItWasReadIsNotOverwritten() throws {
        let path = folder.appendingPathComponent("t.json5").path
        try sceneText.replacingOccurrences(of: "1.2 ,", with: "1.7 ,").write(toFile: path, atomically: false, encoding: .utf8)
        let text = Array(sceneText.utf8)
        guard case let .success(.number(bytes, _)) = SceneFileTimingSource.locate("duration", jsonPath: "root.sublayers[0].animations.fade",
                                                                                  in: text, lookup: { _ in nil }) else { return XCTFail() }
        XCTAssertThrowsError(try SceneFileTimingSource.write(2, over: bytes, expected: Array(text[bytes]), in: path))
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains("1.7 ,"))
    }

    func testAnExpressionOfOneParamIsTracedToTheParamAndOtherExpressionsAreRefused() throws {
        let path = folder.appendingPathComponent("t.json5").path
        let spin = try sceneLocator(path).locate(.duration, key: "spin", addedAt: at(path, line: 10, "root.sublayers[0].animations.spin")).get()
        XCTAssertEqual(spin.source, .parameter(name: "period", slope: 0.5, offset: 0))
        XCTAssertEqual(spin.value, 1)
        XCTAssertEqual(spin.parameterValue(for: 1.5), 3, "a duration of 1.5 s is a period of 3")
        let grow = sceneLocator(path).locate(.duration, key: "grow", addedAt: at(path, line: 11, "root.sublayers[0].animations.grow"))
        XCTAssertEqual(grow.failure?.description,
                       "duration of 'grow' is $period * $period, not a number or a line of one param: edit it in t.json5:11 root.sublayers[0].animations.grow")
        let unset = sceneLocator(path).locate(.beginTime, key: "spin", addedAt: at(path, line: 10, "root.sublayers[0].animations.spin"))
        XCTAssertEqual(unset.failure?.description,
                       "'spin' sets no beginTime to drag: add \"beginTime\" to it in t.json5:10 root.sublayers[0].animations.spin")
    }

    private let swiftText = """
        import Sandglass

        func build(_ layer: CALayer) {
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.duration = 1.2
            pulse.beginTime = CACurrentMediaTime() + 0.25
            layer.add(pulse, forKey: "pulse")
            let twice = CABasicAnimation(keyPath: "opacity")
            twice.duration = 1
            twice.duration = 2
            layer.add(twice, forKey: "twice")
            let scaled = CABasicAnimation(keyPath: "opacity")
            scaled.duration = base * 2
            layer.add(scaled, forKey: "scaled")
        }

        """

    private func swiftLocator(_ path: String) -> TimingEditLocator {
        TimingEditLocator(sceneFile: nil, swiftScene: (path, swiftText, SwiftLiteralScanner(swiftText).literals)) { _ in nil }
    }

    func testASwiftDurationIsTheOneLiteralAssignedBeforeTheAddAndIsWrittenThere() throws {
        let path = folder.appendingPathComponent("Scene.swift").path
        try swiftText.write(toFile: path, atomically: false, encoding: .utf8)
        let added = AnimationSourceLocation(fileID: "App/Scene.swift", filePath: path, line: 8)
        let target = try swiftLocator(path).locate(.duration, key: "pulse", addedAt: added).get()
        let literals = SwiftLiteralScanner(swiftText).literals
        guard case let .swiftLiteral(index) = target.source else { return XCTFail("\(target)") }
        XCTAssertEqual(literals[index].line, 6)
        XCTAssertEqual(target.value, 1.2)
        try LiteralWriteBack(path: path, compiled: swiftText, literals: literals).write(1.25, toLiteral: index)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       swiftText.replacingOccurrences(of: "pulse.duration = 1.2", with: "pulse.duration = 1.25"))
        // A begin time that adds an offset to a time: the offset moves.
        let begin = try swiftLocator(path).locate(.beginTime, key: "pulse", addedAt: added).get()
        guard case let .swiftLiteral(beginIndex) = begin.source else { return XCTFail("\(begin)") }
        XCTAssertEqual(literals[beginIndex].line, 7)
        XCTAssertEqual(begin.value, 0.25)
    }

    func testTwoAssignmentsOrAComputedDurationAreRefusedInOneLine() {
        let path = folder.appendingPathComponent("Scene.swift").path
        let twice = swiftLocator(path).locate(.duration, key: "twice", addedAt: AnimationSourceLocation(fileID: "App/Scene.swift", filePath: path, line: 12))
        XCTAssertEqual(twice.failure?.description,
                       "duration of 'twice' is not one literal: 2 twice.duration values before Scene.swift:12; edit it in the file")
        let scaled = swiftLocator(path).locate(.duration, key: "scaled", addedAt: AnimationSourceLocation(fileID: "App/Scene.swift", filePath: path, line: 15))
        XCTAssertEqual(scaled.failure?.description, "duration of 'scaled' comes from code Sandglass cannot edit: Scene.swift:15")
    }

    /// The default scene reads its duration from one parameter (`pathAnimation.duration =
    /// v.number("duration")`): a drag edits that parameter, in the user's params file. Its source is the
    /// checkout's, where the compiled-in scene was built from.
    func testACompiledSceneDurationReadFromOneParameterEditsThatParameter() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Scenes/Matching/MatchingScene.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let add = try XCTUnwrap(lines.firstIndex { $0.contains("dynamicCircleLayer.add(pathAnimation") }) + 1
        let locator = TimingEditLocator(sceneFile: nil, swiftScene: nil) { $0 == "duration" ? 3 : nil }
        let source = AnimationSourceLocation(fileID: "Scenes/MatchingScene.swift", filePath: file.path, line: add)
        let target = try locator.locate(.duration, key: "strokeEndAnimation", addedAt: source).get()
        XCTAssertEqual(target.source, .parameter(name: "duration", slope: 1, offset: 0))
        XCTAssertEqual(target.value, 3)
        XCTAssertEqual(locator.locate(.beginTime, key: "strokeEndAnimation", addedAt: source).failure?.description,
                       "beginTime of 'strokeEndAnimation' comes from code Sandglass cannot edit: MatchingScene.swift:\(add)",
                       "a field no parameter sets is still refused")
    }

    func testCodeThePreviewDoesNotCompileIsRefusedWithItsPlace() {
        let locator = TimingEditLocator(sceneFile: nil, swiftScene: nil) { _ in nil }
        let spinner = AnimationSourceLocation(fileID: "Scenes/SpinnerView.swift", filePath: "/src/Scenes/SpinnerView.swift", line: 44)
        XCTAssertEqual(locator.locate(.duration, key: "pulse", addedAt: spinner).failure?.description,
                       "duration of 'pulse' comes from code Sandglass cannot edit: SpinnerView.swift:44")
        XCTAssertEqual(locator.locate(.beginTime, key: "opacity", addedAt: nil).failure?.description,
                       "beginTime of 'opacity' comes from Sandglass itself (UIView.animate or an implicit animation): nothing to edit")
        var lottie = locator
        lottie.playsFrames = true
        XCTAssertEqual(lottie.locate(.duration, key: "scale", addedAt: nil).failure?.description,
                       "duration of 'scale' comes from the Lottie file: edit it where the file is made (After Effects, LottieFiles), and the preview reloads it",
                       "a Lottie keyframe is not Sandglass's own")
        XCTAssertEqual(lottie.locateEasing(key: "scale", addedAt: nil).failure?.description,
                       "timingFunction of 'scale' comes from the Lottie file: edit it where the file is made (After Effects, LottieFiles), and the preview reloads it")
    }
}

extension Result {
    /// The error, nil on success.
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
