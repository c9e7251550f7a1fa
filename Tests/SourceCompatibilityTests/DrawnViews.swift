import UIKit
import XCTest

/// A view that draws itself, as iOS code overrides `draw(_:)`: UIKit's context is y down in points.
final class PieView: UIView {
    var fraction: CGFloat = 0.25 { didSet { setNeedsDisplay() } }
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.lightGray.setFill()
        context.fillEllipse(in: bounds)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath()
        path.move(to: center)
        path.addArc(withCenter: center, radius: bounds.width / 2, startAngle: -.pi / 2,
                    endAngle: -.pi / 2 + 2 * .pi * fraction, clockwise: true)
        path.close()
        UIColor.red.setFill()
        path.fill()
    }
}

/// A layer drawn by a delegate, as a controller draws a plain CALayer.
final class StripePainter: NSObject, CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width, height: 2))
    }
}

final class DrawnViewTests: CorpusTestCase {
    private func rgba(_ image: CGImage?, _ x: Int, _ y: Int) -> [UInt8]? {
        image?.pixel(x: x, y: y).map { [$0.r, $0.g, $0.b, $0.a] }
    }

    func testAViewDrawsItsContentsAtTheCommitAtTheScreensScale() {
        let pie = PieView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        pie.layer.displayIfNeeded()
        let image = pie.layer.contents
        XCTAssertEqual(image?.width, 80, "2 pixels a point, as UIScreen.main.scale")
        XCTAssertEqual(rgba(image, 50, 20), [255, 0, 0, 255], "the first quarter is top right")
        XCTAssertEqual(rgba(image, 20, 60), [170, 170, 170, 255], "the rest light gray")
        XCTAssertEqual(rgba(image, 1, 1)?[3], 0, "outside the disc")
        pie.fraction = 0.75
        XCTAssertTrue(pie.layer.needsDisplay())
        pie.layer.displayIfNeeded()
        XCTAssertEqual(rgba(pie.layer.contents, 20, 60), [255, 0, 0, 255])
        XCTAssertEqual(pie.drawCount, 2)
    }

    func testAViewThatDoesNotDrawKeepsTheContentsItWasGiven() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { ctx in ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        view.layer.contents = image.cgImage
        view.layer.displayIfNeeded()
        XCTAssertEqual(view.layer.contents, image.cgImage)
        view.layer.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(view.layer.contents, image.cgImage)
    }

    func testALayerDelegateDraws() {
        let painter = StripePainter()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = painter
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(rgba(layer.contents, 3, 1), [0, 0, 255, 255])
        XCTAssertEqual(rgba(layer.contents, 3, 2)?[3], 0)
    }

    func testTheOlderImageContextFunctions() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image?.scale, 2)
        XCTAssertEqual(image?.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(rgba(image?.cgImage, 9, 0), [0, 255, 0, 255])
        XCTAssertEqual(rgba(image?.cgImage, 10, 0)?[3], 0)
    }

    func testImageViewsAndLabels() {
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { _ in
            UIColor.orange.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }
        let imageView = UIImageView(image: dot)
        XCTAssertEqual(imageView.frame, CGRect(x: 0, y: 0, width: 8, height: 6))
        imageView.contentMode = .scaleAspectFit
        XCTAssertEqual(imageView.layer.contentsGravity, .resizeAspect)
        imageView.layer.displayIfNeeded()
        XCTAssertEqual(imageView.layer.contents, dot.cgImage, "the image is the contents")

        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "Score"
        label.font = UIFont.boldSystemFont(ofSize: 20)
        label.textColor = .white
        label.textAlignment = .center
        label.layoutIfNeeded()
        let text = label.layer.sublayers?.first as? CATextLayer
        XCTAssertEqual(text?.string, "Score")
        XCTAssertEqual(text?.fontSize, 20)
        XCTAssertEqual(text?.font as? String, "Helvetica-Bold")
        XCTAssertEqual(text?.alignmentMode, .center)
        XCTAssertEqual(text?.frame, CGRect(x: 0, y: 8, width: 120, height: 24), "one line, centred")
    }
}
