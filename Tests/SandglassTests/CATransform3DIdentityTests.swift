import XCTest
@testable import QuartzCore

/// `isIdentity` compares values, as `==` does: negative zeros are zeros, NaN is never identity, and
/// each of the sixteen entries counts (the render tree places a layer by it every frame).
final class CATransform3DIdentityTests: XCTestCase {
    func testNegativeZerosAreIdentity() {
        var t = CATransform3DIdentity
        (t.m12, t.m41, t.m43) = (-0.0, -0.0, -0.0)
        XCTAssertTrue(t.isIdentity)
        XCTAssertTrue(CATransform3DIsIdentity(t))
    }

    func testEveryEntryCounts() {
        let identity = CATransform3DIdentity.rowMajor
        for index in 0..<16 {
            var values = identity
            values[index] += 0.5
            XCTAssertFalse(CATransform3D(rowMajor: values).isIdentity, "entry \(index)")
            values[index] = .nan
            XCTAssertFalse(CATransform3D(rowMajor: values).isIdentity, "entry \(index) NaN")
        }
        XCTAssertTrue(CATransform3D(rowMajor: identity).isIdentity)
        XCTAssertFalse(CATransform3DMakeTranslation(0, 0, 1e-300).isIdentity)
    }
}
