import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// `Any` values read as Core Animation reads an `id`, and named in messages as the app spells them.
final class AnyValueReadingTests: XCTestCase {
    func testNumbersAndBools() {
        XCTAssertEqual(CAValue(any: 2), .number(2))
        XCTAssertEqual(CAValue(any: Float(0.5)), .number(0.5))
        XCTAssertEqual(CAValue(any: 0.25), .number(0.25))
        XCTAssertEqual(CAValue(any: CGFloat.pi), .number(.pi))
        XCTAssertEqual(CAValue(any: UInt8(7)), .number(7))
        XCTAssertEqual(CAValue(any: NSNumber(value: 1.5)), .number(1.5))
        XCTAssertEqual(CAValue(any: NSNumber(value: true)), .number(1))
        XCTAssertEqual(CAValue(any: true), .bool(true))
    }

    func testGeometryAndTheirBoxes() {
        let p = CGPoint(x: 3, y: 4), s = CGSize(width: 5, height: 6), r = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(CAValue(any: p), .point(p))
        XCTAssertEqual(CAValue(any: NSValue(cgPoint: p)), .point(p))
        XCTAssertEqual(CAValue(any: s), .size(s))
        XCTAssertEqual(CAValue(any: NSValue(cgSize: s)), .size(s))
        XCTAssertEqual(CAValue(any: r), .rect(r))
        XCTAssertEqual(CAValue(any: NSValue(cgRect: r)), .rect(r))
        let t = CATransform3DMakeRotation(0.5, 0, 0, 1).multiplied(by: CATransform3DMakeTranslation(7, 8, 9))
        XCTAssertEqual(CAValue(any: t), .transform(t))
        XCTAssertEqual(CAValue(any: NSValue(caTransform3D: t)), .transform(t))
        XCTAssertEqual(NSValue(caTransform3D: t).caTransform3DValue, t)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSValue(cgAffineTransform: affine).cgAffineTransformValue, affine)
        XCTAssertEqual(NSValue(cgPoint: p).caTransform3DValue, .identity)
    }

    func testColorsPathsAndArrays() {
        XCTAssertEqual(CAValue(any: CGColor.red), .color(.red))
        XCTAssertEqual(CAValue(any: [CGColor.red, CGColor.blue]), .colors([.red, .blue]))
        XCTAssertEqual(CAValue(any: [CGColor.red, CGColor.blue] as [Any]), .colors([.red, .blue]))
        XCTAssertEqual(CAValue(any: [0, 0.5, NSNumber(value: 1)] as [Any]), .numbers([0, 0.5, 1]))
        XCTAssertEqual(CAValue(any: [NSNumber]()), .numbers([]))
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(CAValue(any: path), .path(path))
        XCTAssertEqual(CAValue(any: NSNull()), .null)
        XCTAssertEqual(CAValue(any: CAValue.size(.zero)), .size(.zero))
    }

    /// What Core Animation passes over: the UIKit objects instead of their CG values, and the rest.
    func testRefused() {
        XCTAssertNil(CAValue(any: "100"))
        XCTAssertNil(CAValue(any: UIColor.red))
        XCTAssertNil(CAValue(any: UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 1, height: 1))))
        XCTAssertNil(CAValue(any: CGAffineTransform.identity))
        XCTAssertNil(CAValue(any: NSValue(cgAffineTransform: .identity)))
        XCTAssertNil(CAValue(any: [CGColor.red, 1] as [Any]))
    }

    func testReadForAKind() {
        XCTAssertEqual(CAValue([NSNumber](), kind: "colors"), .colors([]))
        XCTAssertEqual(CAValue(1, kind: "bool"), .number(1))
        XCTAssertEqual(CAValue(NSNull(), kind: "color"), .null)
        XCTAssertNil(CAValue(NSNull(), kind: "point"))
        XCTAssertNil(CAValue(CGSize.zero, kind: "point"))
    }

    func testTypeNames() {
        XCTAssertEqual(ValueTypeName.of("x"), "a String")
        XCTAssertEqual(ValueTypeName.of(3), "an Int")
        XCTAssertEqual(ValueTypeName.of(UIColor.red), "a UIColor")
        XCTAssertEqual(ValueTypeName.of(NSNumber(value: true)), "an NSNumber")
        XCTAssertEqual(ValueTypeName.of(NSValue(cgPoint: .zero)), "an NSValue holding a CGPoint")
        XCTAssertEqual(ValueTypeName.of([UIColor.red, UIColor.blue]), "an array of UIColor")
        XCTAssertEqual(ValueTypeName.of([UIColor.red, CGColor.blue] as [Any]), "an array of UIColor and CGColor")
        XCTAssertEqual(ValueTypeName.of([Any]()), "an empty array")
        XCTAssertEqual(ValueTypeName.expected("colors"), "an array of CGColor")
        XCTAssertEqual(ValueTypeName.expected("transform"), "a CATransform3D")
    }

    /// What `value(forKeyPath:)` hands back reads as iOS code casts it.
    func testValuesHandedBack() {
        XCTAssertEqual(CAValue.number(0.5).anyValue as? CGFloat, 0.5)
        XCTAssertEqual(CAValue.number(0.5).anyValue as? Double, 0.5)
        XCTAssertEqual(CAValue.number(0.5).anyValue as? Float, 0.5)
        XCTAssertEqual(CAValue.number(0.5).anyValue as? NSNumber, NSNumber(value: 0.5))
        XCTAssertEqual(CAValue.bool(true).anyValue as? Bool, true)
        XCTAssertEqual(CAValue.numbers([0, 1]).anyValue as? [NSNumber], [0, 1])
        XCTAssertEqual(CAValue.colors([.red]).anyValue as? [CGColor], [.red])
        XCTAssertNil(CAValue.null.anyValue)
        XCTAssertEqual(CGFloat(2) as NSNumber, NSNumber(value: 2.0))
    }
}
