import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import SandglassTessellation
import SandglassTestSupport
import XCTest

/// Hot reload of the real shaders with a real driver: a broken file is named with its line (inside an
/// include too) and the last good programs stay.
final class ShaderReloadTests: XCTestCase {
    /// A canvas on a copy of shaders/ in a temporary folder (removed after the test), so the test can break it.
    private func canvasOnShaderCopy() throws -> (canvas: Canvas, dir: URL) {
        let context = try SharedGL.requireContext()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sg-shaders-\(UUID().uuidString)")
        try FileManager.default.copyItem(atPath: SharedGL.shaders, toPath: dir.path)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        return (try Canvas(context: context, shaderDirectory: dir.path), dir)
    }

    /// Replaces line `number` (1-based) of `name` in `dir` with `text`.
    private func replaceLine(_ number: Int, of name: String, in dir: URL, with text: String) throws -> URL {
        let file = dir.appendingPathComponent(name)
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        lines[number - 1] = text
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Reloading `canvas` fails with a compile error at `file`:`line`, and every last good program stays.
    private func assertReloadFails(_ canvas: Canvas, at file: URL, line: Int, sourceLine: UInt = #line) {
        func programs() -> [ShaderProgram] {
            [canvas.blurProgram, canvas.batchProgram, canvas.rectProgram, canvas.blitProgram]
                + ImageVariant.allCases.map { canvas.imagePrograms[$0]! }
                + ArcFeatures.variants.map { canvas.arcPrograms[$0]! } + LayerVariant.allCases.map { canvas.layerPrograms[$0]! }
        }
        let good = programs()
        defer { XCTAssertTrue(zip(programs(), good).allSatisfy(===), "the last good programs stay", line: sourceLine) }
        XCTAssertThrowsError(try canvas.reloadShaders()) { error in
            guard case ShaderError.compile(let f, let l, let message) = error else {
                return XCTFail("\(error)", line: sourceLine)
            }
            XCTAssertEqual(f, file.path, line: sourceLine)
            XCTAssertEqual(l, line, line: sourceLine)
            XCTAssertTrue(message.contains("error"), message, line: sourceLine)
        }
    }

    func testSyntaxErrorNamesFileAndLineAndKeepsTheLastGoodProgram() throws {
        let (canvas, dir) = try canvasOnShaderCopy()
        let frag = try replaceLine(5, of: "layer.frag", in: dir, with: "this is not glsl;")
        assertReloadFails(canvas, at: frag, line: 5)
        // The canvas still draws with it.
        let target = RenderTarget(context: canvas.context, width: 4, height: 4)
        canvas.begin(target: target, pointSize: CGSize(width: 4, height: 4), clearColor: .black)
        canvas.drawTriangleStrip([0, 0, 1, 4, 0, 1, 0, 4, 1, 4, 4, 1], color: .white)
        XCTAssertEqual(target.readPixels()[1, 1], RGBA8(255, 255, 255, 255))
    }

    /// The driver sees the includes expanded; its error is reported where the line really is.
    func testAnErrorInAnIncludedFileNamesThatFileAndLine() throws {
        let (canvas, dir) = try canvasOnShaderCopy()
        let include = try replaceLine(6, of: "round_rect.glsl", in: dir, with: "    vec2 halfSize = rect.zw * ;")
        assertReloadFails(canvas, at: include, line: 6)
    }

    /// After an include the stage's own lines keep their numbers.
    func testAnErrorAfterTheIncludesNamesTheStageFileAndLine() throws {
        let (canvas, dir) = try canvasOnShaderCopy()
        let lines = try String(contentsOf: dir.appendingPathComponent("rect.frag"), encoding: .utf8)
            .components(separatedBy: "\n")
        let main = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("void main()") }) + 1
        XCTAssertGreaterThan(main, try XCTUnwrap(lines.lastIndex { $0.hasPrefix("#include") }) + 1)
        let frag = try replaceLine(main + 1, of: "rect.frag", in: dir, with: "    undeclared_name = 1.0;")
        assertReloadFails(canvas, at: frag, line: main + 1)
    }

    /// A line only one arc variant compiles (inside `#ifdef ARC_DASHES`) still fails the reload, at its
    /// own line: every variant is compiled, not just the first frame's.
    func testAnErrorInOneArcVariantFailsTheReloadAtItsLine() throws {
        let (canvas, dir) = try canvasOnShaderCopy()
        let lines = try String(contentsOf: dir.appendingPathComponent("arc.frag"), encoding: .utf8)
            .components(separatedBy: "\n")
        let dashes = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("float dashes(") }) + 1
        let opening = try XCTUnwrap(lines[..<dashes].lastIndex { $0.hasPrefix("#if") || $0.hasPrefix("#endif") })
        XCTAssertEqual(lines[opening], "#ifdef ARC_DASHES")
        let frag = try replaceLine(dashes + 1, of: "arc.frag", in: dir, with: "    float period = undeclared_name;")
        assertReloadFails(canvas, at: frag, line: dashes + 1)
    }

    /// The same for the layer program: the gradient's line compiles only in its variant.
    func testAnErrorInOneLayerVariantFailsTheReloadAtItsLine() throws {
        let (canvas, dir) = try canvasOnShaderCopy()
        let lines = try String(contentsOf: dir.appendingPathComponent("layer.frag"), encoding: .utf8)
            .components(separatedBy: "\n")
        let gradient = try XCTUnwrap(lines.firstIndex(of: "#elif defined(LAYER_GRADIENT)")) + 2
        let frag = try replaceLine(gradient, of: "layer.frag", in: dir, with: "    vec4 c = undeclared_gradient();")
        assertReloadFails(canvas, at: frag, line: gradient)
    }

    func testAMissingIncludeNamesTheIncludingLineAndKeepsTheLastGoodProgram() throws {
        let (canvas, dir) = try canvasOnShaderCopy()
        let good = canvas.layerPrograms
        let layerFrag = try String(contentsOf: dir.appendingPathComponent("layer.frag"), encoding: .utf8).components(separatedBy: "\n")
        let includeLine = try XCTUnwrap(layerFrag.firstIndex(of: "#include \"round_rect.glsl\"")) + 1
        try FileManager.default.removeItem(at: dir.appendingPathComponent("round_rect.glsl"))
        XCTAssertThrowsError(try canvas.reloadShaders()) { error in
            XCTAssertEqual(error as? ShaderError,
                           .missingInclude(file: dir.appendingPathComponent("layer.frag").path, line: includeLine, name: "round_rect.glsl"))
        }
        XCTAssertTrue(LayerVariant.allCases.allSatisfy { canvas.layerPrograms[$0]! === good[$0]! }, "the last good programs stay")
    }

    func testMissingFileIsNamed() throws {
        let context = try SharedGL.requireContext()
        XCTAssertThrowsError(try Canvas(context: context, shaderDirectory: "/nonexistent")) { error in
            XCTAssertEqual(error as? ShaderError, .missingFile(path: "/nonexistent/layer.vert"))
        }
    }

    func testDriverLogParsing() {
        XCTAssertEqual(ShaderSource.parseDriverLog("0:12(5): error: `foo' undeclared\nmore").line, 12)
        XCTAssertEqual(ShaderSource.parseDriverLog("0:12(5): error: `foo' undeclared").message, "error: `foo' undeclared")
        XCTAssertNil(ShaderSource.parseDriverLog("something else").line)
    }
}
