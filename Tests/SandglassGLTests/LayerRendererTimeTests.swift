import Sandglass
import SandglassSystem
import SandglassTestSupport
import XCTest

/// `renderImage(of:at:scale:)` draws the layer as presented at the time it is given: the renderer has
/// no clock of its own.
final class LayerRendererTimeTests: XCTestCase {
    func testRenderImageDrawsThePresentationAtTheGivenTime() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.backgroundColor = .red
        let blue = CABasicAnimation(keyPath: "backgroundColor")
        blue.fromValue = CGColor.blue
        blue.toValue = CGColor.blue
        blue.beginTime = 10
        blue.duration = 1
        layer.add(blue, forKey: "blue")
        func centre(at time: CFTimeInterval) throws -> RGBA8 {
            let image = try XCTUnwrap(renderer.renderImage(of: layer, at: time, scale: 1))
            return PixelBuffer(image)[2, 2]
        }
        XCTAssertEqual(try centre(at: 9), RGBA8(255, 0, 0, 255))
        XCTAssertEqual(try centre(at: 10.5), RGBA8(0, 0, 255, 255))
    }
}
