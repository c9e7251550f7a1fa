import Foundation
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class ViewportPlacementTests: XCTestCase {
    func testFitsCentredInTheViewport() {
        let p = ViewportPlacement(sceneSize: CGSize(width: 200, height: 100), viewport: CGRect(x: 0, y: 40, width: 600, height: 400), zoom: 1)
        XCTAssertEqual(p.scale, 3)
        XCTAssertEqual(p.scene, CGRect(x: 0, y: 90, width: 600, height: 300))
        XCTAssertEqual(p.visible, p.scene)
    }

    func testZoomedInOnlyTheViewportsPartIsVisibleZoomedOutItShrinks() {
        let viewport = CGRect(x: 10, y: 20, width: 400, height: 400)
        let inside = ViewportPlacement(sceneSize: CGSize(width: 100, height: 100), viewport: viewport, zoom: 2)
        XCTAssertEqual(inside.scale, 8)
        XCTAssertEqual(inside.scene, CGRect(x: -190, y: -180, width: 800, height: 800))
        XCTAssertEqual(inside.visible, viewport, "a zoomed-in scene renders no more pixels than the viewport has")
        let out = ViewportPlacement(sceneSize: CGSize(width: 100, height: 100), viewport: viewport, zoom: 0.5)
        XCTAssertEqual(out.scene, CGRect(x: 110, y: 120, width: 200, height: 200))
    }

    /// A fit that ends part-way through a pixel (a 130 × 70 scene in 1000 × 500: 928.57 px wide) leaves
    /// that pixel out: the scene covers every pixel of its rectangle, so no column blends its edge with
    /// the viewport's grey (before, 929 px, the last one a seam).
    func testTheSceneCoversEveryPixelOfItsRectangle() {
        let p = ViewportPlacement(sceneSize: CGSize(width: 130, height: 70), viewport: CGRect(x: 0, y: 0, width: 1000, height: 500), zoom: 1)
        XCTAssertEqual(p.scale, 500 / 70, accuracy: 1e-12)
        XCTAssertEqual(p.scene, CGRect(x: 36, y: 0, width: 928, height: 500))
        XCTAssertLessThanOrEqual(p.scene.width, 130 * p.scale)
    }

    func testAnEmptyViewportShowsNothing() {
        let p = ViewportPlacement(sceneSize: CGSize(width: 100, height: 100), viewport: .zero, zoom: 1)
        XCTAssertEqual(p.visible, .zero)
    }
}
