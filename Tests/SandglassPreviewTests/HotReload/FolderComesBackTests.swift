@preconcurrency import Glibc
import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

/// Hot reload survives its folder being deleted, renamed, replaced by a file and recreated: it says so
/// once and picks the file up again when it comes back (a watch dropped with its folder would leave
/// reloading silent for the rest of the session).
final class FolderComesBackTests: XCTestCase {
    private var root: URL!
    private var folder: URL { root.appendingPathComponent("params") }
    private var file: String { folder.appendingPathComponent("scene.json").path }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-comeback-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    private func recreate(_ text: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    func testDeletedThenRecreatedFolderIsPickedUpAgain() throws {
        let watcher = try FileWatcher(paths: [file])
        try FileManager.default.removeItem(at: folder)
        XCTAssertEqual(watcher.poll(), [file], "the file is gone: the caller's read says so")
        XCTAssertEqual(watcher.takeNotices(), ["\(folder.path): folder gone; watching for it to come back"])
        XCTAssertEqual(watcher.poll(), [])
        XCTAssertEqual(watcher.takeNotices(), [], "said once")
        try recreate("{\"a\": 1}")
        XCTAssertEqual(watcher.poll(), [file])
        XCTAssertEqual(watcher.takeNotices(), ["\(folder.path): folder is back; reloading from it"])
        try Data("{\"a\": 2}".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertEqual(watcher.poll(), [file], "watched again: later saves are seen")
    }

    func testRenamedAwayThenAFileInItsPlaceThenTheFolderAgain() throws {
        let watcher = try FileWatcher(paths: [file])
        XCTAssertEqual(rename(folder.path, root.appendingPathComponent("moved").path), 0)
        XCTAssertEqual(watcher.poll(), [file])
        XCTAssertEqual(watcher.takeNotices().count, 1)
        try Data("not a folder".utf8).write(to: folder)
        XCTAssertEqual(watcher.poll(), [], "a file where the folder was is not it")
        try FileManager.default.removeItem(at: folder)
        try recreate("{}")
        XCTAssertEqual(watcher.poll(), [file])
        XCTAssertEqual(watcher.takeNotices(), ["\(folder.path): folder is back; reloading from it"])
        // The renamed folder's old watch does not report its files under the old name.
        try Data("{}".utf8).write(to: root.appendingPathComponent("moved/scene.json"))
        XCTAssertEqual(watcher.poll(), [])
    }

    func testWatchedFolderReportsItsFilesWhenItComesBack() throws {
        let watcher = try FileWatcher(folders: [folder.path])
        try FileManager.default.removeItem(at: folder)
        _ = watcher.poll()
        XCTAssertEqual(watcher.takeNotices().count, 1)
        try recreate("{}")
        XCTAssertEqual(watcher.poll(), ["\(folder.path)/scene.json"])
    }

    func testParamsReloadLoadsTheFileOfTheFolderThatCameBack() throws {
        let parameters = SceneParameters(scene: "pulse", [.number("duration", 1, in: 0.1...10, unit: "s", help: "one pulse")])
        try Data("{\"duration\": 2}".utf8).write(to: URL(fileURLWithPath: file))
        let reload = try ParameterHotReload(parameters: parameters, file: file)
        try FileManager.default.removeItem(at: folder)
        reload.poll()
        XCTAssertNotNil(reload.error, "a missing file is reported")
        try recreate("{\"duration\": 5}")
        XCTAssertTrue(reload.poll())
        XCTAssertNil(reload.error)
        XCTAssertEqual(reload.values.number("duration"), 5)
    }
}
