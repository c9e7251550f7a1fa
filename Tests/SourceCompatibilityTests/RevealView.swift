import UIKit
import XCTest

/// A reveal effect as iOS code writes it: a mask view (its layer becomes the layer's mask) grows from
/// the left, and a badge sized from its intrinsic content size.
final class RevealView: UIView {
    let maskStrip = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        maskStrip.backgroundColor = .black
        maskStrip.frame = CGRect(x: 0, y: 0, width: 0, height: frame.height)
        mask = maskStrip
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func reveal() {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.maskStrip.frame.size.width = self.bounds.width
        })
    }
}

/// A pill whose size is its content's, as Auto Layout-minded views declare it.
final class PillView: UIView {
    var count = 1 { didSet { invalidateIntrinsicContentSize() } }
    override var intrinsicContentSize: CGSize { CGSize(width: 20 + 10 * CGFloat(count), height: 20) }
}

/// Places its pill from the pill's intrinsic size.
final class PillHolder: UIView {
    let pill = PillView()
    private(set) var layouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(pill)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        pill.frame = CGRect(origin: .zero, size: pill.intrinsicContentSize)
    }
}

final class RevealViewTests: CorpusTestCase {
    func testAMaskViewMasksTheLayer() {
        let view = RevealView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        XCTAssertTrue(view.layer.mask === view.maskStrip.layer)
        XCTAssertNil(view.maskStrip.superview, "a mask is not a subview")
        XCTAssertEqual(view.subviews, [])
        XCTAssertFalse(view.translatesAutoresizingMaskIntoConstraints)
        inFrame(at: 0) { view.reveal() }
        XCTAssertEqual(onScreen(view.maskStrip.layer, at: 0.25).bounds.width, 50, accuracy: 1e-9)
        XCTAssertEqual(onScreen(view.layer, at: 0.5).mask?.bounds.width ?? -1, 100, accuracy: 1e-9)
        view.mask = nil
        XCTAssertNil(view.layer.mask)
    }

    func testIntrinsicContentSize() {
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        XCTAssertEqual(UIView.noIntrinsicMetric, -1)
        let holder = PillHolder(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        holder.layoutIfNeeded()
        XCTAssertEqual(holder.pill.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
        holder.pill.count = 3
        holder.layoutIfNeeded()
        XCTAssertEqual(holder.layouts, 2, "invalidating marks the superview for layout")
        XCTAssertEqual(holder.pill.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
    }
}
