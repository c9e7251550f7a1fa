import Foundation
@testable import SandglassCommandLine
import XCTest

/// Where things go wrong around the input: output folders that cannot be written, a full disk, corrupt
/// PNG assets, a font that is not installed, no display. Exact line and exit code each; no partial file
/// left behind; a user's existing file never replaced by less.
final class BadOutputMatrixTests: BadInputTestCase {
    /// Runs `/bin/mount` or `/bin/umount`; false when it failed (not root, no tmpfs).
    @discardableResult
    func system(_ tool: String, _ args: [String]) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        p.standardError = FileHandle.nullDevice
        p.standardOutput = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    /// A fresh tmpfs of `size` (e.g. "64k") mounted on a new folder; unmounted when the test ends.
    func tmpfs(_ name: String, size: String, readOnly: Bool = false) throws -> String {
        let mountPoint = folder + "/" + name
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        guard system("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)" + (readOnly ? ",ro" : ""), "tmpfs", mountPoint]) else {
            throw XCTSkip("cannot mount a tmpfs here (needs root)")
        }
        addTeardownBlock { self.system("/bin/umount", [mountPoint]) }
        return mountPoint
    }

    func render(_ scene: String, to out: String, _ extra: [String] = []) -> [String] {
        ["render", scene, "--time", "1", "--out", out] + extra
    }

    // MARK: output

    func testUnwritableOutputFolders() throws {
        expectFailure(render("matching", to: "/proc/x.png"), "/proc/x.png: cannot write PNG: No such file or directory", code: 1)
        expectFailure(render("matching", to: folder + "/no/such/x.png"),
                      folder + "/no/such/x.png: cannot write PNG: No such file or directory", code: 1)
        let readOnly = try tmpfs("ro", size: "64k", readOnly: true)
        expectFailure(render("matching", to: readOnly + "/x.png"), readOnly + "/x.png: cannot write PNG: Read-only file system", code: 1)
    }

    func testImmutableOutputFolder() throws {
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
        guard system("/usr/bin/chattr", ["+i", locked]) else { throw XCTSkip("chattr +i not possible here") }
        defer { system("/usr/bin/chattr", ["-i", locked]) }
        expectFailure(render("matching", to: locked + "/x.png"), locked + "/x.png: cannot write PNG: Operation not permitted", code: 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: locked), [])
    }

    /// A 64 KiB disk and a PNG of several MB: exit 1, one line, no partial or temporary file; an
    /// existing file of the same name keeps its bytes.
    func testFullDiskLeavesNoPartialFileAndKeepsTheOldOne() throws {
        let disk = try tmpfs("full", size: "64k")
        expectFailure(render("stress-arcs", to: disk + "/x.png"), disk + "/x.png: cannot write PNG: No space left on device", code: 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk), [])
        let old = disk + "/old.png"
        try Data("the user's picture".utf8).write(to: URL(fileURLWithPath: old))
        expectFailure(render("stress-arcs", to: old), old + ": cannot write PNG: No space left on device", code: 1, unchanged: [old])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk), ["old.png"])
    }

    // MARK: assets

    func testCorruptAndTruncatedPNGContents() throws {
        let sheet = URL(fileURLWithPath: BadInputTestCase.pulse).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("thanos/snap-sheet.png")
        let png = try Data(contentsOf: sheet)
        var flipped = png
        flipped[png.count / 2] ^= 0xFF
        let images: [(String, Data, String)] = [
            ("truncated", png.prefix(100), "not a valid PNG: Read Error"),
            ("signature-only", png.prefix(8), "not a valid PNG: Read Error"),
            ("text", Data("not a png at all".utf8), "not a valid PNG: Not a PNG file"),
            ("empty", Data(), "not a valid PNG: Read Error"),
            ("flipped", flipped, "not a valid PNG: IDAT: CRC error"),
        ]
        for (name, data, reason) in images {
            try data.write(to: URL(fileURLWithPath: folder + "/\(name).png"))
            let path = try file("png-\(name).json", scene("{\"bounds\": [0, 0, 50, 50], \"contents\": \"\(name).png\"}"))
            expectFailure(render(path, to: folder + "/out.png"),
                          path + ":1:84: root.sublayers[0].contents: \(folder)/\(name).png: " + reason, code: 2)
        }
        let missing = try file("png-missing.json", scene("{\"contents\": \"nosuch.png\"}"))
        expectFailure(["dump", missing, "--time", "0"],
                      missing + ":1:58: root.sublayers[0].contents: \(folder)/nosuch.png: cannot read PNG: no such file", code: 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    /// A font that is not installed falls back to DejaVu (as Core Animation falls back to Helvetica):
    /// the text is drawn, no error.
    func testMissingFontFallsBackAndDrawsTheText() throws {
        let path = try file("font.json", "{\"size\": [100, 40], \"root\": {\"sublayers\": [{\"type\": \"text\", \"bounds\": [0, 0, 100, 40], "
                            + "\"position\": [50, 20], \"string\": \"Hello\", \"fontName\": \"NoSuchFont-Bold\", \"fontSize\": 20, "
                            + "\"foregroundColor\": \"white\"}]}}")
        let out = folder + "/font.png"
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(render(path, to: out), console: captured.console), 0, captured.err)
        XCTAssertEqual(captured.err, "")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        XCTAssertGreaterThan(data.count, 200, "an all-black 100x40 PNG is smaller: no text was drawn")
    }

    // MARK: display

    func testPreviewWithoutADisplayIsOneLineAndExit2() throws {
        let saved = ProcessInfo.processInfo.environment["DISPLAY"]
        unsetenv("DISPLAY")
        defer { if let saved { setenv("DISPLAY", saved, 1) } }
        expectFailure(["preview", "matching", "--frames", "3"],
                      "no display: DISPLAY is not set (run under xvfb-run, or use `render`/`dump`, which are headless)", code: 2)
    }
}
