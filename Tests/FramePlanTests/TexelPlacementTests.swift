import Sandglass
@testable import QuartzCore
import XCTest

/// When an image quad shows its texels one to one on device pixels (`TexelPlacement`): whole-pixel
/// translations at the image's own scale only.
final class TexelPlacementTests: XCTestCase {
    private let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
    private let onePixelAPoint = CGSize(width: 1, height: 1)

    func testAWholePixelTranslationPlacesTexelZeroAtTheBoxCorner() {
        let placement = TexelPlacement(box: CGRect(x: 2, y: 1, width: 8, height: 4), uvRect: whole, imageWidth: 8, imageHeight: 4,
                                       world: CATransform3DMakeTranslation(5, 7, 0), pixelsPerPoint: onePixelAPoint)
        XCTAssertEqual(placement, TexelPlacement(originX: 7, originY: 8))
    }

    /// 2 px a point, an image of contentsScale 2 (a 3 x 2 pt box for 6 x 4 texels), moved 1.5 pt: 3 px.
    func testTheImageScaleMatchingThePixelScaleIsOneToOne() {
        let placement = TexelPlacement(box: CGRect(x: 0, y: 0, width: 3, height: 2), uvRect: whole, imageWidth: 6, imageHeight: 4,
                                       world: CATransform3DMakeTranslation(1.5, 2, 0), pixelsPerPoint: CGSize(width: 2, height: 2))
        XCTAssertEqual(placement, TexelPlacement(originX: 3, originY: 4))
    }

    /// contentsRect's part starting at texel (10, 0) shown at pixel (0, 0): texel 0 is 10 px to the left.
    func testAContentsRectPartMovesTheOrigin() {
        let placement = TexelPlacement(box: CGRect(x: 0, y: 0, width: 10, height: 10),
                                       uvRect: CGRect(x: 0.25, y: 0, width: 0.25, height: 1), imageWidth: 40, imageHeight: 10,
                                       world: CATransform3DIdentity, pixelsPerPoint: onePixelAPoint)
        XCTAssertEqual(placement, TexelPlacement(originX: -10, originY: 0))
    }

    func testHalfPixelsRotationsScalesAndPerspectiveAreFiltered() {
        func placement(_ world: CATransform3D, pixelsPerPoint: CGSize = CGSize(width: 1, height: 1)) -> TexelPlacement? {
            TexelPlacement(box: CGRect(x: 0, y: 0, width: 8, height: 4), uvRect: whole, imageWidth: 8, imageHeight: 4,
                           world: world, pixelsPerPoint: pixelsPerPoint)
        }
        XCTAssertNil(placement(CATransform3DMakeTranslation(0.5, 0, 0)))
        XCTAssertNil(placement(CATransform3DMakeRotation(0.01, 0, 0, 1)))
        XCTAssertNil(placement(CATransform3DMakeScale(2, 2, 1)))
        XCTAssertNil(placement(.identity, pixelsPerPoint: CGSize(width: 2, height: 2)), "an image of scale 1 at 2 px a point")
        var perspective = CATransform3DIdentity
        perspective.m24 = -0.002
        XCTAssertNil(placement(perspective))
        XCTAssertNotNil(placement(CATransform3DMakeRotation(2 * .pi, 0, 0, 1)), "a whole turn is where it started")
    }

    /// A part that starts between texels, or spans other than its box's pixels, is filtered.
    func testAPartOffTheTexelGridIsFiltered() {
        XCTAssertNil(TexelPlacement(box: CGRect(x: 0, y: 0, width: 4, height: 4), uvRect: CGRect(x: 0.0625, y: 0, width: 0.5, height: 1),
                                    imageWidth: 8, imageHeight: 4, world: .identity, pixelsPerPoint: onePixelAPoint))
        XCTAssertNil(TexelPlacement(box: CGRect(x: 0, y: 0, width: 4, height: 4), uvRect: CGRect(x: 0.1, y: 0, width: 0.5, height: 1),
                                    imageWidth: 8, imageHeight: 4, world: .identity, pixelsPerPoint: onePixelAPoint))
    }
}
