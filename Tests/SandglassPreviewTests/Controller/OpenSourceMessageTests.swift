import XCTest
@testable import SandglassPreview

/// E with nothing to open says why, for what is selected.
final class OpenSourceMessageTests: XCTestCase {
    func testTheReasonFitsTheSelection() {
        XCTAssertEqual(PreviewWindowLoop.nothingToOpen(selected: false, animations: 0),
                       "nothing to open: select a layer or a track first (I, then click)")
        XCTAssertEqual(PreviewWindowLoop.nothingToOpen(selected: true, animations: 0),
                       "nothing to open: the selected layer has no animations",
                       "not a word about UIView.animate when there is no animation at all")
        XCTAssertEqual(PreviewWindowLoop.nothingToOpen(selected: true, animations: 2),
                       "nothing to open: the selected layer's animations were not added by code of the scene (UIView.animate, an implicit animation)")
    }
}
