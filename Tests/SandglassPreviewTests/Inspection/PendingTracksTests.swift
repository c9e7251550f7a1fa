import Sandglass
import XCTest
@testable import SandglassHeadless
@testable import SandglassPreview

/// A scrub back replays the scene from 0, so the animations it adds later are not in the history yet:
/// their rows stay, empty and in their places, so that no row moves and the timeline keeps its size.
final class PendingTracksTests: XCTestCase {
    private func fade(duration: Double) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        (a.fromValue, a.toValue, a.duration) = (0.0, 1.0, duration)
        return a
    }

    /// A root with layers `card` and `dot`; `card` holds "x" (and "y" when `later`), `dot` holds "m".
    private func scene(later: Bool) -> CALayer {
        let root = CALayer(), card = CALayer(), dot = CALayer()
        (card.name, dot.name) = ("card", "dot")
        root.addSublayer(card)
        root.addSublayer(dot)
        card.add(fade(duration: 1), forKey: "x")
        dot.add(fade(duration: 1), forKey: "m")
        if later { card.add(fade(duration: 3), forKey: "y") }
        return root
    }

    func testRowsAddedLaterStayAsEmptyRowsInTheirPlacesAfterAScrubBack() {
        // The first play: "x" and "m" at 0, "y" added at 2 s.
        var history = AnimationHistory()
        let first = scene(later: false)
        history.observe(first)
        let atStart = TrackList(history: history, playhead: 0)
        first.sublayers![0].add(fade(duration: 3), forKey: "y")
        history.observe(first)
        let played = TrackList(history: history, playhead: 2, keeping: atStart)
        XCTAssertEqual(played.shown.map(\.label), ["card  x  opacity", "card  y  opacity", "dot  m  opacity"])
        XCTAssertEqual(played.rows.filter { $0.kind != .layer }.map(\.seenAt), [0, 2, 0])
        XCTAssertNil(played.earliestPending)

        // Scrubbed back to 1 s: the replay's new tree has not added "y" yet.
        var replay = AnimationHistory()
        let root = scene(later: false)
        replay.observe(root)
        let back = TrackList(history: replay, playhead: 1, keeping: played)
        XCTAssertEqual(back.shown.map(\.label), played.shown.map(\.label), "the same rows, in the same order")
        XCTAssertEqual(back.shown.map(\.track.isPending), [false, true, false])
        let pending = back.shown[1].track
        XCTAssertEqual(pending.key, "y")
        XCTAssertEqual(pending.seenAt, 2)
        XCTAssertEqual([pending.begin, pending.end, pending.pass], [0, 0, 0], "no extents")
        XCTAssertEqual(back.earliestPending, 2)

        // Played on past 2 s: "y" is added again and is an ordinary row.
        root.sublayers![0].add(fade(duration: 3), forKey: "y")
        replay.observe(root)
        let again = TrackList(history: replay, playhead: 2, keeping: back)
        XCTAssertEqual(again.shown.map(\.track.isPending), [false, false, false])
        XCTAssertEqual(again.rows.first { $0.key == "y" }?.end, 3, "its own extents again (3 s long)")
    }

    func testAPendingRowTheScenePassesWithoutAddingIsDropped() {
        var history = AnimationHistory()
        history.observe(scene(later: true))
        let played = TrackList(history: history, playhead: 2)
        // An edit removed "y" and the scene was rebuilt: seen again at 1 s it is pending, at 3 s it is gone.
        var edited = AnimationHistory()
        edited.observe(scene(later: false))
        let before = TrackList(history: edited, playhead: 1, keeping: played)
        XCTAssertEqual(before.shown.count, 3)
        let after = TrackList(history: edited, playhead: 3, keeping: before)
        XCTAssertEqual(after.shown.map(\.label), ["card  x  opacity", "dot  m  opacity"])
        XCTAssertNil(after.earliestPending)
    }

    func testAWholeLayerAddedLaterKeepsItsNameAndPlace() {
        // First seen at 1 s (the scene adds both at 1 s), replayed to 0.5 s: both rows pending, in order.
        var history = AnimationHistory()
        history.observe(scene(later: false))
        let played = TrackList(history: history, playhead: 1)
        var replay = AnimationHistory()
        replay.observe(CALayer())
        let back = TrackList(history: replay, playhead: 0.5, keeping: played)
        XCTAssertEqual(back.shown.map(\.label), ["card  x  opacity", "dot  m  opacity"])
        XCTAssertEqual(back.shown.map(\.track.isPending), [true, true])
        XCTAssertEqual(back.shown.map(\.detail), played.shown.map(\.detail), "their layers' names kept")
        // First seen at 0 and missing at 0.5 s: no longer in the scene.
        XCTAssertTrue(TrackList(history: replay, playhead: 0.5, keeping: TrackList(history: history, playhead: 0)).shown.isEmpty)
    }
}
