import Foundation
import SandglassHeadless

/// Where the panels and the scene's viewport go in the window, in window points (y down).
///
/// The panels are docked around the viewport and never overlap it: a toolbar along the top, the params
/// column on the right (when the params panel or the key help is shown), the timeline and the messages
/// strip along the bottom. Nothing that comes and goes moves the scene: with its tracks shown the
/// timeline is `visibleTrackRows` rows taller whatever their number (more scroll; 40 % of the window at
/// most), and the messages strip is `messageLines` lines high whatever the messages (more scroll).
/// With the panels hidden the viewport is the whole window.
package struct PanelLayout: Equatable, Sendable {
    package var toolbar: CGRect = .zero
    package var column: CGRect = .zero
    package var timeline: CGRect = .zero
    package var messages: CGRect = .zero
    package var viewport: CGRect
    /// Track rows the timeline shows without scrolling.
    package static let visibleTrackRows = 8
    /// Lines of messages the strip shows without scrolling.
    package static let messageLines = 2

    /// The height of one track row (`sgui_track_row`) for a widget row of `rowHeight`, spacing included.
    /// Compact: a line of text and little more, so that many layers fit.
    package static func trackRowHeight(rowHeight: CGFloat) -> CGFloat { (rowHeight * 0.72).rounded(.up) + 1 }

    /// - Parameters:
    ///   - window: the window's size in points.
    ///   - rowHeight: the height of one row of widgets (font size and padding included).
    ///   - showsPanels: false hides every panel (H).
    ///   - showsColumn: the right column (params panel or key help) is shown.
    ///   - trackRows: the timeline's animation tracks (0: none shown).
    ///   - toolbarRows: the rows the toolbar's items wrap onto (`ToolbarFlow`).
    package init(window: CGSize, rowHeight: CGFloat, showsPanels: Bool, showsColumn: Bool, trackRows: Int = 0, toolbarRows: Int = 1) {
        let w = max(0, window.width), h = max(0, window.height)
        guard showsPanels else {
            viewport = CGRect(x: 0, y: 0, width: w, height: h)
            return
        }
        // Panels take at most their share of the window, so a small window keeps a viewport.
        let toolbarRowCount = CGFloat(max(1, toolbarRows))
        let toolbarHeight = min(toolbarRowCount * rowHeight + (toolbarRowCount - 1) * (rowHeight * 0.2).rounded(.up) + 8, h * 0.3)
        let rows = trackRows > 0 ? Self.visibleTrackRows : 0
        let tracksHeight = rows > 0 ? CGFloat(rows) * Self.trackRowHeight(rowHeight: rowHeight) + 4 : 0
        let timelineHeight = min(rowHeight * 2.6 + 8 + tracksHeight, h * (rows > 0 ? 0.4 : 0.3))
        let messagesStrip = min(CGFloat(Self.messageLines) * rowHeight * 0.8 + 8, h * 0.25)
        let columnWidth = showsColumn ? min(max(300, rowHeight * 17), w * 0.45) : 0
        toolbar = CGRect(x: 0, y: 0, width: w, height: toolbarHeight)
        let bottom = h - timelineHeight - messagesStrip
        timeline = CGRect(x: 0, y: bottom, width: w, height: timelineHeight)
        messages = CGRect(x: 0, y: bottom + timelineHeight, width: w, height: messagesStrip)
        column = CGRect(x: w - columnWidth, y: toolbarHeight, width: columnWidth, height: max(0, bottom - toolbarHeight))
        viewport = CGRect(x: 0, y: toolbarHeight, width: max(0, w - columnWidth), height: max(0, bottom - toolbarHeight))
    }

    /// The panel rectangles that are shown (non-empty).
    package var panels: [CGRect] { [toolbar, column, timeline, messages].filter { $0.width > 0 && $0.height > 0 } }
}
