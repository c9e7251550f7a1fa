import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// A layer with thousands of animations keeps the semantics of one: keys replace, automatic keys are
/// free ones, animations that end together all leave and each stops once.
final class ManyAnimationsTests: XCTestCase {
    private func fade(_ duration: CFTimeInterval) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1; a.toValue = 0; a.duration = duration
        return a
    }

    func testTwentyThousandKeysReplaceAndAutomaticKeysAreFree() {
        let l = CALayer()
        for i in 0..<20_000 { l.add(fade(1), forKey: "a\(i)") }
        XCTAssertEqual(l.animationKeys()?.count, 20_000)
        l.add(fade(3), forKey: "a7")
        XCTAssertEqual(l.animationKeys()?.count, 20_000, "the same key replaces")
        XCTAssertEqual(l.animation(forKey: "a7")?.duration, 3)
        XCTAssertEqual(l.animationKeys()?.last, "a7", "a replaced animation goes last, as added")
        l.add(fade(1), forKey: "animation-20000")
        l.add(fade(2), forKey: nil)
        XCTAssertEqual(l.animationKeys()?.last, "animation-20001", "the next free automatic key")
    }

    func testAnimationsEndingTogetherAllLeaveAndEachStopsOnce() {
        let l = CALayer()
        var stops = 0
        for i in 0..<5_000 {
            let a = fade(1)
            a.completion = { finished in if finished { stops += 1 } }
            l.add(a, forKey: "a\(i)")
        }
        let keep = fade(1)
        keep.isRemovedOnCompletion = false
        l.add(keep, forKey: "kept")
        l.advance(to: 0.5)
        XCTAssertEqual(stops, 0)
        l.advance(to: 1.5)
        XCTAssertEqual(stops, 5_000)
        XCTAssertEqual(l.animationKeys(), ["kept"])
        l.advance(to: 2.5)
        XCTAssertEqual(stops, 5_000, "never twice")
    }
}
