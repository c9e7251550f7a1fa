import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass

/// `compositingFilter`: its names, the render tree's blend, the planner's group, and `render(in:)`
/// (Cairo's blend operators, the same formulas as the GL backend's).
final class CompositingFilterTests: XCTestCase {
    func testANameIsReadBackAndPicksTheBlend() {
        let layer = CALayer()
        XCTAssertNil(layer.compositingFilter)
        layer.compositingFilter = "screenBlendMode"
        XCTAssertEqual(layer.compositingFilter as? String, "screenBlendMode")
        XCTAssertEqual(layer.plainStorage.blendMode, .screen)
        layer.compositingFilter = nil
        XCTAssertEqual(layer.plainStorage.blendMode, .normal)
    }

    func testAnUnknownFilterCompositesNormally() {
        let layer = CALayer()
        layer.compositingFilter = "multiplyBlendMode"
        layer.compositingFilter = "gaussianBlur"
        XCTAssertEqual(layer.compositingFilter as? String, "gaussianBlur")
        XCTAssertEqual(layer.plainStorage.blendMode, .normal)
    }

    /// A blended leaf still takes a group: the blend reads what is behind the whole layer.
    func testABlendedLayerIsAGroupWithTheBlendInItsComposite() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let layer = CALayer()
        layer.frame = root.bounds
        layer.backgroundColor = CGColor.red
        layer.compositingFilter = "differenceBlendMode"
        root.addSublayer(layer)
        let tree = RenderTreeBuilder.build(root: root, size: root.bounds.size, backgroundColor: .clear)
        XCTAssertEqual(tree.nodes[1].blendMode, .difference)
        let planner = FramePlanner()
        planner.plan(tree, width: 10, height: 10)
        XCTAssertEqual(planner.strategies[1], .group(.blend))
        XCTAssertTrue(planner.commands.contains(.endGroup(opacity: 1, blend: .difference)), "\(planner.commands)")
    }

    /// Backdrop (0.8, 0.4, 0.2), source (0.5, 0.5, 1): multiply is (0.4, 0.2, 0.2), about (102, 51, 51).
    func testRenderInContextBlends() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        root.backgroundColor = CGColor(red: 0.8, green: 0.4, blue: 0.2, alpha: 1)
        let layer = CALayer()
        layer.frame = root.bounds
        layer.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 1, alpha: 1)
        layer.compositingFilter = "multiplyBlendMode"
        root.addSublayer(layer)
        let ctx = yDownContext(4, 4)
        root.render(in: ctx)
        let p = rgba(ctx, 2, 2)
        XCTAssertEqual(p[0], 102, accuracy: 1)
        XCTAssertEqual(p[1], 51, accuracy: 1)
        XCTAssertEqual(p[2], 51, accuracy: 1)
        XCTAssertEqual(p[3], 255)
    }
}
