import Foundation
import Sandglass
@testable import SandglassRender
import SandglassTestSupport
import XCTest

/// Issue 47 §3 at the Core Animation level: CAGradientLayer's start and end points are unit fractions
/// of the bounds, and its isolines are perpendicular to start → end in that unit space, so on bounds
/// that are not square they are not perpendicular in points (as on iOS; the Lottie importer corrects
/// for it, `ShapeTests.testADiagonalGradientOnAWideBoxKeepsItsAxis`).
final class GradientAxisTests: XCTestCase {
    func testIsolinesArePerpendicularInUnitSpaceOnAWideLayer() throws {
        let size = CGSize(width: 200, height: 100)
        let gradient = GradientContent(kind: .axial, colors: [.black, .white], locations: nil,
                                       startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
        let node = RenderNode.at(.zero, size: size, content: .gradient(gradient))
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), node],
                                                         children: [0: [1]]))
        // Unit (1, 0) and (0, 1) lie on the isoline through the centre: mid grey, as the centre is.
        // In points, (199, 0) is far along the axis (200, 100) and would be lighter than (0, 99).
        let centre = Int(pixels[100, 50].r), topRight = Int(pixels[199, 0].r), bottomLeft = Int(pixels[0, 99].r)
        XCTAssertEqual(centre, 128, accuracy: 3)
        XCTAssertEqual(topRight, centre, accuracy: 3)
        XCTAssertEqual(bottomLeft, centre, accuracy: 3)
        XCTAssertLessThan(Int(pixels[1, 1].r), 10, "black at the start")
        XCTAssertGreaterThan(Int(pixels[198, 98].r), 245, "white at the end")
    }
}
