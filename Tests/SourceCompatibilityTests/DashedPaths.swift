import UIKit
import XCTest

/// A library's own path type, as drawing code subclasses UIBezierPath on iOS.
final class ZigZagPath: UIBezierPath {
    convenience init(width: CGFloat, y: CGFloat) {
        self.init()
        move(to: CGPoint(x: 0, y: y))
        addLine(to: CGPoint(x: width, y: y))
    }
}

final class DashedPathTests: CorpusTestCase {
    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8]? {
        image.cgImage?.pixel(x: x, y: y).map { [$0.r, $0.g, $0.b, $0.a] }
    }

    /// `setLineDash` as drawing code calls it (a pointer and a count), stroked on white: dashes of 10
    /// points, gaps of 10; at half alpha the ink is half black.
    func testADashedStrokeOfASubclassLeavesItsGaps() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 10), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 10))
            let path = ZigZagPath(width: 40, y: 5)
            path.lineWidth = 4
            var dash: [CGFloat] = [10, 10]
            path.setLineDash(&dash, count: 2, phase: 0)
            UIColor.black.setStroke()
            path.stroke()
            let faint = ZigZagPath(width: 40, y: 1)
            faint.lineWidth = 2
            faint.stroke(with: .normal, alpha: 0.5)
        }
        XCTAssertEqual(rgba(image, 5, 5), [0, 0, 0, 255], "in a dash")
        XCTAssertEqual(rgba(image, 15, 5), [255, 255, 255, 255], "in a gap")
        XCTAssertEqual(rgba(image, 25, 5), [0, 0, 0, 255], "the next dash")
        XCTAssertEqual(rgba(image, 15, 1)?[0] ?? 0, 128, accuracy: 1, "half alpha, no dash")
        var count = 0, phase: CGFloat = -1
        ZigZagPath(width: 1, y: 0).getLineDash(nil, count: &count, phase: &phase)
        XCTAssertEqual([CGFloat(count), phase], [0, 0])
    }

    func testRemoveAllPointsEmptiesThePath() {
        let path = ZigZagPath(width: 10, y: 2)
        XCTAssertFalse(path.isEmpty)
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.bounds, CGRect.null)
    }
}
