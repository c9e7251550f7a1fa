import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import SandglassTestSupport
import XCTest

/// At the Core Animation level: a layer whose mask counts inverted is cut out where the mask
/// is opaque and shows where it is transparent ("a bubble with a car-shaped hole"), in GL and in the
/// Cairo backend alike; a hidden inverted mask masks nothing out.
final class InvertedMaskTests: XCTestCase {
    /// A 100 x 100 red square masked by a 40 pt disc at its centre, the mask inverted.
    private func scene(maskHidden: Bool = false) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let disc = CAShapeLayer()
        disc.frame = square.bounds
        disc.path = CGPath(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40), transform: nil)
        disc.fillColor = CGColor(gray: 0, alpha: 1)
        disc.isHidden = maskHidden
        square.mask = disc
        square.invertsMask = true
        root.addSublayer(square)
        return root
    }

    private func tree(_ root: CALayer) -> RenderTree {
        RenderTreeBuilder.build(root: root, size: root.bounds.size, backgroundColor: .white)
    }

    func testTheMasksShapeIsCutOutInBothBackends() throws {
        let t = tree(scene())
        XCTAssertEqual(t.nodes.first { $0.mask != nil }?.maskInverted, true)
        let gl = try RenderHarness.render(t)
        let cairo = try XCTUnwrap(CairoBackendAgreementTests.cairo(t))
        for (name, pixels) in [("GL", gl), ("Cairo", cairo)] {
            XCTAssertEqual(pixels[60, 60], RGBA8(255, 255, 255, 255), "\(name): the hole, where the disc is")
            XCTAssertEqual(pixels[20, 20], RGBA8(255, 0, 0, 255), "\(name): the square, outside the disc")
            XCTAssertEqual(pixels[60, 30], RGBA8(255, 0, 0, 255), "\(name): just above the disc")
            XCTAssertEqual(pixels[5, 5], RGBA8(255, 255, 255, 255), "\(name): outside the square")
        }
        let difference = ChannelDifference(gl, cairo)
        XCTAssertLessThanOrEqual(difference.share, 0.002, "the disc's edge only")
    }

    func testAHiddenInvertedMaskMasksNothingOut() throws {
        let pixels = try RenderHarness.render(tree(scene(maskHidden: true)))
        XCTAssertEqual(pixels[60, 60], RGBA8(255, 0, 0, 255))
    }
}
