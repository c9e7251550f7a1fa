import XCTest
import Sandglass

/// A layer that overrides `add(_:forKey:)` as iOS code does, and calls super.
private final class CountingLayer: CALayer {
    var adds = 0
    override func add(_ anim: CAAnimation, forKey key: String?) {
        adds += 1
        super.add(anim, forKey: key)
    }
}

/// Each animation remembers the line that added it, whatever the key, and an override of
/// `add(_:forKey:)` still runs once per call.
final class AnimationCallSiteTests: XCTestCase {
    func testTheAddedAnimationRemembersItsCallSite() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        let line = #line + 1
        layer.add(fade, forKey: "fade")
        layer.add(fade, forKey: nil)
        let added = layer.animation(forKey: "fade")?.addedAt
        XCTAssertEqual(added?.fileID, "SandglassTests/AnimationCallSiteTests.swift")
        XCTAssertEqual(added?.filePath, #filePath)
        XCTAssertEqual(added?.line, line)
        XCTAssertEqual(added?.module, "SandglassTests")
        let unnamed = layer.animationKeys()?.first { $0 != "fade" }
        XCTAssertEqual(unnamed.flatMap { layer.animation(forKey: $0)?.addedAt?.line }, line + 1)
    }

    func testAnOverrideRunsOnceAndTheCallerIsRemembered() {
        let layer = CountingLayer()
        let base: CALayer = layer
        let line = #line + 1
        base.add(CABasicAnimation(keyPath: "opacity"), forKey: "a")
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "b")
        XCTAssertEqual(layer.adds, 2)
        XCTAssertEqual(layer.animation(forKey: "a")?.addedAt?.line, line)
        XCTAssertEqual(layer.animation(forKey: "b")?.addedAt?.line, line + 1)
    }
}

/// An animation of a scene file remembers its object there: the line and the JSON path.
final class SceneFileAnimationSourceTests: XCTestCase {
    func testTheAnimationNamesItsLineAndJSONPath() throws {
        let text = """
        {"size": [10, 10], "root": {"sublayers": [{
          "animations": {
            "fade": {"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1}
          }
        }]}}
        """
        guard case let .success(scene) = SceneFile.parse(Array(text.utf8), file: "scenes/fade.json5") else { return XCTFail() }
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        let added = runner.scene.rootLayer.sublayers?.first?.animation(forKey: "fade")?.addedAt
        XCTAssertEqual(added, AnimationSourceLocation(fileID: "scenes/fade.json5", filePath: "scenes/fade.json5", line: 3,
                                                      jsonPath: "root.sublayers[0].animations.fade"))
        XCTAssertEqual(added?.shortText, "fade.json5:3 root.sublayers[0].animations.fade")
    }
}
