import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class TrackListTests: XCTestCase {
    private func fade(_ keyPath: String = "opacity", begin: Double, duration: Double) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = 0.0
        a.toValue = 1.0
        a.beginTime = begin
        a.duration = duration
        return a
    }

    /// The tracks of the animations under `root` now (what the window loop sees at one frame step).
    private func tracks(_ root: CALayer) -> TrackList {
        var history = AnimationHistory()
        history.observe(root)
        return TrackList(history: history)
    }

    func testRowsAreGroupedByLayerInTreeOrderWithExactExtents() {
        let root = CALayer(), card = CALayer(), dot = CALayer()
        card.name = "card"
        root.addSublayer(card)
        root.addSublayer(dot)
        let move = fade("position.x", begin: 1, duration: 2)
        move.repeatCount = 3
        move.autoreverses = true
        card.add(move, forKey: "move")
        let pulse = fade(begin: 0.5, duration: 0.25)
        pulse.repeatDuration = 2
        dot.add(pulse, forKey: "pulse")
        let list = tracks(root)
        XCTAssertEqual(list.rows.map(\.extents), [
            AnimationTrack(kind: .layer, label: "root/card", depth: 0, layer: LayerPath([0])),
            AnimationTrack(kind: .animation, label: "move  position.x", depth: 0, layer: LayerPath([0]),
                           keyPath: "position.x", begin: 1,
                           end: 13, pass: 2, autoreverses: true),  // 3 cycles of 2 passes of 2 s
            AnimationTrack(kind: .layer, label: "root/CALayer 1", depth: 0, layer: LayerPath([1])),
            AnimationTrack(kind: .animation, label: "pulse  opacity", depth: 0, layer: LayerPath([1]),
                           keyPath: "opacity", begin: 0.5,
                           end: 2.5, pass: 0.25),
        ])
        XCTAssertEqual(list.latestEnd, 13)
    }

    func testFillModesExtendBeforeAndAfterAndEndlessRepeatsHaveNoEnd() {
        let root = CALayer()
        let held = fade(begin: 2, duration: 1)
        held.fillMode = .both
        held.isRemovedOnCompletion = false
        root.add(held, forKey: "held")
        let removed = fade(begin: 3, duration: 1)
        removed.fillMode = .forwards  // removed on completion: nothing to hold
        root.add(removed, forKey: "removed")
        let spin = fade("transform.rotation.z", begin: 0.25, duration: 0.5)
        spin.repeatCount = .infinity
        root.add(spin, forKey: "spin")
        let rows = tracks(root).rows
        XCTAssertEqual(rows.count, 4)
        XCTAssertEqual(rows[1].backwardsFrom, 0)
        XCTAssertEqual(rows[1].forwardsTo, .infinity)
        XCTAssertEqual(rows[1].end, 3)
        XCTAssertNil(rows[2].backwardsFrom)
        XCTAssertNil(rows[2].forwardsTo)
        XCTAssertEqual(rows[3].end, .infinity)
        XCTAssertEqual(rows[3].pass, 0.5)
        XCTAssertEqual(tracks(root).latestEnd, 4, "endless ones do not count")
    }

    func testAGroupsAnimationsNestInItsFirstPassAndLayerTimingMapsToSceneTime() {
        let root = CALayer(), slow = CALayer()
        slow.speed = 0.5  // its local time runs at half the scene's
        root.addSublayer(slow)
        let group = CAAnimationGroup()
        group.beginTime = 1
        group.duration = 4
        group.repeatCount = 2
        let a = fade(begin: 1, duration: 2)
        a.fillMode = .both
        let b = fade("position.y", begin: 3, duration: 5)  // cut at the group's end
        group.animations = [a, b]
        slow.add(group, forKey: "intro")
        let rows = tracks(root).rows
        XCTAssertEqual(rows.map(\.depth), [0, 0, 1, 1])
        XCTAssertEqual(rows[1].extents, AnimationTrack(kind: .group, label: "intro  group", depth: 0, layer: LayerPath([0]),
                                               begin: 2, end: 18, pass: 8))
        // Group time 1...3 is layer time 2...4, scene time 4...8; the fills reach the pass's ends (2 and 10).
        XCTAssertEqual(rows[2].extents, AnimationTrack(kind: .animation, label: "0  opacity", depth: 1, layer: LayerPath([0]),
                                               keyPath: "opacity",
                                               begin: 4, end: 8, pass: 4, backwardsFrom: 2, forwardsTo: 10))
        XCTAssertEqual(rows[1].parentSecondsPerSceneSecond, 0.5, "a drag of 1 scene second moves the begin time 0.5 s of the slow layer's")
        XCTAssertEqual(rows[2].parentSecondsPerSceneSecond, 0.5, "the group's time runs as its layer's")
        XCTAssertEqual(rows[3].begin, 8)
        XCTAssertEqual(rows[3].end, 10, "a group cuts its animations at its duration")
    }

    func testRowsStopAtTheMaximum() {
        let root = CALayer()
        for i in 0..<300 {
            let layer = CALayer()
            layer.add(fade(begin: 0, duration: 1), forKey: "f\(i)")
            root.addSublayer(layer)
        }
        let list = tracks(root)
        XCTAssertEqual(list.rows.count, TrackList.maximumRows)
        XCTAssertEqual(list.omitted, 200)
    }

    func testAFinishedAnimationKeepsItsRowAndTheLatestUnderAKeyIsShown() {
        // arscanning scrubbed back to 2 s listed only the scan-end group: the scanning phase had finished.
        let root = CALayer(), dot = CALayer()
        root.addSublayer(dot)
        var history = AnimationHistory()
        dot.add(fade(begin: 0, duration: 1), forKey: "scan")
        history.observe(root)
        dot.removeAnimation(forKey: "scan")
        dot.add(fade("position.x", begin: 1, duration: 2), forKey: "end")
        history.observe(root)
        dot.add(fade("position.x", begin: 3, duration: 2), forKey: "end")  // chained again under its key
        history.observe(root)
        XCTAssertEqual(TrackList(history: history).rows.map(\.extents), [
            AnimationTrack(kind: .layer, label: "root/CALayer 0", depth: 0, layer: LayerPath([0])),
            AnimationTrack(kind: .animation, label: "scan  opacity", depth: 0, layer: LayerPath([0]),
                           keyPath: "opacity", begin: 0, end: 1, pass: 1),
            AnimationTrack(kind: .animation, label: "end  position.x", depth: 0, layer: LayerPath([0]),
                           keyPath: "position.x", begin: 3, end: 5, pass: 2),
        ])
    }

    func testANewRootStartsTheHistoryOver() {
        // A scrub back or an edit rebuilds the scene: its tracks are those of the replay, not the old tree's.
        let old = CALayer(), new = CALayer()
        old.add(fade(begin: 0, duration: 1), forKey: "a")
        new.add(fade(begin: 0, duration: 2), forKey: "b")
        var history = AnimationHistory()
        history.observe(old)
        let before = history.generation
        history.observe(old)
        XCTAssertEqual(history.generation, before, "nothing new: the tracks are not rebuilt")
        history.observe(new)
        XCTAssertEqual(history.generation, before + 2, "started over, then b")
        XCTAssertEqual(TrackList(history: history).rows.map(\.label), ["root", "b  opacity"])
    }
}

