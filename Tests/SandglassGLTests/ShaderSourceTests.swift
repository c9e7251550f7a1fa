import Sandglass
@testable import SandglassGL
import SandglassTessellation
import XCTest

/// The include step of the shader loader, expanded from memory (no GL): the text the driver gets, the
/// source-string table behind its `#line` directives, and each include error.
final class ShaderSourceTests: XCTestCase {
    /// Expands `/s/<name>` from `files` (names relative to the folder /s).
    private func expand(_ name: String, _ files: [String: String]) throws -> ShaderSource {
        try ShaderSource(name: name, folder: "/s") { path in
            path.hasPrefix("/s/") ? files[String(path.dropFirst(3))] : nil
        }
    }

    private func error(_ name: String, _ files: [String: String]) -> ShaderError? {
        do {
            _ = try expand(name, files)
            return nil
        } catch {
            return error as? ShaderError
        }
    }

    func testNestedIncludesAreExpandedWithLineDirectives() throws {
        let source = try expand("a.frag", [
            "a.frag": "#version 330 core\n#include \"x.glsl\"\nvoid main() {}\n",
            "x.glsl": "// x\n#include \"lib/y.glsl\"\nfloat x() { return y(); }\n",
            "lib/y.glsl": "float y() { return 1.0; }\n",
        ])
        XCTAssertEqual(source.files, ["/s/a.frag", "/s/x.glsl", "/s/lib/y.glsl"])
        XCTAssertEqual(source.text, """
            #version 330 core
            #line 1 1
            // x
            #line 1 2
            float y() { return 1.0; }
            #line 3 1
            float x() { return y(); }
            #line 3 0
            void main() {}

            """)
    }

    func testDefinesFollowTheVersionLineAndKeepTheFilesLineNumbers() throws {
        let source = try expand("a.frag", ["a.frag": "#version 330 core\nfloat f;\nvoid main() {}\n"])
        XCTAssertEqual(source.text(defining: []), source.text)
        XCTAssertEqual(source.text(defining: ["ARC_ENDS", "ARC_RAMP"]), """
            #version 330 core
            #define ARC_ENDS 1
            #define ARC_RAMP 1
            #line 2 0
            float f;
            void main() {}

            """)
    }

    func testEachArcProgramVariantDefinesWhatItsFeaturesNeed() {
        XCTAssertEqual(ArcFeatures.variants.count, 12)
        XCTAssertFalse(ArcFeatures.variants.contains([.roundCaps]), "round caps exist only on arcs with ends")
        XCTAssertEqual(ArcFeatures([.roundCaps, .dashes]).variant, [.dashes])
        XCTAssertEqual(ArcFeatures.all.shaderDefines, ["ARC_ENDS", "ARC_ROUND_CAPS", "ARC_DASHES", "ARC_RAMP"])
        XCTAssertEqual(ArcFeatures([]).shaderDefines, [])
    }

    func testAFileIncludedTwiceIsExpandedOnce() throws {
        let source = try expand("a.frag", [
            "a.frag": "#version 330 core\n#include \"x.glsl\"\n#include \"./y.glsl\"\nvoid main() {}",
            "x.glsl": "#include \"y.glsl\"\nfloat x;",
            "y.glsl": "float y;",
        ])
        XCTAssertEqual(source.files, ["/s/a.frag", "/s/x.glsl", "/s/y.glsl"])
        XCTAssertEqual(source.text.components(separatedBy: "\n"), [
            "#version 330 core", "#line 1 1", "#line 1 2", "float y;", "#line 2 1", "float x;", "#line 3 0",
            "", "void main() {}", "",
        ])
    }

    func testOnlyALineThatStartsWithIncludeIsADirective() throws {
        let text = "#version 330 core\n// #include \"x.glsl\"\n  #include \"x.glsl\"\n#included\n"
        let source = try expand("a.frag", ["a.frag": text])
        XCTAssertEqual(source.text, text)
        XCTAssertEqual(source.files, ["/s/a.frag"])
    }

    func testACycleNamesTheChain() {
        let failure = error("a.frag", [
            "a.frag": "#version 330 core\n#include \"x.glsl\"",
            "x.glsl": "#include \"y.glsl\"",
            "y.glsl": "\n#include \"x.glsl\"",
        ])
        XCTAssertEqual(failure, .includeCycle(chain: ["/s/a.frag", "/s/x.glsl", "/s/y.glsl", "/s/x.glsl"]))
        XCTAssertEqual(failure?.description, "include cycle: /s/a.frag -> /s/x.glsl -> /s/y.glsl -> /s/x.glsl")
        XCTAssertEqual(error("a.frag", ["a.frag": "#include \"a.frag\""]),
                       .includeCycle(chain: ["/s/a.frag", "/s/a.frag"]))
    }

    func testAMissingIncludeNamesTheIncludingFileAndLine() {
        let failure = error("a.frag", [
            "a.frag": "#version 330 core\n#include \"x.glsl\"",
            "x.glsl": "// x\n\n#include \"gone.glsl\" // the ramp",
        ])
        XCTAssertEqual(failure, .missingInclude(file: "/s/x.glsl", line: 3, name: "gone.glsl"))
        XCTAssertEqual(failure?.description, "/s/x.glsl:3: #include \"gone.glsl\": file not found")
        XCTAssertEqual(error("b.frag", [:]), .missingFile(path: "/s/b.frag"))
    }

