import Sandglass
import XCTest

final class ParameterValuesTests: XCTestCase {
    func testTypedAccessorsReadDefaults() {
        let values = Fixtures.sandclock.defaults
        XCTAssertEqual(values.number("animationTime"), 6.5)
        XCTAssertEqual(values.cgFloat("sandFall05"), 0.5)
        XCTAssertEqual(values.curve("pileCurve"), BezierControlPoints(0.8, 0, 1, 1))
        XCTAssertEqual(values.integer("grainCount"), 40)
        XCTAssertEqual(values.bool("rotates"), true)
        XCTAssertEqual(values.string("easing"), "easeInEaseOut")
        XCTAssertEqual(values.point("pivot"), CGPoint(x: 100, y: 100))
        XCTAssertEqual(values.numbers("dashPattern"), [3, 2])
        XCTAssertEqual(values.color("sandColor"), CGColor(red: 0.9, green: 0.7, blue: 0.3, alpha: 1))
    }

    func testSetRejectsValuesThatDoNotFit() {
        var values = Fixtures.sandclock.defaults
        XCTAssertEqual(values.set("sandFall05", to: .number(12))?.description, "'sandFall05' is 12 but must be in 0.05...5 s")
        XCTAssertEqual(values.set("sandFall05", to: .number(.nan))?.description,
                       "'sandFall05' is NaN, which is not a number JSON allows: write a finite number")
        XCTAssertEqual(values.set("sandFall05", to: .bool(true))?.description,
                       "'sandFall05' is true but must be a number in 0.05...5 s")
        XCTAssertEqual(values.set("pileCurve", to: .numbers([-0.1, 0, 1, 1]))?.description,
                       "'pileCurve' x1 is -0.1 but must be in 0...1")
        XCTAssertEqual(values, Fixtures.sandclock.defaults)
        XCTAssertNil(values.set("sandFall05", to: .number(5)))
        XCTAssertEqual(values.number("sandFall05"), 5)
    }

    func testValueJSONText() {
        XCTAssertEqual(ParameterValue.number(6.5).jsonText, "6.5")
        XCTAssertEqual(ParameterValue.number(-0.0).jsonText, "0")
        XCTAssertEqual(ParameterValue.number(1e20).jsonText, "1e+20")
        XCTAssertEqual(ParameterValue.string("a\"b\\\n\u{1}").jsonText, #""a\"b\\\n\u0001""#)
        XCTAssertEqual(ParameterValue.numbers([0.8, 0, 1, 1]).jsonText, "[0.8, 0, 1, 1]")
    }
}
