import Foundation
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class PanelLayoutTests: XCTestCase {
    func testPanelsNeverOverlapTheViewportAndCoverTheWindow() {
        for size in [CGSize(width: 960, height: 600), CGSize(width: 320, height: 200), CGSize(width: 2560, height: 1440)] {
            for column in [false, true] {
                for tracks in [0, 3, 2000] {
                    let layout = PanelLayout(window: size, rowHeight: 26, showsPanels: true, showsColumn: column,
                                             trackRows: tracks)
                    XCTAssertGreaterThan(layout.viewport.width, 0, "\(size) \(column) \(tracks)")
                    XCTAssertGreaterThan(layout.viewport.height, 0, "\(size) \(column) \(tracks)")
                    for panel in layout.panels {
                        XCTAssertTrue(panel.intersection(layout.viewport).isEmpty || panel.intersection(layout.viewport).isNull,
                                      "\(panel) overlaps \(layout.viewport)")
                    }
                    let area = layout.panels.reduce(layout.viewport.width * layout.viewport.height) { $0 + $1.width * $1.height }
                    XCTAssertEqual(area, size.width * size.height, accuracy: 1, "the panels and the viewport tile the window")
                    XCTAssertEqual(layout.column.width > 0, column)
                }
            }
        }
    }

    func testHiddenPanelsLeaveTheWholeWindowToTheScene() {
        let layout = PanelLayout(window: CGSize(width: 800, height: 500), rowHeight: 26, showsPanels: false,
                                 showsColumn: true)
        XCTAssertEqual(layout.viewport, CGRect(x: 0, y: 0, width: 800, height: 500))
        XCTAssertEqual(layout.panels, [])
    }

    func testTheMessagesStripIsTwoLinesWhateverTheMessages() {
        let layout = PanelLayout(window: CGSize(width: 960, height: 600), rowHeight: 26, showsPanels: true, showsColumn: false)
        XCTAssertEqual(layout.messages.height, 2 * 26 * 0.8 + 8)
    }
}

final class PanelLayoutTrackTests: XCTestCase {
    func testShownTracksTakeEightRowsWhateverTheirNumberAndNeverCoverTheViewport() {
        func layout(_ size: CGSize, _ rows: Int) -> PanelLayout {
            PanelLayout(window: size, rowHeight: 20, showsPanels: true, showsColumn: true, trackRows: rows)
        }
        let big = CGSize(width: 1280, height: 1000)
        let base: CGFloat = 20 * 2.6 + 8
        XCTAssertEqual(layout(big, 0).timeline.height, base)
        let eight: CGFloat = base + 8 * 16 + 4
        XCTAssertEqual(layout(big, 3).timeline.height, eight, "15 points a row and 1 between")
        XCTAssertEqual(layout(big, 1).viewport, layout(big, 2).viewport, "a track added does not move the scene")
        XCTAssertEqual(layout(big, 10).timeline.height, layout(big, 500).timeline.height, "more rows scroll")
        XCTAssertEqual(layout(big, 3).viewport.maxY, layout(big, 3).timeline.minY)
        for size in [CGSize(width: 320, height: 200), CGSize(width: 960, height: 600), big] {
            for rows in [0, 1, 50] {
                let l = layout(size, rows)
                XCTAssertGreaterThan(l.viewport.height, 0)
                XCTAssertLessThanOrEqual(l.timeline.height, size.height * 0.4)
                for panel in l.panels { XCTAssertTrue(panel.intersection(l.viewport).isEmpty || panel.intersection(l.viewport).isNull) }
                let area = l.panels.reduce(l.viewport.width * l.viewport.height) { $0 + $1.width * $1.height }
                XCTAssertEqual(area, size.width * size.height, accuracy: 1)
            }
        }
    }
}
