import Sandglass
import XCTest

/// A view whose display link counts its calls and keeps the last timestamp it was given, and whose
/// pan recognizer moves a marker by its translation.
private final class TickingBoard: UIView {
    let marker = CALayer()
    var ticks = 0
    var lastTimestamp: CFTimeInterval = -1
    var pans = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(marker)
        let link = CADisplayLink { [unowned self] link in
            self.ticks += 1
            self.lastTimestamp = link.timestamp
        }
        link.add(to: .main, forMode: .common)
        addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in
            self.pans += 1
            let t = pan.translation(in: self)
            CATransaction.setDisableActions(true)
            self.marker.position = CGPoint(x: t.x, y: t.y)
        })
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A drag over a million seconds is a stroke, not 60 million samples made up
/// front (5.2 GB); a seek far ahead with a display link running plays only the last `replaySpan`
/// seconds frame by frame and says so (a tap then `--time 1e6` ran for over a minute).
final class FarSeekTests: XCTestCase {
    private let scene = SceneDescriptor(name: "ticking", size: CGSize(width: 200, height: 200)) { TickingBoard(frame: .zero) }

    private func board(_ runner: SceneRunner) -> TickingBoard { runner.scene.rootLayer.delegate as! TickingBoard }

    /// The stroke's samples are made on demand and match the samples of the same drag made whole.
    func testAStrokeMakesTheSamplesOfTheDrag() {
        let stroke = TouchStroke(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: -60), start: 1, end: 1.5, finger: 2)
        XCTAssertEqual(stroke.sampleCount, 32)
        XCTAssertEqual(stroke.samples, TouchSample.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: -60), start: 1, end: 1.5, finger: 2))
        XCTAssertEqual(stroke.lastMove(atOrBefore: 1.25), 15)
        XCTAssertEqual(stroke.lastMove(atOrBefore: 0.5), 0)
        XCTAssertEqual(stroke.lastMove(atOrBefore: 9), 30)
        let long = TouchStroke(from: .zero, to: CGPoint(x: 100, y: 0), start: 0, end: 1e6)
        XCTAssertEqual(long.moveCount, 60_000_000, "counted, not made")
        XCTAssertEqual(long.sample(30_000_000).point, CGPoint(x: 50, y: 0))
    }

    /// A drag given as a stroke pans exactly as the same drag given as samples.
    func testAStrokePansAsItsSamplesDo() {
        let drag = (from: CGPoint(x: 60, y: 60), to: CGPoint(x: 90, y: 80))
        let samples = SceneRunner(scene, context: NonRenderingSceneContext())
        samples.setTouches(TouchSample.drag(from: drag.from, to: drag.to, start: 0.5, end: 1))
        let strokes = SceneRunner(scene, context: NonRenderingSceneContext())
        strokes.setTouches([], strokes: [TouchStroke(from: drag.from, to: drag.to, start: 0.5, end: 1)])
        for t in [0.75, 2, 0.8] {
            samples.seek(to: t)
            strokes.seek(to: t)
            XCTAssertEqual(board(strokes).marker.position, board(samples).marker.position, "at \(t) s")
            XCTAssertEqual(board(strokes).pans, board(samples).pans, "at \(t) s")
        }
        XCTAssertEqual(board(strokes).marker.position.x, 18, accuracy: 1e-9, "at 0.8 s: 18 of 30 moves")
        XCTAssertEqual(board(strokes).marker.position.y, 12, accuracy: 1e-9)
    }

    /// A display link running, a tap, then a seek to a million seconds: the last ten minutes are
    /// played frame by frame (36,001 calls), each span before them jumped over in one call (to the
    /// tap's down, to its up, to the window), the link's timestamp exact (the frame before the last,
    /// as on iOS), and the runner says which span it jumped.
    func testAFarSeekWithADisplayLinkPlaysOnlyItsLastSpanFrameByFrame() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        var capped: [(Double, Double)] = []
        runner.onReplayCapped = { capped.append(($0, $1)) }
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 50, y: 50), time: 0.5))
        runner.seek(to: 1e6)
        let b = board(runner)
        XCTAssertEqual(b.lastTimestamp, 1e6 - 1.0 / 60, accuracy: 1e-6)
        XCTAssertEqual(b.ticks, 1 + 1 + 36_001, "a jump to the down, one to the up, then the last 600 s at 60 Hz")
        XCTAssertEqual(capped.count, 1)
        XCTAssertEqual(capped.first?.0, 0)
        XCTAssertEqual(capped.first?.1, 1e6 - 600)
        runner.seek(to: 1e6 + 1)
        XCTAssertEqual(capped.count, 1, "playing on is not capped")
    }

    /// A drag over a million seconds, seen at its end: the moves before the last ten minutes are
    /// passed over to the last one before them, the finger ends where the drag does.
    func testADragOfAMillionSecondsEndsWhereItShould() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        var capped = 0
        runner.onReplayCapped = { _, _ in capped += 1 }
        runner.setTouches([], strokes: [TouchStroke(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), start: 0, end: 1e6)])
        runner.seek(to: 5e5)
        XCTAssertEqual(board(runner).marker.position.x, 50, accuracy: 1e-6, "halfway")
        runner.seek(to: 1e6)
        XCTAssertEqual(board(runner).marker.position.x, 100, accuracy: 1e-6)
        XCTAssertLessThanOrEqual(board(runner).pans, 2 * 36_001 + 4, "about one pan call a frame in the last span of each seek")
        XCTAssertEqual(capped, 2)
    }

    /// Found by the touches fuzzer: a finger still down when the scene is rebuilt (the playhead
    /// stopped inside a drag, then moved back) kept the old tree alive, the recognizers holding the
    /// touch and the touch its view, root and recognizers.
    func testATouchDownWhenRebuiltKeepsNoOldTree() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches([], strokes: [TouchStroke(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), start: 0, end: 10)])
        runner.seek(to: 5)
        weak let old = board(runner)
        XCTAssertNotNil(old)
        runner.seek(to: 1)
        XCTAssertNil(old, "the tree of the build before is gone")
    }

    /// Found by the touches fuzzer: 0.07 + (0.6 − 0.07) · 1 is one ulp above 0.6, so the last move
    /// came after the finger's up in time order; and a NUL in the text cut the number short.
    func testTheLastMoveIsNeverAfterTheUpAndANulIsRefused() {
        let stroke = TouchStroke(from: CGPoint(x: 20, y: 9), to: CGPoint(x: 110, y: 0), start: 0.07, end: 0.6)
        XCTAssertEqual(stroke.sample(stroke.moveCount).time, 0.6)
        XCTAssertLessThanOrEqual(stroke.sample(stroke.moveCount).time, stroke.sample(stroke.moveCount + 1).time)
        let samples = TouchSample.drag(from: CGPoint(x: 20, y: 9), to: CGPoint(x: 110, y: 0), start: 0.07, end: 0.6)
        XCTAssertEqual(samples.map(\.time), samples.map(\.time).sorted())
        XCTAssertNil(TouchOptionSyntax.drag("20,09->110,0\u{0}00@.07-0.6", finger: 0))
        XCTAssertNil(TouchOptionSyntax.tap("5,5@0\u{0}99", finger: 0))
        XCTAssertNotNil(TouchOptionSyntax.drag("20,09->110,0@.07-0.6", finger: 0))
    }
}
