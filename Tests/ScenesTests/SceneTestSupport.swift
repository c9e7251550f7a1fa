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
