import Sandglass
import XCTest

final class EditDistanceTests: XCTestCase {
    func testDistances() {
        XCTAssertEqual(EditDistance.between("", "abc"), 3)
        XCTAssertEqual(EditDistance.between("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.between("sandFall5", "sandFall05"), 1)
        XCTAssertEqual(EditDistance.between("same", "same"), 0)
    }
}
