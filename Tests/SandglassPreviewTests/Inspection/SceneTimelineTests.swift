import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class SceneTimelineTests: XCTestCase {
    private func animation(begin: Double, duration: Double, repeats: Float = 0, curve: CAMediaTimingFunction? = nil) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.beginTime = begin
        a.duration = duration
        a.repeatCount = repeats
        a.timingFunction = curve
        return a
    }

    func testLengthIsTheLatestFiniteEndOrThreeCyclesOfARepeatingOne() {
        let root = CALayer(), child = CALayer(), mask = CALayer()
        root.addSublayer(child)
        child.mask = mask
        var timeline = SceneTimeline(), history = AnimationHistory()
        func observe() { history.observe(root); timeline.observe(history) }
        observe()
        XCTAssertEqual(timeline.length, SceneTimeline.minimumLength, "no animation: the minimum")
        child.add(animation(begin: 2, duration: 4), forKey: "fade")
        observe()
        XCTAssertEqual(timeline.length, 6)
        mask.add(animation(begin: 1, duration: 3, repeats: .infinity), forKey: "spin")
        observe()
        XCTAssertEqual(timeline.length, 10, "1 + 3 cycles of 3 s")
        child.removeAllAnimations()
        mask.removeAllAnimations()
        observe()
        XCTAssertEqual(timeline.length, 10, "animations that ended were seen: the length never shrinks")
        history = AnimationHistory()
        observe()
        XCTAssertEqual(timeline.length, 10, "a replay from 0 (a scrub back) keeps it: no jump under the pointer")
    }

    func testAFarFiniteEndCountsAsRepeating() {
        // arscanning's turns repeat a million times: a 250 000 s timeline drew a tick per second until
        // the preview ran out of memory.
        let root = CALayer()
        root.add(animation(begin: 0, duration: 0.25, repeats: 1_000_000), forKey: "turn")
        var timeline = SceneTimeline(), history = AnimationHistory()
        history.observe(root)
        timeline.observe(history)
        XCTAssertEqual(timeline.length, 1, "3 cycles of 0.25 s, under the 1 s minimum")
    }

    func testALoopChainedThroughCompletionsKeepsTheLengthUntilExtended() {
        // A scene re-adding its animation each cycle spanned 0-325 s after five minutes.
        let root = CALayer()
        var timeline = SceneTimeline(), history = AnimationHistory()
        for cycle in 0..<100 {
            root.add(animation(begin: Double(cycle) * 2, duration: 2), forKey: "pulse")
            history.observe(root)
            timeline.observe(history)
        }
        XCTAssertEqual(timeline.length, 2)
        timeline.extend(to: 7.2)
        XCTAssertEqual(timeline.length, 8, "on request, to the whole second past the playhead")
        timeline.extend(to: 3)
        XCTAssertEqual(timeline.length, 8, "never shrinks")
    }

    func testTheCurvesPlayheadFollowsTheAnimationThatUsesIt() {
        let root = CALayer()
        let curve = CAMediaTimingFunction(controlPoints: 0.8, 0, 1, 1)
        root.add(animation(begin: 2, duration: 4, curve: curve), forKey: "pile")
        root.add(animation(begin: 0, duration: 1, curve: .easeIn), forKey: "other")
        let points = BezierControlPoints(0.8, 0, 1, 1)
        XCTAssertEqual(SceneTimeline.progress(of: points, under: root, at: 1), 0, "before it begins")
        XCTAssertEqual(try XCTUnwrap(SceneTimeline.progress(of: points, under: root, at: 3)), 0.25, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(SceneTimeline.progress(of: points, under: root, at: 5)), 0.75, accuracy: 1e-9,
                       "not a cycle of a guessed duration: scoregauge and thanos are not cycles")
        XCTAssertNil(SceneTimeline.progress(of: BezierControlPoints(0.1, 0.2, 0.3, 0.4), under: root, at: 3))
    }

    /// A bar dragged to a longer duration makes the scene longer; the axis holds its length until the
    /// button is up, so the bar under the pointer is not drawn at a new scale mid-drag.
    func testTheTimelineHoldsItsLengthWhileABarIsDragged() {
        let inspection = SceneInspection()
        let before = inspection.timelineLength(loop: nil)
        inspection.holdTimeline(at: before)
        inspection.extendTimeline(to: before + 7.5)
        XCTAssertEqual(inspection.timelineLength(loop: nil), before)
        XCTAssertEqual(inspection.timelineLength(loop: 0...(before + 20)), before, "a loop does not move it either")
        inspection.holdTimeline(at: nil)
        XCTAssertEqual(inspection.timelineLength(loop: nil), (before + 7.5).rounded(.up))
    }

    /// Released, the bar stays where the pointer left it: the axis keeps its length until the pointer
    /// leaves the timeline (before, it grew at the release and drew the bar back where it began).
    func testTheHeldLengthOutlastsTheDragUntilThePointerLeavesTheTimeline() {
        let inspection = SceneInspection()
        let before = inspection.timelineLength(loop: nil)
        inspection.holdTimeline(at: before)
        inspection.extendTimeline(to: before + 3)
        inspection.pointerMoved(overTimeline: false, dragging: true)
        XCTAssertEqual(inspection.timelineLength(loop: nil), before, "dragging off the timeline keeps it")
        inspection.pointerMoved(overTimeline: true, dragging: false)
        XCTAssertEqual(inspection.timelineLength(loop: nil), before, "released over the timeline: kept")
        inspection.pointerMoved(overTimeline: false, dragging: false)
        XCTAssertEqual(inspection.timelineLength(loop: nil), before + 3, "the pointer left: the axis follows the scene")
    }
}
