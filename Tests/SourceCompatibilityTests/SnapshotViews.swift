import UIKit
import XCTest

/// `snapshotView(afterScreenUpdates:)` and `drawHierarchy(in:afterScreenUpdates:)`, as transitions use
/// them: a picture of the view now, at the screen's scale (2 here).
final class SnapshotViewTests: XCTestCase {
    private func card() -> UIView {
        let view = UIView(frame: CGRect(x: 5, y: 7, width: 60, height: 40))
        view.backgroundColor = .white
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .red
        view.addSubview(badge)
        return view
    }

    func testASnapshotIsAPictureOfTheViewAtItsFrame() throws {
        let view = card()
        let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: true))
        XCTAssertEqual(snapshot.frame, view.frame)
        let image = try XCTUnwrap(snapshot.layer.contents as? CGImage)
        XCTAssertEqual([image.width, image.height], [120, 80])
        XCTAssertEqual(image.pixel(x: 40, y: 40).map { [$0.r, $0.g, $0.b, $0.a] }, [255, 0, 0, 255], "the badge")
        XCTAssertEqual(image.pixel(x: 100, y: 70).map { [$0.r, $0.g, $0.b, $0.a] }, [255, 255, 255, 255], "the card")
        view.subviews[0].backgroundColor = .blue
        XCTAssertEqual((snapshot.layer.contents as? CGImage)?.pixel(x: 40, y: 40)?.r, 255, "a picture: later changes do not show")
    }

    func testDrawHierarchyScalesIntoTheRect() {
        let view = card()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in
            XCTAssertTrue(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 30, height: 20), afterScreenUpdates: false))
        }
        // Half size: the badge covers (5, 5)-(15, 15) points, (10, 10)-(30, 30) pixels.
        XCTAssertEqual(image.cgImage?.pixel(x: 20, y: 20)?.g, 0)
        XCTAssertEqual(image.cgImage?.pixel(x: 20, y: 20)?.r, 255)
        XCTAssertEqual(image.cgImage?.pixel(x: 50, y: 30)?.g, 255, "the white card")
        XCTAssertFalse(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false), "no current context")
    }
}
