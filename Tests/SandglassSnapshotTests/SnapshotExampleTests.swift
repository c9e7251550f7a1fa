import SandglassSnapshot
import UIKit
import XCTest

// The README's example, as a user's package would write it: a view as on iOS, snapshot-tested.

/// A ring that fills with an animated strokeEnd, red on white.
final class RingView: UIView {
    let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.strokeColor = UIColor.red.cgColor
        ring.fillColor = nil
        ring.lineWidth = 10
        layer.addSublayer(ring)
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        ring.add(fill, forKey: "fill")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SnapshotExampleTests: XCTestCase {
    let size = CGSize(width: 100, height: 100)

    /// Halfway, the ring is drawn clockwise from the top down the right side: the right is red, the
    /// left still white.
    func testTheRingIsHalfFilledAtHalfItsDuration() throws {
        let renderer = SceneRenderer()
        let image = try renderer.image(at: 0.5, size: size) { RingView(frame: .zero) }
        XCTAssertEqual([image.width, image.height], [100, 100])
        XCTAssertEqual(image.pixel(x: 90, y: 50), RGBA8(255, 0, 0, 255), "the right of the ring (\(image.renderer))")
        XCTAssertEqual(image.pixel(x: 10, y: 50), RGBA8(255, 255, 255, 255), "the left, not yet")
        XCTAssertEqual(image.pixel(x: 50, y: 50), RGBA8(255, 255, 255, 255), "the middle")
        let later = try renderer.image(at: 1, size: size) { RingView(frame: .zero) }
        XCTAssertEqual(later.pixel(x: 10, y: 50), RGBA8(255, 0, 0, 255), "full at its end")
    }

    /// Without GL, `render(in:)` draws the same ring; the image says which renderer drew it.
    func testRenderInContextDrawsTheSameRing() throws {
        let image = try SceneRenderer(.coreGraphics).image(at: 0.5, size: size, scale: 2) { RingView(frame: .zero) }
        XCTAssertEqual(image.renderer, .coreGraphics)
        XCTAssertEqual([image.width, image.height], [200, 200])
        XCTAssertEqual(image.pixel(x: 180, y: 100), RGBA8(255, 0, 0, 255))
        XCTAssertEqual(image.pixel(x: 20, y: 100), RGBA8(255, 255, 255, 255))
    }

    func testAPNGOfTheSnapshot() throws {
        let png = try Snapshot.png(at: 0.5, size: size) { RingView(frame: .zero) }
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
