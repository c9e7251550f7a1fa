import UIKit
import XCTest

/// Snapshotting a view as iOS code does: `render(in:)` into an image renderer's context, once from
/// the model layer and once from what is on screen (`presentation()`).
extension UIView {
    func snapshotImage(onScreen: Bool) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: bounds, format: format)
        return renderer.image { context in
            let source = onScreen ? (layer.presentation() ?? layer) : layer
            source.render(in: context.cgContext)
        }
    }
}

final class ViewSnapshotTests: CorpusTestCase {
    func testSnapshotsShowTheModelOrThePresentation() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.backgroundColor = .white
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        bar.backgroundColor = UIColor.red.cgColor
        card.layer.addSublayer(bar)

        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 5
        slide.toValue = 15
        slide.duration = 2
        inFrame(at: 0) { bar.add(slide, forKey: "slide") }

        let model = card.snapshotImage(onScreen: false)
        let shown = inFrame(at: 1) { card.snapshotImage(onScreen: true) }
        XCTAssertEqual(model.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(model.cgImage?.pixel(x: 2, y: 10)?.g, 0, "model: the bar at the left")
        XCTAssertEqual(model.cgImage?.pixel(x: 12, y: 10)?.g, 255, "white")
        XCTAssertEqual(shown.cgImage?.pixel(x: 2, y: 10)?.g, 255, "halfway: the bar moved right by 5")
        XCTAssertEqual(shown.cgImage?.pixel(x: 7, y: 10)?.g, 0)
        XCTAssertEqual(shown.cgImage?.pixel(x: 14, y: 10)?.g, 0)
    }
}
