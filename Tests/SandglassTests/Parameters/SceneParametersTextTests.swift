import Sandglass
import XCTest

final class SceneParametersTextTests: XCTestCase {
    func testDefaultsTextIsPrettyInDeclarationOrder() {
        XCTAssertEqual(Fixtures.sandclock.defaultsText(), """
            {
              "animationTime": 6.5,
              "animationTimeWithoutRotate": 6.1,
              "sandFall05": 0.5,
              "pileCurve": [0.8, 0, 1, 1],
              "grainCount": 40,
              "rotates": true,
              "easing": "easeInEaseOut",
              "pivot": [100, 100],
              "dashPattern": [3, 2],
              "sandColor": [0.9, 0.7, 0.3, 1]
            }

            """)
    }

    func testDefaultsTextRoundTrips() {
        XCTAssertEqual(Fixtures.sandclock.parse(Fixtures.sandclock.defaultsText(), file: Fixtures.file),
                       .success(Fixtures.sandclock.defaults))
    }

    func testChangedValuesRoundTrip() throws {
        var values = Fixtures.sandclock.defaults
        XCTAssertNil(values.set("sandFall05", to: .number(0.1 + 0.2)))
        XCTAssertNil(values.set("easing", to: .string("linear")))
        XCTAssertNil(values.set("dashPattern", to: .numbers([1e-5, 99.75])))
        XCTAssertEqual(try Fixtures.sandclock.parse(values.fileText(), file: Fixtures.file).get(), values)
    }

    func testDescribeText() {
        let scene = SceneParameters(scene: "sandclock", [
            .number("animationTime", 6.5, in: 0.5...60, unit: "s", help: "one full cycle"),
            .curve("pileCurve", BezierControlPoints(0.8, 0, 1, 1), help: "how the pile grows"),
            .bool("rotates", true, help: "turn over"),
            .string("easing", "linear", choices: ["linear", "easeIn"], help: "timing of the turn"),
        ])
        XCTAssertEqual(scene.describeText(), """
            sandclock: 4 parameters (assets/params/sandclock.json)
              animationTime  number  6.5 s           0.5...60 s           step 1 / 0.1      one full cycle
              pileCurve      curve   [0.8, 0, 1, 1]  x 0...1, y -1...2    step 0.05 / 0.01  how the pile grows
              rotates        bool    true            true/false                             turn over
              easing         string  "linear"        "linear" | "easeIn"                    timing of the turn

            """)
    }

    func testDerivedSteps() {
        XCTAssertEqual(ParameterStep(for: 0.05...5), ParameterStep(coarse: 0.1, fine: 0.01))
        XCTAssertEqual(ParameterStep(for: 0...360), ParameterStep(coarse: 10, fine: 1))
    }

    /// Regression: a hundredth of a span this small underflows, which made a step of 0 and trapped;
    /// a span that overflows made a step of infinity. Both are held to 10^±300.
    func testDerivedStepsOfExtremeRangesAreFinite() {
        XCTAssertEqual(ParameterStep(for: 0...1e-321), ParameterStep(coarse: 1e-300, fine: 1e-301))
        XCTAssertEqual(ParameterStep(for: 0...Double.leastNonzeroMagnitude), ParameterStep(coarse: 1e-300, fine: 1e-301))
        XCTAssertEqual(ParameterStep(for: -1e308...1e308), ParameterStep(coarse: 1e300, fine: 1e299))
        XCTAssertEqual(ParameterStep(for: 3...3), ParameterStep(coarse: 0.1, fine: 0.01))
    }
}
