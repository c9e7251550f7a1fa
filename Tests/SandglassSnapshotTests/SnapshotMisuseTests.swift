import Foundation
import SandglassSnapshot
import UIKit
import XCTest

/// A library cannot print and exit. Every request a snapshot cannot honour throws a
/// `SnapshotError` naming the limit, before anything is allocated or drawn (100000 x 100000 aborted on
/// a 40 GB allocation, NaN trapped, 16385 px came back blank, Cairo at 100000 px hung).
final class SnapshotMisuseTests: XCTestCase {
    private static func square() -> UIView {
        let v = UIView()
        v.backgroundColor = .red
        return v
    }

    private func expect(_ renderer: SceneRenderer, _ size: CGSize, scale: CGFloat = 1, time: Double = 0, _ message: String,
                        line: UInt = #line) {
        XCTAssertThrowsError(try renderer.image(at: time, size: size, scale: scale) { Self.square() }, line: line) {
            XCTAssertEqual("\($0)", message, line: line)
        }
    }

    func testEachMisuseIsATypedErrorForBothRenderers() {
        for renderer in [SceneRenderer(), SceneRenderer(.coreGraphics)] {
            expect(renderer, CGSize(width: 100_000, height: 100_000),
                   "snapshot of 100000x100000 px: a snapshot may be at most 16384 px a side")
            expect(renderer, CGSize(width: 16385, height: 10), "snapshot of 16385x10 px: a snapshot may be at most 16384 px a side")
            expect(renderer, CGSize(width: 10_000, height: 10), scale: 2, "snapshot of 20000x20 px: a snapshot may be at most 16384 px a side")
            expect(renderer, CGSize(width: CGFloat.nan, height: 10), "snapshot size nanx10 pt: expected a finite, positive width and height")
            expect(renderer, CGSize(width: 0, height: 10), "snapshot size 0x10 pt: expected a finite, positive width and height")
            expect(renderer, CGSize(width: 10, height: 10), scale: .infinity, "snapshot scale inf: expected a finite scale above 0")
            expect(renderer, CGSize(width: 10, height: 10), scale: 0, "snapshot scale 0: expected a finite scale above 0")
            expect(renderer, CGSize(width: 10, height: 10), time: .nan, "snapshot time nan s: expected a time in 0...1e+06 s")
            expect(renderer, CGSize(width: 10, height: 10), time: 1e300, "snapshot time 1e+300 s: expected a time in 0...1e+06 s")
        }
    }

    /// The largest side allowed draws (a wide strip, so the test stays small).
    func testTheLargestSideDraws() throws {
        let image = try SceneRenderer(.coreGraphics).image(at: 0, size: CGSize(width: 16384, height: 2)) { Self.square() }
        XCTAssertEqual([image.width, image.height], [16384, 2])
        XCTAssertEqual(image.pixel(x: 16383, y: 1), RGBA8(255, 0, 0, 255))
    }
}
