import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// A scroll view that records what its delegate hears (its own delegate, so the test holds nothing).
private final class RecordingScrollView: UIScrollView, UIScrollViewDelegate, @unchecked Sendable {
    var events: [String] = []
    var snapTo: CGPoint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }
    required init?(coder: NSCoder) { nil }

    /// The events with each run of `didScroll` counted once.
    var story: [String] { events.reduce(into: []) { if $0.last != $1 || $1 != "didScroll" { $0.append($1) } } }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        if let snapTo { targetContentOffset.pointee = snapTo }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
}

/// iOS's scroll physics, exact: rubber-banding, deceleration, the spring back, paging, animated offsets.
final class UIScrollViewTests: XCTestCase {
    /// A 200 x 400 scroll view over 200 x 1200 of content (or `content`), filling the scene.
    private func scene(content: CGSize = CGSize(width: 200, height: 1200), paging: Bool = false,
                       snapTo: CGPoint? = nil, at work: (time: Double, offset: CGPoint)? = nil) -> SceneDescriptor {
        SceneDescriptor(name: "scroll", size: CGSize(width: 200, height: 400)) { () -> UIView in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            let scroll = RecordingScrollView(frame: root.bounds)
            scroll.contentSize = content
            scroll.isPagingEnabled = paging
            scroll.snapTo = snapTo
            root.addSubview(scroll)
            if let work {
                DispatchQueue.main.asyncAfter(deadline: .now() + work.time) { scroll.setContentOffset(work.offset, animated: true) }
            }
            return root
        }
    }

    private func scrollView(_ runner: SceneRunner) -> RecordingScrollView {
        (runner.scene.rootLayer.delegate as! UIView).subviews[0] as! RecordingScrollView
    }

    /// Down at 300, up at 100, over half a second: the pan begins at the second move (13.3 pt, past its
    /// 10 pt), and the content follows the finger from there, then flies on at the finger's 400 pt/s.
    private let flingUp = TouchSample.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), start: 0.5, end: 1)
    private let draggedDistance: CGFloat = 200 - CGFloat(200.0 / 30 * 2)

    func testTheRubberBandIsIOSFormula() {
        let formula: CGFloat = (1 - 1 / (100 * 0.55 / 400 + 1)) * 400
        XCTAssertEqual(ScrollPhysics.rubberBand(100, dimension: 400), formula, accuracy: 1e-12)
        XCTAssertEqual(ScrollPhysics.rubberBand(100, dimension: 400), 48.351648, accuracy: 1e-6)
        XCTAssertEqual(ScrollPhysics.rubberBand(-100, dimension: 400), -48.351648, accuracy: 1e-6)
        XCTAssertEqual(ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998), 499.5, accuracy: 0.01)
    }

    func testAFlingFollowsTheFingerThenDeceleratesAtTheNormalRate() {
        let runner = SceneRunner(scene(), context: NonRenderingSceneContext())
        runner.setTouches(flingUp)
        runner.seek(to: 1)
        let scroll = scrollView(runner)
        XCTAssertEqual(scroll.contentOffset.y, draggedDistance, accuracy: 1e-9)
        XCTAssertTrue(scroll.isDecelerating)
        runner.seek(to: 6)
        let travel = 400 / (1000 * -log(0.998))
        XCTAssertEqual(scroll.contentOffset.y, draggedDistance + travel, accuracy: 1e-3)
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(scroll.story, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                      "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    func testAFastRateStopsSooner() {
        let runner = SceneRunner(scene(), context: NonRenderingSceneContext())
        runner.setTouches(flingUp)
        runner.seek(to: 0.75)
        scrollView(runner).decelerationRate = .fast
        runner.seek(to: 6)
        XCTAssertEqual(scrollView(runner).contentOffset.y, draggedDistance + 400 / (1000 * -log(0.99)), accuracy: 1e-3)
    }

    func testDraggedPastTheTopItRubberBandsThenSpringsBack() {
        let runner = SceneRunner(scene(), context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), start: 0.5, end: 1))
        runner.seek(to: 1)
        let scroll = scrollView(runner)
        XCTAssertEqual(scroll.contentOffset.y, -ScrollPhysics.rubberBand(draggedDistance, dimension: 400), accuracy: 1e-9)
        runner.seek(to: 4)
        XCTAssertEqual(scroll.contentOffset.y, 0)
        XCTAssertEqual(scroll.story.last, "didEndDecelerating")
    }

    func testFlungPastTheBottomItStopsAtTheEdgeAfterBouncing() {
        let runner = SceneRunner(scene(content: CGSize(width: 200, height: 500)), context: NonRenderingSceneContext())
        runner.setTouches(flingUp)
        var deepest: CGFloat = 0
        for frame in 60...240 {
            runner.seek(to: Double(frame) / 60)
            deepest = max(deepest, scrollView(runner).contentOffset.y)
        }
        XCTAssertGreaterThan(deepest, 100, "past the last offset (100), then back")
        XCTAssertEqual(scrollView(runner).contentOffset.y, 100)
    }

    func testTheDelegateMayMoveTheTarget() {
        let runner = SceneRunner(scene(snapTo: CGPoint(x: 0, y: 300)), context: NonRenderingSceneContext())
        runner.setTouches(flingUp)
        runner.seek(to: 1 + ScrollPhysics.settleDuration / 2)
        XCTAssertEqual(scrollView(runner).contentOffset.y, draggedDistance + (300 - draggedDistance) / 2, accuracy: 1.5,
                       "half way at half the time (eased)")
        runner.seek(to: 3)
        XCTAssertEqual(scrollView(runner).contentOffset.y, 300)
    }

    func testAPagingFlingTurnsOnePage() {
        let runner = SceneRunner(scene(content: CGSize(width: 600, height: 400), paging: true), context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 90, y: 200), start: 0.5, end: 0.7))
        runner.seek(to: 3)
        XCTAssertEqual(scrollView(runner).contentOffset, CGPoint(x: 200, y: 0))
    }

    func testSetContentOffsetAnimatedEasesInThreeTenthsOfASecond() {
        let runner = SceneRunner(scene(at: (1, CGPoint(x: 0, y: 200))), context: NonRenderingSceneContext())
        runner.seek(to: 1.15)
        XCTAssertEqual(scrollView(runner).contentOffset.y, 100, accuracy: 1e-6, "half way at half the time")
        runner.seek(to: 2)
        XCTAssertEqual(scrollView(runner).contentOffset.y, 200)
        XCTAssertEqual(scrollView(runner).story, ["didScroll", "didEndScrollingAnimation"])
    }

    func testASeekShowsWhatPlayingShows() {
        let played = SceneRunner(scene(), context: NonRenderingSceneContext())
        played.setTouches(flingUp)
        for frame in 1...100 { played.seek(to: Double(frame) / 60) }
        let seeked = SceneRunner(scene(), context: NonRenderingSceneContext())
        seeked.setTouches(flingUp)
        seeked.seek(to: 100.0 / 60)
        XCTAssertEqual(scrollView(played).contentOffset, scrollView(seeked).contentOffset)
    }
}
