import Foundation
import Sandglass
import XCTest

/// `UITraitCollection.current` is per thread: `performAsCurrent` sets it for its actions, nested calls
/// put the outer one back in order, a set lasts until changed, and another thread keeps its own (the
/// screen's until set there).
final class TraitCollectionCurrentTests: XCTestCase {
    func testPerformAsCurrentNestsRestoresAndIsPerThread() {
        let before = UITraitCollection.current
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        dark.performAsCurrent {
            XCTAssertTrue(UITraitCollection.current === dark)
            light.performAsCurrent { XCTAssertTrue(UITraitCollection.current === light) }
            XCTAssertTrue(UITraitCollection.current === dark, "the outer one is back")
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var elsewhere: (first: UITraitCollection?, set: UITraitCollection?)
            Thread {
                elsewhere.first = UITraitCollection.current
                UITraitCollection.current = light
                elsewhere.set = UITraitCollection.current
                done.signal()
            }.start()
            done.wait()
            XCTAssertTrue(elsewhere.first?.isEqual(UIScreen.main.traitCollection) == true, "another thread starts with the screen's")
            XCTAssertTrue(elsewhere.set === light)
            XCTAssertTrue(UITraitCollection.current === dark, "that thread's set is its own")
        }
        XCTAssertTrue(UITraitCollection.current === before)
    }
}
