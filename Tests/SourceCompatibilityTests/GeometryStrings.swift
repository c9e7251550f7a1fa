import UIKit
import XCTest

/// Geometry logged and stored as text, in iOS's formats, and edge insets.
final class GeometryStringsTests: XCTestCase {
    func testStringsAreIOSs() {
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 1, y: 2)), "{1, 2}")
        XCTAssertEqual(NSCoder.string(for: CGSize(width: 10.5, height: -3)), "{10.5, -3}")
        XCTAssertEqual(NSCoder.string(for: CGRect(x: 0, y: 0, width: 10, height: 20)), "{{0, 0}, {10, 20}}")
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 0.1, y: 0)), "{0.10000000000000001, 0}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6)), "[1, 0, 0, 1, 5, 6]")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
    }

    func testStringsReadBack() {
        XCTAssertEqual(NSCoder.cgPoint(for: "{3.0,2.5}"), CGPoint(x: 3, y: 2.5))
        XCTAssertEqual(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}"), CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertEqual(NSCoder.cgSize(for: "{7, 8}"), CGSize(width: 7, height: 8))
        XCTAssertEqual(NSCoder.cgAffineTransform(for: "[2, 0, 0, 2, 1, 1]"), CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 1, ty: 1))
        XCTAssertEqual(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(NSCoder.cgPoint(for: "{1, two}"), .zero, "not well-formed")
        XCTAssertEqual(NSCoder.cgRect(for: "{1, 2}"), .zero)
        let p = CGPoint(x: 1.0 / 3.0, y: -2e-7)
        XCTAssertEqual(NSCoder.cgPoint(for: NSCoder.string(for: p)), p, "exact round trip")
    }

    @available(*, deprecated)
    func testTheCNamesOfOlderPosts() {
        XCTAssertEqual(NSStringFromCGPoint(CGPoint(x: 1, y: 2)), "{1, 2}")
        XCTAssertEqual(NSStringFromCGRect(CGRect(x: 0, y: 0, width: 10, height: 20)), "{{0, 0}, {10, 20}}")
        XCTAssertEqual(NSStringFromCGSize(CGSize(width: 3, height: 4)), "{3, 4}")
        XCTAssertEqual(CGPointFromString("{5, 6}"), CGPoint(x: 5, y: 6))
        XCTAssertEqual(CGRectFromString("{{1, 2}, {3, 4}}"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(CGSizeFromString("{3, 4}"), CGSize(width: 3, height: 4))
    }

    func testEdgeInsets() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)), CGRect(x: 20, y: 25, width: 70, height: 30))
        XCTAssertEqual(rect.inset(by: .zero), rect)
        XCTAssertEqual(rect.inset(by: UIEdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), CGRect(x: 9, y: 19, width: 102, height: 52))
        XCTAssertEqual(UIEdgeInsets(), .zero)
    }
}
