import XCTest
@testable import Sandglass

final class MediaClockTests: XCTestCase {
    func testManualClockDrivesCACurrentMediaTime() {
        let c = useClock(3)
        XCTAssertEqual(CACurrentMediaTime(), 3)
        c.advance(by: 0.5)
        XCTAssertEqual(CACurrentMediaTime(), 3.5)
        c.now = 10
        XCTAssertEqual(CACurrentMediaTime(), 10)
    }

    func testSystemClockPausesAndSeeks() {
        let s = SystemMediaClock(startingAt: 5)
        XCTAssertGreaterThanOrEqual(s.now, 5)
        s.isPaused = true
        let t = s.now
        usleep(2000)
        XCTAssertEqual(s.now, t)
        s.seek(to: 1)
        XCTAssertEqual(s.now, 1)
        s.isPaused = false
        usleep(2000)
        XCTAssertGreaterThan(s.now, 1)
    }
}
