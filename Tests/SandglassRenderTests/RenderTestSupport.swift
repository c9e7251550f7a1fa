import Foundation
import Sandglass
@testable import SandglassRender
import XCTest

/// Renders hand-built render trees headless and compares with golden PNGs.
enum RenderHarness {
    nonisolated(unsafe) static var renderer: Renderer?

    static func render(_ tree: RenderTree, scale: CGFloat = 1) throws -> PixelBuffer {
        let context = try TestGL.requireContext()
        if renderer == nil { renderer = try Renderer(context: context, shaderDirectory: TestGL.shaders) }
        let target = RenderTarget(context: context, width: Int((tree.size.width * scale).rounded()),
                                  height: Int((tree.size.height * scale).rounded()))
        renderer!.render(tree, into: target)
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

    static var goldenDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    /// Compares with `Golden/<name>.png`: every channel of every pixel within `tolerance` (0-255), and
    /// at most `maxMismatches` pixels outside it (llvmpipe and GPUs differ in the last bit of coverage).
    /// A missing golden is written (and the test fails, so a new golden is always looked at).
    static func assertMatchesGolden(_ pixels: PixelBuffer, _ name: String, tolerance: Int = 3, maxMismatches: Int = 0,
                                    file: StaticString = #filePath, line: UInt = #line) {
        let url = goldenDirectory.appendingPathComponent("\(name).png")
        guard let golden = try? PNGCodec.read(path: url.path) else {
            try? PNGCodec.write(pixels, to: url.path)
            XCTFail("golden \(name).png was missing; written now — look at it and commit it", file: file, line: line)
            return
        }
        XCTAssertEqual(golden.width, pixels.width, file: file, line: line)
        XCTAssertEqual(golden.height, pixels.height, file: file, line: line)
        guard golden.width == pixels.width, golden.height == pixels.height else { return }
        var mismatches = 0, worst = 0
        for i in 0..<pixels.bytes.count {
            let d = abs(Int(pixels.bytes[i]) - Int(golden.bytes[i]))
            worst = max(worst, d)
            if d > tolerance { mismatches += 1 }
        }
        XCTAssertLessThanOrEqual(mismatches, maxMismatches, "\(name): \(mismatches) channels off by more than \(tolerance) (worst \(worst))",
                                 file: file, line: line)
    }
}

extension RenderNode {
    /// A node whose bounds start at the origin, placed with its top-left corner at `origin` in the root.
    static func at(_ origin: CGPoint, size: CGSize, content: RenderContent = .none) -> RenderNode {
        RenderNode(world: CATransform3DMakeTranslation(origin.x, origin.y, 0),
                   bounds: CGRect(origin: .zero, size: size), content: content)
    }
}
