import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

func assertClose(_ a: CGFloat?, _ b: CGFloat, _ tol: CGFloat = 1e-9, _ msg: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("nil, expected \(b) \(msg)", file: file, line: line) }
    XCTAssertEqual(a, b, accuracy: tol, msg, file: file, line: line)
}

func assertClose(_ a: CGPoint?, _ b: CGPoint, _ tol: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("nil point", file: file, line: line) }
    XCTAssertEqual(a.x, b.x, accuracy: tol, "x", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: tol, "y", file: file, line: line)
}

func assertClose(_ a: CATransform3D, _ b: CATransform3D, _ tol: CGFloat = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    for (x, y) in zip(a.rowMajor, b.rowMajor) {
        XCTAssertEqual(x, y, accuracy: tol, "\(a.rowMajor) vs \(b.rowMajor)", file: file, line: line)
    }
}

/// A shape layer with a basic strokeEnd animation from 0 to 1 over `duration`, added at media time 0
/// (outside any frame).
func strokeEndLayer(configure: (CABasicAnimation) -> Void) -> CAShapeLayer {
    let l = CAShapeLayer()
    let a = CABasicAnimation(keyPath: "strokeEnd")
    a.fromValue = 0
    a.toValue = 1
    a.duration = 1
    configure(a)
    l.add(a, forKey: "s")
    return l
}

func strokeEnd(_ l: CAShapeLayer, at t: CFTimeInterval) -> CGFloat { l.presentationTree(at: t).strokeEnd }
