import SandglassSnapshot
import SandglassTooling
import UIKit
import XCTest

/// A scene on black draws the system colours in their dark values.
final class DarkSceneSnapshotTests: XCTestCase {
    func testASceneOnBlackDrawsTheDarkSystemColours() throws {
        let scene = SceneDescriptor(name: "dark", size: CGSize(width: 40, height: 20), backgroundColor: .black) {
            let view = UIView()
            view.backgroundColor = .systemBackground
            let panel = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
            panel.backgroundColor = .secondarySystemBackground
            view.addSubview(panel)
            return view
        }
        let renderer = SceneRenderer()
        let image = try renderer.image(of: scene, at: 0)
        XCTAssertEqual(image.pixel(x: 10, y: 10), RGBA8(0, 0, 0, 255), "systemBackground is black in dark (\(image.renderer))")
        XCTAssertEqual(image.pixel(x: 30, y: 10), RGBA8(28, 28, 30, 255), "secondarySystemBackground")
        let onWhite = SceneDescriptor(name: "light", size: CGSize(width: 40, height: 20), backgroundColor: .white) {
            let view = UIView()
            view.backgroundColor = .secondarySystemBackground
            return view
        }
        XCTAssertEqual(try renderer.image(of: onWhite, at: 0).pixel(x: 10, y: 10), RGBA8(242, 242, 247, 255))
    }
}
