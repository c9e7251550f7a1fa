import Sandglass
import XCTest

/// A scene plays light or dark by the colour behind it, and another background of the other style
/// (`--background`) rebuilds it in that style.
final class SceneRunnerTraitTests: XCTestCase {
    func testTheBackgroundChoosesTheStyleByContrast() {
        func style(_ hex: UInt32, alpha: CGFloat = 1) -> UIUserInterfaceStyle {
            UIUserInterfaceStyle(background: CGColor(hex: hex).copy(alpha: alpha)!)
        }
        XCTAssertEqual(style(0x000000), .dark)
        XCTAssertEqual(style(0x2B2E36), .dark)
        XCTAssertEqual(style(0x757575), .dark, "L 0.178: white text stands out more")
        XCTAssertEqual(style(0x777777), .light, "L 0.184: black text stands out more")
        XCTAssertEqual(style(0x808080), .light)
        XCTAssertEqual(style(0xFFFFFF), .light)
        XCTAssertEqual(style(0x000000, alpha: 0), .light, "clear reads as over white")
        XCTAssertEqual(style(0x0000FF), .dark, "pure blue: L 0.0722")
        XCTAssertEqual(style(0xFFFF00), .light, "yellow: L 0.9278")
    }

    func testAnotherBackgroundRebuildsTheSceneInItsStyle() {
        let scene = SceneDescriptor(name: "panel", size: CGSize(width: 40, height: 40)) {
            let view = UIView()
            view.backgroundColor = .systemBackground
            return view
        }
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        let source = FrameSource(runner)
        XCTAssertEqual(runner.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(source.frame(at: 0.5).layers.backgroundColor, CGColor(gray: 1))
        source.backgroundColor = CGColor(gray: 0)
        XCTAssertEqual(runner.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(runner.time, 0.5, "played back to where it was")
        XCTAssertEqual(source.frame(at: 0.5).layers.backgroundColor, CGColor(gray: 0))
        let darkBuild = runner.scene
        source.backgroundColor = CGColor(hex: 0x2B2E36)
        XCTAssertTrue(runner.scene === darkBuild, "another dark colour keeps the build")
    }
}
