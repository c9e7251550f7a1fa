@testable import SandglassPreview
@testable import SandglassHeadless
import XCTest

/// Which type of a Swift file is the scene, and the entry the tool compiles beside it.
final class SwiftSceneSourceTests: XCTestCase {
    func testASceneTypeWinsOverViews() throws {
        let source = """
            import UIKit
            // class Decoy: Scene {} in a comment does not count
            final class Dot: UIView { }
            let text = "struct Fake: Scene {"
            final class Breath: NSObject, Scene { }
            """
        let s = try XCTUnwrap(SwiftSceneSource(source))
        XCTAssertEqual(s.typeName, "Breath")
        XCTAssertEqual(s.kind, .scene)
        XCTAssertTrue(s.entrySource(sceneName: "x").contains("CompiledScene(SceneDescriptor(Breath.self))"))
    }

    func testAControllerThenAViewAndItsPreviewSize() throws {
        let view = try XCTUnwrap(SwiftSceneSource("""
            class CPMatchingView: UIView {
                static let previewSize = CGSize(width: 200, height: 200)
            }
            """))
        XCTAssertEqual(view.kind, .view)
        XCTAssertTrue(view.entrySource(sceneName: "matching")
            .contains(#"SceneDescriptor(name: "matching", size: CPMatchingView.previewSize) { CPMatchingView(frame: .zero) }"#))
        let controller = try XCTUnwrap(SwiftSceneSource("class Badge: BadgeBaseView {}\nclass Home: UIViewController {}"))
        XCTAssertEqual(controller.typeName, "Home")
        XCTAssertTrue(controller.entrySource(sceneName: "h").contains("CGSize(width: 400, height: 400)) { Home() }"))
    }

    func testNoSceneTypeIsNil() {
        XCTAssertNil(SwiftSceneSource("let x = 1\nstruct Point { var x = 0 }"))
        XCTAssertNil(SwiftSceneSource("/* class A: UIView { } */"))
    }
}
