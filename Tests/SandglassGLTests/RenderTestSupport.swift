import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import SandglassTestSupport
import XCTest

/// Renders hand-built render trees headless and compares with golden PNGs.
enum RenderHarness {
    /// The process's shared renderer, once a test has drawn with it.
    static var renderer: Renderer? { try? SharedGL.requireRenderer() }

    static func render(_ tree: RenderTree, scale: CGFloat = 1) throws -> PixelBuffer {
        let context = try SharedGL.requireContext()
        let renderer = try SharedGL.requireRenderer()
        let target = RenderTarget(context: context, width: Int((tree.size.width * scale).rounded()),
                                  height: Int((tree.size.height * scale).rounded()))
        renderer.render(tree, into: target)
        let pixels = target.readPixels()
        if let dir = ProcessInfo.processInfo.environment["SANDGLASS_TEST_OUTPUT"] {
            try? PNGCodec.write(pixels, to: "\(dir)/\(currentTestName).png")
        }
        return pixels
    }

    nonisolated(unsafe) static var currentTestName = "render"

    /// The largest difference of any colour channel between two renders of the same size.
    static func worstChannelDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        var worst = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        return worst
    }

    /// Compares with `Golden/<name>.png` (see `GoldenImage`): every channel within `tolerance` (0-255),
    /// at most `maxMismatches` channels outside it.
    static func assertMatchesGolden(_ pixels: PixelBuffer, _ name: String, tolerance: Int = 3, maxMismatches: Int = 0,
                                    file: StaticString = #filePath, line: UInt = #line) {
        GoldenImage.beside(tolerance: tolerance, maxMismatches: maxMismatches)
            .assertMatches(pixels, name, file: file, line: line)
    }
}

extension RenderNode {
    /// The root node of a test tree: `size` points, no content.
    static func root(_ size: CGSize) -> RenderNode {
        RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), name: "root")
    }

    /// A node whose bounds start at the origin, placed with its top-left corner at `origin` in the root.
    static func at(_ origin: CGPoint, size: CGSize, content: RenderContent = .none) -> RenderNode {
        RenderNode(world: CATransform3DMakeTranslation(origin.x, origin.y, 0),
                   bounds: CGRect(origin: .zero, size: size), content: content)
    }
}
