import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class DecimalRoundingTests: XCTestCase {
    func testStepsGiveTheirDecimals() {
        XCTAssertEqual(DecimalRounding.decimals(forStep: 0.1), 1)
        XCTAssertEqual(DecimalRounding.decimals(forStep: 0.05), 2)
        XCTAssertEqual(DecimalRounding.decimals(forStep: 0.01), 2)
        XCTAssertEqual(DecimalRounding.decimals(forStep: 10), 0)
        XCTAssertEqual(DecimalRounding.decimals(forStep: 1e-30), 15)
    }

    func testEditedNumbersAreWrittenWithTheShortestText() {
        XCTAssertEqual(ParameterValue.number(7.6 + 0.1).jsonText, "7.699999999999999", "the float noise this guards against")
        XCTAssertEqual(ParameterValue.number(DecimalRounding.round(7.6 + 0.1, decimals: 1)).jsonText, "7.7")
        XCTAssertEqual(ParameterValue.number(DecimalRounding.round(0.30000001192092896, decimals: 3)).jsonText, "0.3")
        XCTAssertEqual(ParameterValue.number(DecimalRounding.round(-0.0001, decimals: 2)).jsonText, "0")
        XCTAssertEqual(ParameterValue.number(DecimalRounding.round(2.345678, decimals: 2)).jsonText, "2.35")
        XCTAssertEqual(ParameterValue.number(DecimalRounding.shortest(Float(0.8))).jsonText, "0.8")
        XCTAssertEqual(Double(Float(0.8)), 0.800000011920929, "what a colour picker's float is as a Double")
    }
}
