import SandglassSnapshot
import UIKit
import XCTest

/// Particles on screen, by both renderers: the picture times the cell's colour, over what is behind or
/// (additive) added to it.
final class EmitterSnapshotTests: XCTestCase {
    let size = CGSize(width: 100, height: 100)

    /// Two cells, each one particle at rest on the middle: a white 10 x 10 picture tinted half red, then
    /// one tinted half green, on black.
    private static func view(additive: Bool) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        let emitter = CAEmitterLayer()
        emitter.frame = view.bounds
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        emitter.renderMode = additive ? .additive : .unordered
        let white = CGImage(width: 10, height: 10, premultipliedRGBA: [UInt8](repeating: 255, count: 400))!
        emitter.emitterCells = [(0.5, 0.0), (0.0, 0.5)].map { red, green in
            let cell = CAEmitterCell()
            cell.contents = white
            cell.color = CGColor(red: red, green: green, blue: 0, alpha: 1)
            cell.birthRate = 1
            cell.lifetime = 10
            return cell
        }
        view.layer.addSublayer(emitter)
        return view
    }

    private func check(_ renderer: SceneRenderer) throws {
        let over = try renderer.image(at: 0.5, size: size) { Self.view(additive: false) }
        XCTAssertEqual(over.pixel(x: 50, y: 50), RGBA8(0, 128, 0, 255), "the second cell's particle over the first (\(over.renderer))")
        XCTAssertEqual(over.pixel(x: 42, y: 50), RGBA8(0, 0, 0, 255), "outside the 10 pt picture")
        let added = try renderer.image(at: 0.5, size: size) { Self.view(additive: true) }
        XCTAssertEqual(added.pixel(x: 50, y: 50), RGBA8(128, 128, 0, 255), "added (\(added.renderer))")
        XCTAssertEqual(added.pixel(x: 53, y: 47), RGBA8(128, 128, 0, 255))
    }

    func testTheGLRendererTintsAndAdds() throws {
        let renderer = SceneRenderer()
        guard renderer.glUnavailable == nil else { throw XCTSkip("no GL: \(renderer.glUnavailable!)") }
        try check(renderer)
    }

    func testRenderInContextTintsAndAdds() throws {
        try check(SceneRenderer(.coreGraphics))
    }
}
