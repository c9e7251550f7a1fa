import UIKit
import XCTest

/// A CALayer subclass with a property of its own, written with the three initializers iOS asks for:
/// presentation layers are made with `init(layer:)`, which must copy the property.
final class ProgressLayer: CALayer {
    var progress: CGFloat = 0
    var tint: UIColor = .blue

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? ProgressLayer {
            progress = other.progress
            tint = other.tint
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(tint.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

final class ProgressLayerTests: CorpusTestCase {
    func testPresentationCopiesGoThroughInitLayer() {
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
        layer.progress = 0.5
        layer.tint = .green
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        inFrame(at: 0) { layer.add(fade, forKey: "fade") }
        let shown = onScreen(layer, at: 0.5)
        XCTAssertEqual(shown.progress, 0.5)
        XCTAssertEqual(shown.tint, .green)
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-6)
        XCTAssertTrue(shown.model() === layer)
    }

    func testItRedrawsWhenItsBoundsChange() {
        let layer = ProgressLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 2)
        layer.progress = 0.5
        layer.displayIfNeeded()
        XCTAssertEqual(layer.contents?.width, 10)
        XCTAssertEqual(layer.contents?.pixel(x: 4, y: 0)?.b, 255)
        XCTAssertEqual(layer.contents?.pixel(x: 5, y: 0)?.a, 0)
        layer.bounds.size.width = 20
        layer.displayIfNeeded()
        XCTAssertEqual(layer.contents?.pixel(x: 9, y: 1)?.b, 255)
    }
}
