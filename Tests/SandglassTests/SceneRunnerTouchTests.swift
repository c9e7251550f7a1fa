import Sandglass
import XCTest

/// A 100 x 100 view with a 40 x 40 button at (10, 10) that counts its taps, and a pan recognizer on
/// the root that moves a marker layer by its translation, and a long press that turns the root blue.
private final class TouchBoard: UIView {
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    let marker = CALayer()
    var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
        button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
        marker.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.addSublayer(marker)
        let pan = UIPanGestureRecognizer { [unowned self] pan in
            let t = pan.translation(in: self)
            CATransaction.setDisableActions(true)
            self.marker.position = CGPoint(x: t.x, y: t.y)
        }
        addGestureRecognizer(pan)
        let press = UILongPressGestureRecognizer { [unowned self] press in
            if press.state == .began { self.backgroundColor = .blue }
        }
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The runner keeps scripted touches (`--tap`, `--drag`) at their times, as it keeps actions: playing
/// to a time, whichever way, delivers the touches before it once, to the views iOS would hit.
final class SceneRunnerTouchTests: XCTestCase {
    private let scene = SceneDescriptor(name: "board", size: CGSize(width: 100, height: 100)) { TouchBoard(frame: .zero) }

    private func board(_ runner: SceneRunner) -> TouchBoard { runner.scene.rootLayer.delegate as! TouchBoard }

    func testATapOnTheButtonIsReplayedWhenScrubbingBack() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        XCTAssertTrue(runner.scene.acceptsTouches)
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 30, y: 30), time: 1))
        runner.seek(to: 1.05)
        XCTAssertEqual(board(runner).taps, 0, "down, not yet up")
        runner.seek(to: 1.2)
        XCTAssertEqual(board(runner).taps, 1)
        runner.seek(to: 0.5)
        XCTAssertEqual(board(runner).taps, 0, "a fresh build before the tap")
        runner.seek(to: 3)
        XCTAssertEqual(board(runner).taps, 1, "played again, once")
    }

    func testATapOutsideTheButtonIsNotOneOfItsTaps() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 80, y: 80), time: 0.5))
        runner.seek(to: 1)
        XCTAssertEqual(board(runner).taps, 0)
    }

    /// A drag from (60, 60) to (90, 80) over 0.5 s: the pan's translation at 0.25 s is half of (30, 20).
    func testADragPansByItsTranslation() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 90, y: 80), start: 0.5, end: 1))
        runner.seek(to: 0.75)
        XCTAssertEqual(board(runner).marker.position, CGPoint(x: 15, y: 10))
        runner.seek(to: 2)
        XCTAssertEqual(board(runner).marker.position, CGPoint(x: 30, y: 20))
    }

    /// A finger held still: the long press begins at its 0.5 s deadline, met by the frames between samples.
    func testALongPressBeginsAtItsDeadlineBetweenSamples() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 80, y: 80), time: 1, duration: 2))
        runner.seek(to: 1.45)
        XCTAssertNotEqual(board(runner).backgroundColor, .blue)
        runner.seek(to: 1.6)
        XCTAssertEqual(board(runner).backgroundColor, .blue, "began at 1.5 s, the finger still down")
    }

    func testALayerSceneAcceptsNoTouches() {
        let layers = SceneDescriptor(
            info: SceneInfo(name: "layers", summary: "", naturalSize: CGSize(width: 10, height: 10), backgroundColor: .white),
            parameters: SceneParameters(scene: "layers", [])) { _, _ in
            final class Bare: SceneContent { let rootLayer = CALayer() }
            return Bare()
        }
        XCTAssertFalse(SceneRunner(layers, context: NonRenderingSceneContext()).scene.acceptsTouches)
    }

    /// The preview's Interact mode: a touch given now is delivered now and kept at its time, so
    /// scrubbing back and playing past it again delivers it again, once.
    func testARecordedTouchIsReplayedAtItsTime() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.seek(to: 1)
        runner.recordTouch(.began, at: CGPoint(x: 30, y: 30))
        runner.seek(to: 1.1)
        runner.recordTouch(.ended, at: CGPoint(x: 30, y: 30))
        XCTAssertEqual(board(runner).taps, 1)
        XCTAssertEqual(runner.touches.map(\.time), [1, 1.1])
        runner.seek(to: 0.5)
        XCTAssertEqual(board(runner).taps, 0)
        runner.seek(to: 2)
        XCTAssertEqual(board(runner).taps, 1)
    }
}
