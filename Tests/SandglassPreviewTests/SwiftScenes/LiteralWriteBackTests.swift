@testable import SandglassPreview
@testable import SandglassHeadless
import Foundation
import XCTest

/// The literal write-back edits exactly what was dragged, in the file that was compiled.
final class LiteralWriteBackTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("literal-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try FileManager.default.removeItem(at: folder) }

    /// Writes `source` to Scene.swift and drags literal `index` to `value`; the file's text after it.
    private func written(_ source: String, literal index: Int, to value: Double) throws -> String {
        let file = folder.appendingPathComponent("Scene.swift")
        try source.write(to: file, atomically: false, encoding: .utf8)
        try LiteralWriteBack(path: file.path, compiled: source, literals: SwiftLiteralScanner(source).literals)
            .write(value, toLiteral: index)
        return try String(contentsOf: file, encoding: .utf8)
    }

    func testANegativeValueReplacesTheSignAndNeverDoublesAnOperator() throws {
        XCTAssertEqual(try written("let a = -5\n", literal: 0, to: -7), "let a = -7\n")
        XCTAssertEqual(try written("let a = -5\n", literal: 0, to: 7), "let a = 7\n")
        XCTAssertEqual(try written("let a = f(-5.5)\n", literal: 0, to: -0.25), "let a = f(-0.25)\n")
        XCTAssertEqual(try written("let a = 5\n", literal: 0, to: -7), "let a = -7\n")
        XCTAssertEqual(try written("let a = b-5\n", literal: 0, to: -7), "let a = b-(-7)\n")
        XCTAssertEqual(try written("let r = 0...5\n", literal: 1, to: -2), "let r = 0...(-2)\n")
        XCTAssertEqual(try written("let a = 2.5\n", literal: 0, to: 3), "let a = 3.0\n")
        XCTAssertEqual(try written("let a = 2\n", literal: 0, to: 3.6), "let a = 4\n")
    }

    func testASymlinkStaysALinkAndItsTargetIsEdited() throws {
        let target = folder.appendingPathComponent("Target.swift"), link = folder.appendingPathComponent("Link.swift")
        try "let a = 1\n".write(to: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "Target.swift")
        try LiteralWriteBack(path: link.path, compiled: "let a = 1\n", literals: SwiftLiteralScanner("let a = 1\n").literals)
            .write(2, toLiteral: 0)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "Target.swift")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "let a = 2\n")
    }

    func testAHardLinkedFileKeepsItsLinksModeAndOwner() throws {
        let file = folder.appendingPathComponent("Scene.swift"), other = folder.appendingPathComponent("Other.swift")
        try "let a = 10\n".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(at: file, to: other)
        XCTAssertEqual(chmod(file.path, 0o640), 0)
        var before = stat()
        XCTAssertEqual(stat(file.path, &before), 0)
        try LiteralWriteBack(path: file.path, compiled: "let a = 10\n", literals: SwiftLiteralScanner("let a = 10\n").literals)
            .write(200, toLiteral: 0)
        var after = stat()
        XCTAssertEqual(stat(file.path, &after), 0)
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), "let a = 200\n")
        XCTAssertEqual([after.st_ino, UInt(after.st_nlink)], [before.st_ino, 2])
        XCTAssertEqual([after.st_mode & 0o7777, after.st_uid, after.st_gid], [0o640, before.st_uid, before.st_gid])
    }

    func testAnEditSinceTheCompileIsRefusedAndTheFileIsUntouched() throws {
        let file = folder.appendingPathComponent("Scene.swift")
        let compiled = "let a = 1\nlet b = 2\n", typed = "let a = 1\nlet bb = 2 // typed\n"
        try typed.write(to: file, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try LiteralWriteBack(path: file.path, compiled: compiled, literals: SwiftLiteralScanner(compiled).literals)
            .write(5, toLiteral: 0)) { error in
            XCTAssertEqual("\(error)", "\(file.path) changed since it was compiled: nothing written, so nothing typed in it is "
                               + "lost; the preview keeps the value until the next build")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), typed)
    }

    func testTheSameLiteralChangedOnDiskIsRefused() throws {
        let file = folder.appendingPathComponent("Scene.swift")
        let compiled = "let a = 1\nlet b = 2\n", typed = "let a = 1\nlet b = 3\n"
        try typed.write(to: file, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try LiteralWriteBack(path: file.path, compiled: compiled, literals: SwiftLiteralScanner(compiled).literals)
            .write(5, toLiteral: 1)) { XCTAssertEqual($0 as? LiteralWriteError, .changed(file: file.path)) }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), typed)
    }

    /// Another literal's digits changed (the panel's last write, not compiled yet, or a number typed in
    /// an editor): the dragged literal is still unambiguous, so both changes are kept.
    func testAnotherLiteralChangedOnDiskIsMergedWithTheWrite() throws {
        let file = folder.appendingPathComponent("Scene.swift")
        let compiled = "let a = 1\nlet b = 2\n"
        try "let a = 1500\nlet b = 2\n".write(to: file, atomically: false, encoding: .utf8)
        try LiteralWriteBack(path: file.path, compiled: compiled, literals: SwiftLiteralScanner(compiled).literals)
            .write(-4, toLiteral: 1)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "let a = 1500\nlet b = -4\n")
    }

    func testAValueNoLiteralCanHoldIsRefused() throws {
        let file = folder.appendingPathComponent("Scene.swift")
        try "let a = 1\n".write(to: file, atomically: false, encoding: .utf8)
        let writer = LiteralWriteBack(path: file.path, compiled: "let a = 1\n", literals: SwiftLiteralScanner("let a = 1\n").literals)
        XCTAssertThrowsError(try writer.write(1e300, toLiteral: 0)) { XCTAssertEqual($0 as? LiteralWriteError, .badValue(1e300)) }
        XCTAssertThrowsError(try writer.write(.nan, toLiteral: 0)) { XCTAssertEqual("\($0)", "nan cannot be written as the literal: nothing written") }
        XCTAssertThrowsError(try writer.write(1, toLiteral: 1)) { XCTAssertEqual($0 as? LiteralWriteError, .noLiteral(1)) }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "let a = 1\n")
    }
}
