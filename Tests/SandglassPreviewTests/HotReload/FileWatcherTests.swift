@preconcurrency import Glibc
import Foundation
import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

final class FileWatcherTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// An editor's save: the new text into a sibling, renamed over the file.
    private func saveByRename(_ text: String, to path: String) throws {
        let temporary = path + ".swp"
        try write(text, to: temporary)
        XCTAssertEqual(rename(temporary, path), 0)
    }

    func testNothingChangedGivesNothing() throws {
        let watcher = try FileWatcher(paths: [path("a.json")])
        XCTAssertEqual(watcher.poll(), [])
    }

    func testWriteInPlaceIsSeenOnTheFirstPoll() throws {
        let file = path("sandclock.json")
        try write("{}", to: file)
        let watcher = try FileWatcher(paths: [file])
        try write("{\"sandFall05\": 1}", to: file)
        XCTAssertEqual(watcher.poll(), [file])
        XCTAssertEqual(watcher.poll(), [])
    }

    func testSaveByRenameIsSeenAndSeenAgain() throws {
        let file = path("sandclock.json")
        try write("{}", to: file)
        let watcher = try FileWatcher(paths: [file])
        try saveByRename("{\"a\": 1}", to: file)
        XCTAssertEqual(watcher.poll(), [file])
        try saveByRename("{\"a\": 2}", to: file)  // the old inode is gone; the folder watch still sees it
        XCTAssertEqual(watcher.poll(), [file])
    }

    func testCreateAndDeleteAreSeen() throws {
        let file = path("sandclock.json")
        let watcher = try FileWatcher(paths: [file])
        try write("{}", to: file)
        XCTAssertEqual(watcher.poll(), [file])
        XCTAssertEqual(unlink(file), 0)
        XCTAssertEqual(watcher.poll(), [file])
    }

    func testOtherFilesInTheFolderAreIgnored() throws {
        let file = path("sandclock.json")
        let watcher = try FileWatcher(paths: [file])
        try write("{}", to: path("other.json"))
        try saveByRename("{}", to: path("sandclock.json.bak"))
        XCTAssertEqual(watcher.poll(), [])
    }

    func testSeveralFilesInSeveralFoldersReportEachOnceInOrder() throws {
        let shaders = folder.appendingPathComponent("shaders")
        try FileManager.default.createDirectory(at: shaders, withIntermediateDirectories: false)
        let params = path("sandclock.json")
        let vertex = shaders.appendingPathComponent("solid.vert").path
        let fragment = shaders.appendingPathComponent("solid.frag").path
        let watcher = try FileWatcher(paths: [params, vertex, fragment])
        try write("a", to: fragment)
        try write("b", to: fragment)
        try saveByRename("{}", to: params)
        XCTAssertEqual(watcher.poll(), [params, fragment])
    }

    func testAFolderWatchSeesEveryFileInItOnlyThere() throws {
        let below = folder.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: below, withIntermediateDirectories: false)
        try write("a", to: path("layer.frag"))
        let watcher = try FileWatcher(folders: [folder.path])
        try saveByRename("b", to: path("layer.frag"))
        try write("c", to: path("new.glsl"))
        try write("d", to: below.appendingPathComponent("deeper.glsl").path)
        XCTAssertEqual(watcher.poll(), [path("layer.frag"), path("layer.frag.swp"), path("new.glsl")])
        XCTAssertEqual(watcher.poll(), [])
    }

    func testMissingFolderIsATypedError() {
        let file = path("missing/sandclock.json")
        XCTAssertThrowsError(try FileWatcher(paths: [file])) { error in
            XCTAssertEqual(error as? FileWatcherError,
                           .cannotWatchFolder(folder: path("missing"), reason: "No such file or directory"))
        }
    }

    func testDeinitClosesTheDescriptor() throws {
        func openDescriptors() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count }
        let before = try openDescriptors()
        var watcher: FileWatcher? = try FileWatcher(paths: [path("a.json")])
        XCTAssertEqual(try openDescriptors(), before + 1)
        watcher = nil
        XCTAssertNil(watcher)
        XCTAssertEqual(try openDescriptors(), before)
    }

    /// Each save by rename is seen on the first poll after the rename returns; prints the latency.
    func testLatencyFromRenameToPoll() throws {
        let file = path("sandclock.json")
        try write("{}", to: file)
        let watcher = try FileWatcher(paths: [file])
        var latencies: [Double] = []
        for i in 0..<200 {
            try saveByRename("{\"i\": \(i)}", to: file)
            let renamed = DispatchTime.now().uptimeNanoseconds
            let seen = watcher.poll()
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - renamed) / 1000)
            XCTAssertEqual(seen, [file], "save \(i) not seen on the first poll")
        }
        latencies.sort()
        print(String(format: "FileWatcher latency, rename returned -> poll() returned it: median %.1f µs, p99 %.1f µs, max %.1f µs (200 saves)",
                     latencies[100], latencies[197], latencies[199]))
    }
}