/// What the timeline draws of the tracks: one compact row per animation, labelled by its layer, and
/// keyframe marks at the key times.
final class ShownTracksTests: XCTestCase {
    func testLayerHeadersAreNotRowsTheirNamesStartTheirAnimationsLabels() {
        let root = CALayer(), card = CALayer(), dot = CALayer()
        card.name = "card"
        root.addSublayer(card)
        root.addSublayer(dot)
        for (layer, key) in [(card, "position.x"), (card, "fade"), (dot, "opacity")] {
            let a = CABasicAnimation(keyPath: key == "fade" ? "opacity" : key)
            a.fromValue = 0.0
            a.toValue = 1.0
            layer.add(a, forKey: key)
        }
        var history = AnimationHistory()
        history.observe(root)
        let list = TrackList(history: history)
        XCTAssertEqual(list.rows.count, 5, "two layer headers and three animations")
        XCTAssertEqual(list.shown.map(\.label), ["card  position.x", "card  fade  opacity", "CALayer 1  opacity"])
        XCTAssertEqual(list.shown.map(\.detail), ["root/card  position.x  position.x", "root/card  fade  opacity",
                                                  "root/CALayer 1  opacity  opacity"])
        // Compact rows: 15 pt for 19 pt widgets (were 17 pt), one per animation (a layer took two).
        XCTAssertEqual(PanelLayout.trackRowHeight(rowHeight: 19), 15)
    }

