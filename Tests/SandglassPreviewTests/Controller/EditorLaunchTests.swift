import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview

/// E opens the selected animation's source as `$EDITOR +LINE FILE`, detached; without $EDITOR it says
/// what to do.
final class EditorLaunchTests: XCTestCase {
    private let here = AnimationSourceLocation(fileID: "SandglassPreviewTests/EditorLaunchTests.swift", filePath: #filePath, line: 12)

    func testTheCommandPassesLineAndFileAsTwoArguments() throws {
        XCTAssertEqual(try EditorLaunch.command(for: here, environment: ["EDITOR": "emacsclient -n"]),
                       ["/bin/sh", "-c", #"eval "$EDITOR \"\$@\"" </dev/null >/dev/null 2>&1 &"#, "sh", "+12", #filePath])
    }

    func testWithoutAnEditorItSaysWhatToDo() {
        for environment in [[:], ["EDITOR": "  "]] {
            XCTAssertThrowsError(try EditorLaunch.command(for: here, environment: environment)) { error in
                XCTAssertEqual((error as? EditorLaunch.Failure)?.description,
                               "$EDITOR is not set: open \(#filePath):12 yourself, or start the preview with EDITOR set "
                               + "(it runs $EDITOR +LINE FILE)")
            }
        }
        let gone = AnimationSourceLocation(fileID: "X/Gone.swift", filePath: "/nonexistent/Gone.swift", line: 3)
        XCTAssertThrowsError(try EditorLaunch.command(for: gone, environment: ["EDITOR": "vi"])) { error in
            XCTAssertEqual(error as? EditorLaunch.Failure, .fileNotFound("/nonexistent/Gone.swift"))
        }
    }

    /// A real launch: the "editor" is a script that writes its arguments down.
    func testTheEditorIsStartedWithPlusLineAndTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let editor = folder.appendingPathComponent("fake editor")
        let record = folder.appendingPathComponent("args")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\n".write(to: editor, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
        var environment = ProcessInfo.processInfo.environment
        environment["EDITOR"] = "'\(editor.path)'"
        try EditorLaunch.open(here, environment: environment)
        var text = ""
        for _ in 0..<100 where text.isEmpty {
            text = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
            usleep(20_000)
        }
        XCTAssertEqual(text, "+12\n\(#filePath)\n")
    }
}
