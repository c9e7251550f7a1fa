@testable import SandglassPreview
@testable import SandglassHeadless
import Foundation
import XCTest

/// Tricky sources compiled by swiftc as written and as the preview rewrites them (with calls that
/// answer the literal itself): both compile, or both fail at the same places, and both print the same.
final class RewrittenSourceCompileTests: XCTestCase {
    private static let stub = """
        func __sgFloatLiteral<T: ExpressibleByFloatLiteral>(_ index: Int, _ literal: T) -> T { literal }
        func __sgIntLiteral<T: ExpressibleByIntegerLiteral>(_ index: Int, _ literal: T) -> T { literal }

        """

    /// Each line a case the scanner once got wrong or could: strings with nested quotes and
    /// interpolations, raw and multi-line strings, regexes, enum raw values, integer generic arguments,
    /// attributes, directives, negative literals, raw identifiers.
    private static let valid = ##"""
        enum E: Int { case a = 17, b = 18,
          c = -19 }
        struct Vector<let count: Int> { var n: Int { count } }
        @_alignment(16) struct Aligned { var x: Int8 = 1 }
        @available(macOS 10.15, *) func later() -> Int { 3 }
        func show() {
            let n = 3
            print("a \("b 3") 4", #"x 5 \#(n * 2) "7" "#, ##"y 8 "# 9"##, "\(2 * 21)")
            print("""
              11 \(12) "13"
              """)
            print(String("ab 15".firstMatch(of: #/b 15/#)!.output), String("xa 14".firstMatch(of: /a 14/)!.output))
            print(E.a.rawValue, E.b.rawValue, E.c.rawValue)
            let v: InlineArray<2, Int> = [21, 22], w: [3 of Int] = .init(repeating: 24)
            print(v[0] + v[1], w.count, w[2], Vector<4>().n)
            #if swift(>=5.0)
            print("new")
            #endif
            let x = -27, y = 100-28, z = (-29), m = -30.5.magnitude, q = 0...31, i8 = -128 as Int8
            print(x, y, z, m, q.count, i8, 0xFF, 1_000, 1e3, 0x1p3, 0b101, 0o17, -0x10)
            switch 5 { case -34, 5: print("five"); default: print("other") }
            let `raw 36` = 37
            print(`raw 36`, later(), MemoryLayout<Aligned>.alignment, [1, 2].map { $0 * 2 }, (4, 5).1)
            let half = 9 / 2, div = x / 3 / 3
            print(half, div)
        }
        @main struct Main { static func main() { show() } }

        """##

    /// Type errors, then (in a file without any, as the compiler finds them later) literals out of range.
    private static let invalid = ["""
        func bad() {
            let s: String = 3.5
            let t: Int = "x" + 2
        }

        """, """
        func bad() {
            let u: UInt8 = -5
            let k: Int8 = 200
            _ = (u, k)
        }

        """]

    func testTheRewrittenSourceCompilesAndPrintsWhatTheSourceDoes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = """
            a b 3 4 x 5 6 "7"  y 8 "# 9 42
            11 12 "13"
            b 15 a 14
            17 18 -19
            43 3 24 4
            new
            -27 72 -29 -30.5 32 -128 255 1000 1000.0 8.0 5 15 -16
            five
            37 3 16 [2, 4] 5
            4 -3

            """
        let scan = SwiftLiteralScanner(Self.valid)
        XCTAssertEqual(scan.literals.count, 37)
        for (name, sources) in [("original", [("Tricky.swift", Self.valid)]),
                                ("rewritten", [("Tricky.swift", scan.rewritten(reportingAs: "Tricky.swift")), ("Stub.swift", Self.stub)])] {
            let files = try sources.map { name, text in
                let file = folder.appendingPathComponent(name)
                try text.write(to: file, atomically: false, encoding: .utf8)
                return file.path
            }
            let program = folder.appendingPathComponent(name).path
            let build = try Self.run(Self.swiftc, ["-swift-version", "5", "-enable-bare-slash-regex", "-parse-as-library",
                                                   "-o", program] + files)
            XCTAssertEqual(build.status, 0, "\(name): \(build.output)")
            XCTAssertEqual(try Self.run(program, []).output, expected, name)
        }
    }

    func testTheRewrittenSourceFailsWhereTheSourceDoes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = folder.appendingPathComponent("Stub.swift")
        try Self.stub.write(to: stub, atomically: false, encoding: .utf8)
        var found: [[String]] = []
        for source in Self.invalid {
            let scan = SwiftLiteralScanner(source)
            let original = folder.appendingPathComponent(#"Bad "1" \ 2.swift"#), rewritten = folder.appendingPathComponent("Rewritten.swift")
            try source.write(to: original, atomically: false, encoding: .utf8)
            try scan.rewritten(reportingAs: original.path).write(to: rewritten, atomically: false, encoding: .utf8)
            let asWritten = try Self.run(Self.swiftc, ["-wmo", "-emit-sil", "-o", "/dev/null", original.path])
            let asRewritten = try Self.run(Self.swiftc, ["-wmo", "-emit-sil", "-o", "/dev/null", rewritten.path, stub.path])
            XCTAssertEqual([asWritten.status, asRewritten.status], [1, 1])
            func errors(_ output: String) -> [String] {
                output.split(separator: "\n").map { scan.mappingColumns(in: String($0), of: original.path) }
                    .filter { $0.hasPrefix(original.path + ":") && $0.contains(": error: ") }
                    .map { String($0.dropFirst(original.path.count)) }.sorted()
            }
            XCTAssertEqual(errors(asRewritten.output), errors(asWritten.output))
            found.append(errors(asWritten.output))
        }
        XCTAssertEqual(found, [
            [":2:21: error: cannot convert value of type 'Double' to specified type 'String'",
             ":3:18: error: cannot convert value of type 'String' to expected argument type 'Int'"],
            [":2:20: error: negative integer '-5' overflows when stored into unsigned type 'UInt8'",
             ":3:19: error: integer literal '200' overflows when stored into 'Int8'"],
        ])
    }

    /// A newline in the name would make the compiler ignore the `#sourceLocation`: the copy names the
    /// file with a `_`, and the lines are turned back to the name as it is (the tool's message escapes it).
    func testAFileNamedWithANewlineIsNamedInOneLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scan = SwiftLiteralScanner(Self.invalid[0])
        let rewritten = folder.appendingPathComponent("Rewritten.swift"), stub = folder.appendingPathComponent("Stub.swift")
        try scan.rewritten(reportingAs: "/tmp/a\nb.swift").write(to: rewritten, atomically: false, encoding: .utf8)
        try Self.stub.write(to: stub, atomically: false, encoding: .utf8)
        let output = try Self.run(Self.swiftc, ["-typecheck", rewritten.path, stub.path]).output
        XCTAssertEqual(output.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix(" ") }
                           .map { scan.mappingColumns(in: String($0), of: "/tmp/a\nb.swift") },
                       ["/tmp/a\nb.swift:2:21: error: cannot convert value of type 'Double' to specified type 'String'",
                        "/tmp/a\nb.swift:3:18: error: cannot convert value of type 'String' to expected argument type 'Int'"])
    }

    private static var swiftc: String {
        ProcessInfo.processInfo.environment["SWIFTC"] ?? (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
            .split(separator: ":").map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
    }

    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rewritten-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
