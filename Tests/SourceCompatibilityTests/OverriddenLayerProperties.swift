import UIKit
import XCTest

/// A CALayer subclass as libraries write one: it watches its own bounds and colour by overriding
/// them, which iOS allows because CALayer's properties are `open`.
final class WatchingLayer: CALayer {
    private(set) var sizes: [CGSize] = []
    override var bounds: CGRect {
        didSet { sizes.append(bounds.size) }
    }
    override var backgroundColor: CGColor? {
        didSet { if let c = backgroundColor { tint = c.components!.prefix(3).map { Double($0) } } }
    }
    private(set) var tint: [Double] = []
}

final class OverriddenLayerPropertiesTests: CorpusTestCase {
    func testOverriddenPropertiesRunTheirObservers() {
        let layer = WatchingLayer()
        inFrame(at: 0) {
            layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            layer.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
            layer.backgroundColor = UIColor.red.cgColor
        }
        XCTAssertEqual(layer.sizes, [CGSize(width: 40, height: 20), CGSize(width: 60, height: 30)],
                       "a frame change sets the bounds through the override")
        XCTAssertEqual(layer.tint, [1, 0, 0])
        XCTAssertEqual(layer.presentation()?.bounds.size, CGSize(width: 60, height: 30))
    }
}
