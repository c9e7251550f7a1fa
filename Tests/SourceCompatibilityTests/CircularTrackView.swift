import UIKit
import XCTest

/// A progress track as open-source iOS libraries write one: it keeps its ring path in step with its
/// size by overriding `bounds` (and `frame`) with `didSet`, and places its dot in `layoutSubviews`.
final class CircularTrackView: UIView {
    let trackLayer = CAShapeLayer()
    let dotLayer = CALayer()
    private(set) var pathUpdates: [CGRect] = []

    override var bounds: CGRect {
        didSet { updatePath() }
    }

    override var frame: CGRect {
        didSet { updatePath() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.systemBlue.cgColor
        trackLayer.lineWidth = 4
        layer.addSublayer(trackLayer)
        dotLayer.backgroundColor = UIColor.systemRed.cgColor
        layer.addSublayer(dotLayer)
        updatePath()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dotLayer.frame = CGRect(x: bounds.midX - 2, y: 0, width: 4, height: 4)
    }

    private func updatePath() {
        pathUpdates.append(bounds)
        trackLayer.frame = bounds
        trackLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    }
}

final class CircularTrackViewTests: CorpusTestCase {
    func testOverriddenBoundsRunsItsDidSet() {
        let view = CircularTrackView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(view.pathUpdates, [CGRect(x: 0, y: 0, width: 40, height: 40)])
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        XCTAssertEqual(view.pathUpdates.last, CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(view.trackLayer.path?.boundingBox, CGRect(x: 2, y: 2, width: 96, height: 56))
        XCTAssertEqual(view.center, CGPoint(x: 20, y: 20), "bounds keep the centre")
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 30)
        XCTAssertEqual(view.pathUpdates.count, 3)
        XCTAssertEqual(view.pathUpdates.last, CGRect(x: 0, y: 0, width: 20, height: 30))
        view.layoutIfNeeded()
        XCTAssertEqual(view.dotLayer.frame, CGRect(x: 8, y: 0, width: 4, height: 4))
    }

    /// Inside an animation block the override runs once, with the new model value, and the view's
    /// bounds animate from the old size on screen.
    func testOverriddenBoundsAnimates() {
        let view = CircularTrackView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        inFrame(at: 0) { view.layer.advance(to: 0) }
        inFrame(at: 1) {
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
                view.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
            })
        }
        XCTAssertEqual(view.pathUpdates, [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 0, y: 0, width: 80, height: 40)])
        XCTAssertEqual(onScreen(view.layer, at: 1.25).bounds, CGRect(x: 0, y: 0, width: 60, height: 40))
        XCTAssertEqual(onScreen(view.layer, at: 2).bounds, CGRect(x: 0, y: 0, width: 80, height: 40))
    }
}
