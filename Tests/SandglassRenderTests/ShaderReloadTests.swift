import Foundation
@testable import SandglassRender
import SandglassTestSupport
import XCTest

final class ShaderReloadTests: XCTestCase {
    /// A copy of shaders/ in a temporary folder, so the test can break it.
    private func shaderCopy() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sg-shaders-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: SharedGL.shaders, toPath: dir.path)
        return dir
    }

    func testSyntaxErrorNamesFileAndLineAndKeepsTheLastGoodProgram() throws {
        let context = try SharedGL.requireContext()
        let dir = try shaderCopy()
        defer { try? FileManager.default.removeItem(at: dir) }
        let canvas = try Canvas(context: context, shaderDirectory: dir.path)
        let good = canvas.layerProgram
        let frag = dir.appendingPathComponent("layer.frag")
        var lines = try String(contentsOf: frag, encoding: .utf8).components(separatedBy: "\n")
        lines[4] = "this is not glsl;"
        try lines.joined(separator: "\n").write(to: frag, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try canvas.reloadShaders()) { error in
            guard case ShaderError.compile(let file, let line, let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(file, frag.path)
            XCTAssertEqual(line, 5)
            XCTAssertTrue(message.contains("error"), message)
        }
        XCTAssertTrue(canvas.layerProgram === good, "the last good program stays")
        // The canvas still draws with it.
        let target = RenderTarget(context: context, width: 4, height: 4)
        canvas.begin(target: target, pointSize: CGSize(width: 4, height: 4), clearColor: .black)
        canvas.drawTriangleStrip([0, 0, 1, 4, 0, 1, 0, 4, 1, 4, 4, 1], color: .white)
        XCTAssertEqual(target.readPixels()[1, 1], RGBA8(255, 255, 255, 255))
    }

    func testMissingFileIsNamed() throws {
        let context = try SharedGL.requireContext()
        XCTAssertThrowsError(try Canvas(context: context, shaderDirectory: "/nonexistent")) { error in
            XCTAssertEqual(error as? ShaderError, .missingFile(path: "/nonexistent/layer.vert"))
        }
    }

    func testDriverLogParsing() {
        XCTAssertEqual(ShaderProgram.parseDriverLog("0:12(5): error: `foo' undeclared\nmore").line, 12)
        XCTAssertEqual(ShaderProgram.parseDriverLog("0:12(5): error: `foo' undeclared").message, "error: `foo' undeclared")
        XCTAssertNil(ShaderProgram.parseDriverLog("something else").line)
    }
}
