import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

/// Picking hits what is drawn, front-most first; the outline of a turned layer is its turned quad.
final class LayerPickingTests: XCTestCase {
    /// matching's layout: a 200 pt root with a 1 pt ring, a 168 pt container turned half a turn about its
    /// centre (100, 100) and painting nothing, its 8 pt ball (radius 4) at the middle of its top edge,
    /// so drawn centred at (100, 184).
    private func matching() -> (root: CALayer, container: CAShapeLayer, ball: CALayer, ring: CAShapeLayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        root.backgroundColor = CGColor(gray: 0.1)
        let ring = CAShapeLayer()
        ring.frame = root.bounds
        ring.path = CGPath(ellipseIn: root.bounds, transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(gray: 1)
        ring.lineWidth = 1
        let container = CAShapeLayer()
        container.bounds = CGRect(x: 0, y: 0, width: 168, height: 168)
        container.position = CGPoint(x: 100, y: 100)
        container.path = CGPath(rect: container.bounds, transform: nil)
        container.fillColor = CGColor(gray: 0, alpha: 0)
        container.strokeColor = nil
        container.transform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        let ball = CALayer()
        ball.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        ball.position = CGPoint(x: 84, y: 0)
        ball.cornerRadius = 4
        ball.backgroundColor = CGColor(gray: 1)
        container.addSublayer(ball)
        root.addSublayer(ring)
        root.addSublayer(container)
        return (root, container, ball, ring)
    }

    func testAClickOnTheOrbitingBallPicksTheBallNotItsContainer() {
        let (root, _, ball, _) = matching()
        // 2.5 pt below the ball's centre: outside the container's bounds once turned, inside the ball.
        XCTAssertTrue(LayerPicking.pick(at: CGPoint(x: 100, y: 186.5), in: root, tolerance: 0) === ball)
        XCTAssertEqual(LayerPicking.pick(at: CGPoint(x: 100, y: 186.5), in: root, tolerance: 0)
            .flatMap { LayerPath.of($0, in: root) }, LayerPath([1, 0]))
        // Off the ball by 1 pt: hit within a 1.5 pt tolerance, the background without one.
        XCTAssertTrue(LayerPicking.pick(at: CGPoint(x: 105, y: 184), in: root, tolerance: 1.5) === ball)
        XCTAssertTrue(LayerPicking.pick(at: CGPoint(x: 105, y: 184), in: root, tolerance: 0) === root)
    }

    func testTheContainerPaintsNothingSoAClickInsideItPicksWhatIsBehind() {
        let (root, container, _, ring) = matching()
        XCTAssertFalse(LayerPicking.paints(container, at: CGPoint(x: 84, y: 84), tolerance: 0))
        XCTAssertTrue(LayerPicking.pick(at: CGPoint(x: 100, y: 100), in: root, tolerance: 0) === root)
        // The ring's 1 pt stroke at its top, 0.4 pt off its centre line: the ring.
        XCTAssertTrue(LayerPicking.pick(at: CGPoint(x: 100, y: 0.4), in: root, tolerance: 0) === ring)
        root.backgroundColor = nil
        XCTAssertTrue(LayerPicking.pick(at: CGPoint(x: 100, y: 100), in: root, tolerance: 0) === root,
                      "nothing paints there: the scene's background, the root's")
        XCTAssertNil(LayerPicking.pick(at: CGPoint(x: 100, y: 300), in: root, tolerance: 0), "outside the scene")
    }

    func testAShapeIsHitOnItsFillByItsFillRuleAndAnImageByItsAlpha() {
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
        shape.path = path
        XCTAssertTrue(LayerPicking.paints(shape, at: CGPoint(x: 15, y: 15), tolerance: 0), "non-zero: the hole is filled")
        shape.fillRule = .evenOdd
        XCTAssertFalse(LayerPicking.paints(shape, at: CGPoint(x: 15, y: 15), tolerance: 0), "even-odd: a hole")
        XCTAssertTrue(LayerPicking.paints(shape, at: CGPoint(x: 5, y: 15), tolerance: 0))
        let image = CALayer()
        image.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        // 2 x 1 pixels: the left one transparent, the right one opaque.
        image.contents = CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 0, 255, 255, 255, 255])
        XCTAssertFalse(LayerPicking.paints(image, at: CGPoint(x: 5, y: 5), tolerance: 0))
        XCTAssertTrue(LayerPicking.paints(image, at: CGPoint(x: 15, y: 5), tolerance: 0))
    }

    func testATurnedLayersOutlineIsItsTurnedQuadInWindowPointsClippedToTheViewport() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        card.position = CGPoint(x: 50, y: 50)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(card)
        let h = 10 * 2.0.squareRoot()
        let quad = LayerPicking.outline(of: card, in: root)
        let expected = [CGPoint(x: 50, y: 50 - h), CGPoint(x: 50 + h, y: 50), CGPoint(x: 50, y: 50 + h), CGPoint(x: 50 - h, y: 50)]
        for (a, b) in zip(quad, expected) {
            XCTAssertEqual(a.x, b.x, accuracy: 1e-9)
            XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
        }
        // A 100 pt scene fitted to a 400 x 300 pt viewport below a 30 pt toolbar at 2 pixels a point: 6 pixels
        // (3 window points) a scene point, the scene at (50, 30) in window points.
        let viewport = CGRect(x: 0, y: 30, width: 400, height: 300)
        let place = ViewportPlacement(sceneSize: CGSize(width: 100, height: 100),
                                      viewport: CGRect(x: 0, y: 60, width: 800, height: 600), zoom: 1)
        let mapping = ViewportMapping(placement: place, pixelsPerPoint: 2, viewport: viewport, margin: 0)
        let window = ScenePresenter.outline(of: card, in: root, mapping: mapping)
        let top = window[0]
        XCTAssertEqual(top.x, 50 + 50 * 3, accuracy: 1e-9)
        XCTAssertEqual(top.y, 30 + (50 - h) * 3, accuracy: 1e-9)  // window points: 60 / 2 + ...
        XCTAssertEqual(mapping.rootPoint(ofWindow: top).x, 50, accuracy: 1e-9)
        XCTAssertEqual(mapping.viewport, viewport, "drawn clipped to the viewport, not over the toolbar at y < 30")
    }

    /// Interact mode: a press on the letterbox beside a fitted scene is no touch.
    func testOnlyThePicturesPointsAreOnTheScene() {
        // A 100 pt scene fitted to an 800 x 600 pixel viewport: the picture is 600 pixels square at x 100.
        let place = ViewportPlacement(sceneSize: CGSize(width: 100, height: 100), viewport: CGRect(x: 0, y: 60, width: 800, height: 600), zoom: 1)
        let mapping = ViewportMapping(placement: place, pixelsPerPoint: 2, viewport: CGRect(x: 0, y: 30, width: 400, height: 300), margin: 0)
        XCTAssertTrue(mapping.isOnScene(window: CGPoint(x: 200, y: 180)), "the middle")
        XCTAssertFalse(mapping.isOnScene(window: CGPoint(x: 20, y: 180)), "the letterbox on the left")
        XCTAssertFalse(mapping.isOnScene(window: CGPoint(x: 380, y: 180)), "the letterbox on the right")
        XCTAssertTrue(mapping.isOnScene(window: CGPoint(x: 51, y: 31)), "just inside the picture's corner")
    }
}