    /// Regression: a file that is there but cannot be read was "shader file not found".
    func testAFileThatIsThereButUnreadableSaysWhyNotNotFound() {
        func expand(_ name: String) -> ShaderError? {
            do {
                _ = try ShaderSource(name: name, folder: "/s") { path throws(ShaderReadError) -> String? in
                    if path == "/s/a.frag" { return "#version 330 core\n#include \"x.glsl\"" }
                    throw ShaderReadError(reason: "permission denied")
                }
                return nil
            } catch { return error }
        }
        XCTAssertEqual(expand("b.frag")?.description, "/s/b.frag: cannot read shader file: permission denied")
        XCTAssertEqual(expand("a.frag")?.description, "/s/a.frag:2: #include \"x.glsl\": cannot read: permission denied")
    }

    func testNamesOutsideTheFolderAreRefused() {
        let outside = "the name must be a file in the shaders folder (no leading / and no ..)"
        for name in ["../secret.glsl", "lib/../../x.glsl", "/etc/passwd", "", "."] {
            XCTAssertEqual(error("a.frag", ["a.frag": "#version 330 core\n#include \"\(name)\"", "x.glsl": ""]),
                           .invalidInclude(file: "/s/a.frag", line: 2, reason: "#include \"\(name)\": \(outside)"), name)
        }
    }

    func testMalformedIncludesAreRefused() {
        XCTAssertEqual(error("a.frag", ["a.frag": "#include <x.glsl>"]),
                       .invalidInclude(file: "/s/a.frag", line: 1,
                                       reason: "#include wants a quoted name: #include \"name.glsl\""))
        XCTAssertEqual(error("a.frag", ["a.frag": "#include \"x.glsl"]),
                       .invalidInclude(file: "/s/a.frag", line: 1,
                                       reason: "#include wants a quoted name: #include \"name.glsl\""))
        XCTAssertEqual(error("a.frag", ["a.frag": "#include \"x.glsl\" float x;", "x.glsl": ""]),
                       .invalidInclude(file: "/s/a.frag", line: 1, reason: "#include \"x.glsl\": text after the name"))
    }

    func testNestingIsLimited() {
        // i0 includes i1, ..., each one deeper: i16 is at depth 16 (allowed), i17 beyond it.
        var files = ["a.frag": "#include \"i1.glsl\""]
        for depth in 1...17 { files["i\(depth).glsl"] = "#include \"i\(depth + 1).glsl\"" }
        files["i17.glsl"] = "float deepest;"
        let chain = ["/s/a.frag"] + (1...17).map { "/s/i\($0).glsl" }
        XCTAssertEqual(error("a.frag", files), .includeTooDeep(chain: chain))
        XCTAssertEqual(error("a.frag", files)?.description,
                       "includes nested deeper than 16: " + chain.joined(separator: " -> "))
        files["i16.glsl"] = "float deepest;"
        XCTAssertNil(error("a.frag", files))
    }

    func testDriverLogIsTranslatedToTheRealFileAndLine() throws {
        let source = try expand("a.frag", [
            "a.frag": "#version 330 core\n#include \"x.glsl\"\nvoid main() {}",
            "x.glsl": "float x() { return 1.0 }",
        ])
        XCTAssertEqual(source.compileError(driverLog: "1:1(25): error: syntax error, unexpected '}'"),
                       .compile(file: "/s/x.glsl", line: 1, message: "error: syntax error, unexpected '}'"))
        XCTAssertEqual(source.compileError(driverLog: "0:3(1): warning: w\n0:3(13): error: e"),
                       .compile(file: "/s/a.frag", line: 3, message: "error: e"))
        XCTAssertEqual(source.compileError(driverLog: "7:2(1): error: e"),
                       .compile(file: "/s/a.frag", line: 2, message: "error: e"), "an unknown source is the stage's file")
        XCTAssertEqual(source.compileError(driverLog: "out of memory"),
                       .compile(file: "/s/a.frag", line: nil, message: "out of memory"))
    }

    func testDriverLogParsing() {
        XCTAssertEqual(ShaderSource.parseDriverLog("2:12(5): error: `foo' undeclared").source, 2)
        XCTAssertEqual(ShaderSource.parseDriverLog("2:12(5): error: `foo' undeclared").line, 12)
        XCTAssertNil(ShaderSource.parseDriverLog("(x): error: y").line)
    }
}

/// An installed tool (`scripts/install.sh PREFIX`) finds its shaders beside its bin folder, with no
/// checkout at all.
final class InstalledShadersTests: XCTestCase {
    func testAToolInAPrefixFindsShareSandglassShaders() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let shaders = prefix.appendingPathComponent("share/sandglass/shaders")
        try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try "void main() {}\n".write(to: shaders.appendingPathComponent("layer.frag"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ShaderDirectory.find(from: [prefix.appendingPathComponent("bin").path]), shaders.path)
        XCTAssertNil(ShaderDirectory.find(from: [FileManager.default.temporaryDirectory.appendingPathComponent("nowhere-\(UUID().uuidString)").path]))
    }
}
