import Sandglass
import XCTest

extension CALayer {
    /// The descendant reached by layer names joined by `/` (sublayers and masks); fails the test when absent.
    func sublayer(at path: String, file: StaticString = #filePath, line: UInt = #line) -> CALayer {
        var layer: CALayer = self
        for name in path.split(separator: "/") {
            let children = (layer.sublayers ?? []) + (layer.mask.map { [$0] } ?? [])
            guard let next = children.first(where: { $0.name == String(name) }) else {
                XCTFail("no layer \(name) in \(path)", file: file, line: line)
                return layer
            }
            layer = next
        }
        return layer
    }
}

/// A context that "draws" any layer as an opaque image of its bounds, so that a scene's images (the
/// thanos dust, its sprite sheets) exist without GL, with the same pixels on every machine.
final class SolidImageContext: SceneContext {
    func renderImage(of layer: CALayer, at time: CFTimeInterval, scale: CGFloat) -> CGImage? {
        let w = Int((layer.bounds.width * scale).rounded()), h = Int((layer.bounds.height * scale).rounded())
        return CGImage(width: w, height: h, premultipliedRGBA: [UInt8](repeating: 200, count: w * h * 4))
    }
}
