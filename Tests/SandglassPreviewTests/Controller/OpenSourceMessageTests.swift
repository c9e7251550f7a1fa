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

/// A literal written by an undo says where it wrote, not how a drag that never happened rebuilt the scene.
final class LiteralWrittenMessageTests: XCTestCase {
    func testOnlyADragReportsItsRebuildTimes() {
        XCTAssertEqual(SceneSession.literalWritten("duration", file: "Spin.swift", line: 12, dragSteps: []),
                       "duration written to Spin.swift:12")
        XCTAssertEqual(SceneSession.literalWritten("", file: "Spin.swift", line: 12, dragSteps: [2, 4, 3]),
                       "the literal written to Spin.swift:12; each drag step rebuilt the scene in 3.0 ms (median)")
    }
}