    func testAKeyframeAnimationsTrackMarksItsKeyTimesPassByPass() {
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        let keys = CAKeyframeAnimation(keyPath: "opacity")
        keys.values = [0.0, 1.0, 0.5, 1.0]
        keys.keyTimes = [0, 0.25, 0.5, 1]
        keys.beginTime = 1
        keys.duration = 2
        keys.repeatCount = 2
        keys.autoreverses = true
        layer.add(keys, forKey: "blink")
        var history = AnimationHistory()
        history.observe(root)
        let track = TrackList(history: history).shown[0].track
        XCTAssertEqual(track.keyTimes, [0, 0.25, 0.5, 1])
        // Passes of 2 s from 1 s: forwards 1...3, backwards 3...5 (keys met in reverse), forwards 5...7, ...
        XCTAssertEqual(track.markTimes(in: 0...6), [1, 1.5, 2, 3, 4, 4.5, 5, 5.5, 6])
        XCTAssertEqual(track.markTimes(in: 4.2...5.2), [4.5, 5])
        // Evenly spread values without keyTimes; none for a basic animation.
        keys.keyTimes = nil
        XCTAssertEqual(AnimationTrack.keyTimes(of: keys), [0, 1.0 / 3, 2.0 / 3, 1])
        XCTAssertEqual(AnimationTrack.keyTimes(of: CABasicAnimation(keyPath: "opacity")), [])
    }

    /// Each animation's row names its key and where the code added it (this file's line); a group's
    /// animations are the group's; an animation a UIView animation block added inside UIKit has none.
    func testRowsNameTheKeyAndTheLineThatAddedTheAnimation() {
        func fade(begin: Double, duration: Double) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "opacity")
            (a.fromValue, a.toValue, a.beginTime, a.duration) = (0.0, 1.0, begin, duration)
            return a
        }
        let root = CALayer(), dot = CALayer()
        root.addSublayer(dot)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSublayer(view.layer)
        let group = CAAnimationGroup()
        group.animations = [fade(begin: 0, duration: 1)]
        group.duration = 1
        let line = #line + 1
        dot.add(fade(begin: 0, duration: 1), forKey: "pulse")
        dot.add(group, forKey: "intro")
        CATransaction.performFrame(at: 0) { UIView.animate(withDuration: 1) { view.alpha = 0.5 } }
        var history = AnimationHistory()
        history.observe(root)
        let rows = TrackList(history: history).rows.filter { $0.kind != .layer }
        XCTAssertEqual(rows.map(\.key), ["pulse", "intro", "intro", "opacity"])
        XCTAssertEqual(rows.map { $0.source?.line }, [line, line + 1, line + 1, nil])
        XCTAssertEqual(rows.first?.source?.shortText, "TrackListTests.swift:\(line)")
        XCTAssertEqual(rows.first?.source?.filePath, #filePath)
    }
}

private extension AnimationTrack {
    /// The row without its key and source: its extents only, as the tests above compare them.
    var extents: AnimationTrack {
        var row = self
        (row.key, row.source, row.parentSecondsPerSceneSecond) = (nil, nil, 1)
        return row
    }
}
