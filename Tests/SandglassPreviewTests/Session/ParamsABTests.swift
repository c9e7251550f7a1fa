import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class ParamsABTests: XCTestCase {
    private let parameters = SceneParameters(scene: "ab", [
        .number("duration", 1, in: 0.1...10, unit: "s", help: "a"),
        .number("delay", 0, in: 0...10, unit: "s", help: "b"),
        .number("gap", 2, in: 0...10, unit: "s", help: "c"),
        .number("size", 3, in: 0...10, unit: "s", help: "d"),
    ])

    func testFreezesAAndNamesWhatBChanged() {
        var ab = ParamsAB()
        var b = ParameterValues(parameters: parameters)
        XCTAssertFalse(ab.isOn)
        ab.toggle(current: b)
        XCTAssertEqual(ab.frozen, b)
        XCTAssertEqual(ab.captions(current: b).b, "B: same as A")
        b.set("delay", to: .number(2))
        XCTAssertEqual(ab.frozen?["delay"], .number(0), "A stays as it was frozen")
        XCTAssertEqual(ab.captions(current: b).a, "A: delay 0 s")
        XCTAssertEqual(ab.captions(current: b).b, "B: delay 2 s")
        for name in ["duration", "gap", "size"] { b.set(name, to: .number(5)) }
        b.set("duration", to: .number(1.25))
        XCTAssertEqual(ab.captions(current: b).a, "A: duration 1 s, delay 0 s, gap 2 s +1")
        XCTAssertEqual(ab.captions(current: b).b, "B: duration 1.25 s, delay 2 s, gap 5 s +1")
        ab.toggle(current: b)
        XCTAssertFalse(ab.isOn)
    }

    func testARebuiltSceneKeepsAOnlyWhileItDeclaresTheSameParameters() {
        var ab = ParamsAB()
        ab.toggle(current: ParameterValues(parameters: parameters))
        XCTAssertTrue(ab.keep(for: parameters))
        XCTAssertFalse(ab.keep(for: SceneParameters(scene: "ab", [.number("duration", 1, in: 0.1...10, unit: "s", help: "a")])))
        XCTAssertFalse(ab.isOn)
    }
}
