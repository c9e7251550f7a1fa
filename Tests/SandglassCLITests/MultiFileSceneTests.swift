import Foundation
import XCTest

/// A scene of several files or folders: a library as published plus the user's harness, compiled as
/// one module. The harness (named last) wins when several types could be the scene; `--scene` picks.
final class MultiFileSceneTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("multi-\(UUID().uuidString)").path
        try write("Sources/RingKit/RingLayer.swift", """
            import UIKit

            public final class RingLayer: CAShapeLayer {
                public func fill(over duration: CFTimeInterval) {
                    let grow = CABasicAnimation(keyPath: "strokeEnd")
                    grow.fromValue = 0
                    grow.toValue = 1
                    grow.duration = duration
                    add(grow, forKey: "fill")
                }
            }
            """)
        try write("Sources/RingKit/RingView.swift", """
            import UIKit

            open class RingView: UIView {
                public let ring = RingLayer()
                public override init(frame: CGRect) {
                    super.init(frame: frame)
                    ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
                    layer.addSublayer(ring)
                }
                public required init?(coder: NSCoder) { fatalError() }
            }
            """)
        try write("Harness.swift", """
            import UIKit

            final class HarnessView: UIView {
                static let previewSize = CGSize(width: 100, height: 100)
                let ringView = RingView(frame: .zero)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(ringView)
                    ringView.ring.fill(over: 2)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: root) }

    private func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func tool(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        let path = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("\(path) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.currentDirectoryURL = URL(fileURLWithPath: root)
        let out = Pipe(), err = Pipe()
        (p.standardOutput, p.standardError) = (out, err)
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    func testAFolderAndAHarnessAreOneSceneAndTheHarnessWins() throws {
        let r = try tool(["dump", "Sources/RingKit/", "Harness.swift", "--time", "1"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("\"scene\": \"Harness\""), r.out)
        XCTAssertTrue(r.out.contains("\"strokeEnd\": 0.5"), "the library's animation, halfway, through the harness")
        XCTAssertEqual(r.err, "sandglass: note: the scene is HarnessView (Harness.swift), of RingView, HarnessView; --scene TYPE picks another\n")
    }

    func testSceneNamesTheTypeAndAnUnknownOneListsThem() throws {
        let r = try tool(["dump", "Sources/RingKit/", "Harness.swift", "--time", "1", "--scene", "RingView"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("\"scene\": \"RingView\""), r.out)
        XCTAssertEqual(r.err, "")
        let bad = try tool(["render", "Sources/RingKit/", "Harness.swift", "--time", "1", "--out", "x.png", "--scene", "Ring"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.err, "sandglass: --scene Ring: no such scene type in the files (they declare: RingView, HarnessView)\n")
    }

    /// Every file of a folder is an input of the run: `--out` naming one is refused and the file kept.
    func testOutNamingAFileOfTheFolderIsRefused() throws {
        let library = root + "/Sources/RingKit/RingLayer.swift"
        let before = try String(contentsOfFile: library, encoding: .utf8)
        let r = try tool(["render", "Sources/RingKit", "Harness.swift", "--time", "0", "--out", "Sources/RingKit/RingLayer.swift",
                          "--scene", "HarnessView"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.hasPrefix("sandglass: Sources/RingKit/RingLayer.swift: would overwrite the scene's Swift source "), r.err)
        XCTAssertTrue(r.err.hasSuffix("RingLayer.swift, an input of this run\n"), r.err)
        XCTAssertEqual(try String(contentsOfFile: library, encoding: .utf8), before)
    }

    /// A mistake in a library file is the compiler's line naming that file.
    func testACompileErrorNamesTheLibraryFile() throws {
        try write("Sources/RingKit/RingLayer.swift", "import UIKit\npublic final class RingLayer: CAShapeLayer {\n    func fill(over d: CFTimeInterval) { lineWidth = \"wide\" }\n}\n")
        let r = try tool(["dump", "Sources/RingKit", "Harness.swift", "--time", "1"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.err.hasPrefix("sandglass: Sources/RingKit/RingLayer.swift:3:"), r.err)
        XCTAssertTrue(r.err.contains("error: "), r.err)
    }
}

/// A folder is one whole-module compile. 500 one-line files took over 45 s as one
/// frontend job per file; `swiftc -wmo` compiles them in about a second. Timed with the compile only
/// (`dump` at time 0 of a tiny view): the bound is ten times what one job takes here, far below the
/// per-file build's minute.
final class ManyFilesSceneTests: XCTestCase {
    func testAFolderOf500FilesCompilesInOneJob() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("many-files-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Lib", withIntermediateDirectories: true)
        for i in 0..<500 { try Data("let value\(i) = \(i)\n".utf8).write(to: URL(fileURLWithPath: root + "/Lib/F\(i).swift")) }
        try Data("import UIKit\nfinal class ManyView: UIView { }\n".utf8).write(to: URL(fileURLWithPath: root + "/Lib/ManyView.swift"))
        let path = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("\(path) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["dump", root + "/Lib", "--time", "0"]
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        let start = Date()
        try p.run()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(p.terminationStatus, 0, String(decoding: e, as: UTF8.self))
        XCTAssertLessThan(seconds, 30, "500 small files in one job (per-file jobs: over 45 s)")
    }
}

/// An error in the tool's generated entry file is said of the user's type, never with
/// the entry's temporary path.
final class EntryErrorTests: XCTestCase {
    func testAViewWithoutInitFrameIsNamedNotTheEntryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/Tinted.swift"
        try Data("""
            import UIKit
            final class TintedView: UIView {
                init(tint: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }

            """.utf8).write(to: URL(fileURLWithPath: file))
        let path = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("\(path) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["dump", file, "--time", "0"]
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 2)
        XCTAssertTrue(text.hasPrefix("sandglass: \(file): error: the tool makes the scene as TintedView(frame: .zero), which does not compile: "),
                      text)
        XCTAssertFalse(text.contains("entry"), text)
    }
}
