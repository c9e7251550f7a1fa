import XCTest
@testable import SandglassPreview

/// The toolbar wraps instead of running off the window: every item stays reachable.
final class ToolbarFlowTests: XCTestCase {
    func testItemsThatDoNotFitStartTheNextRow() {
        // 40 + 8 + 60 + 8 + 50 = 166 fits 170; the next 30 does not (174): a second row.
        let flow = ToolbarFlow(widths: [40, 60, 50, 30, 100, 200], spacing: 8, available: 170)
        XCTAssertEqual(flow.rowStarts, [0, 3, 5], "an item wider than a row has a row of its own")
        XCTAssertEqual(flow.rows, 3)
        XCTAssertTrue(flow.startsRow(3))
        XCTAssertFalse(flow.startsRow(4))
        XCTAssertEqual(ToolbarFlow(widths: [40, 60, 50], spacing: 8, available: 166).rows, 1, "exactly full")
    }

    func testAWrappedToolbarGrowsThePanelAndTheViewportStartsBelowIt() {
        let one = PanelLayout(window: CGSize(width: 960, height: 600), rowHeight: 20, showsPanels: true, showsColumn: false)
        let three = PanelLayout(window: CGSize(width: 960, height: 600), rowHeight: 20, showsPanels: true, showsColumn: false,
                                toolbarRows: 3)
        XCTAssertEqual(one.toolbar.height, 28)
        XCTAssertEqual(three.toolbar.height, 3 * 20 + 2 * 4 + 8)
        XCTAssertEqual(three.viewport.minY, three.toolbar.maxY)
    }
}

/// Undo and Redo are on the toolbar from the start, dimmed until there is something to undo or redo:
/// the first edit never adds items, so the toolbar never rewraps and moves the scene.
final class ToolbarUndoTests: XCTestCase {
    func testUndoAndRedoKeepTheirPlaceDisabledUntilThereIsAnEdit() {
        let controller = PreviewController(sceneIndex: 0, sceneCount: 1)
        func toolbar(undo: Bool, redo: Bool) -> ToolbarPanel {
            ToolbarPanel(controller: controller, sceneName: "pulse", canUndo: undo, canRedo: redo, isComparingParams: false,
                         isShowingVariants: false, offersVariants: false)
        }
        let fresh = toolbar(undo: false, redo: false).items, edited = toolbar(undo: true, redo: false).items
        XCTAssertEqual(fresh.map(\.label), edited.map(\.label), "the same items before and after an edit")
        XCTAssertEqual(fresh.suffix(2).map(\.label), ["Undo", "Redo"])
        XCTAssertEqual(fresh.suffix(2).map(\.enabled), [false, false])
        XCTAssertEqual(edited.suffix(2).map(\.enabled), [true, false])
    }

    func testALongSceneNameIsElidedInTheMiddle() {
        XCTAssertEqual(ToolbarPanel.elided("scoregauge", keeping: 18), "scoregauge")
        XCTAssertEqual(ToolbarPanel.elided("Eased keyframes and more", keeping: 18), "Eased ke...nd more")
        XCTAssertEqual(ToolbarPanel.elided("Eased keyframes and more", keeping: 18).count, 18)
    }
}
