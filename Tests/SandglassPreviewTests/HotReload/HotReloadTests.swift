import Foundation
import XCTest
@testable import SandglassHeadless

/// `HotReload`'s one rule for notices, and its debounce, with a reload that reads a text file: the
/// text "bad…" fails with that text as the line, anything else loads.
final class HotReloadTests: XCTestCase {
    private var folder: URL!
    private var file: String { folder.appendingPathComponent("a.txt").path }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-hotreload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func save(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic) }

    private func load() -> ReloadOutcome<String> {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return .failed("a.txt: gone") }
        return text.hasPrefix("bad") ? .failed(text) : .loaded(text, note: "a.txt reloaded")
    }

    /// Saves `text`, polls once and returns what it said (`nil`: nothing) after the value it gave.
    private func saveAndPoll(_ text: String, _ reload: HotReload) throws -> [String] {
        try save(text)
        let value = reload.poll(reload: load)
        let notice = reload.takeNotice()
        return [value ?? "-", notice.map { ($0.isError ? "error: " : "note: ") + $0.text } ?? "nothing"]
    }

    func testASuccessIsSaidOnceAFailureUntilTheNextSuccessAndTheSameFailureNotAgain() throws {
        let reload = HotReload(watcher: try FileWatcher(paths: [file]))
        XCTAssertNil(reload.poll(reload: load))
        XCTAssertNil(reload.takeNotice())
        let said = [
            try saveAndPoll("one", reload),
            try saveAndPoll("bad: line 1", reload),
            try saveAndPoll("bad: line 1", reload),
            try saveAndPoll("bad: line 2", reload),
            try saveAndPoll("two", reload),
            try saveAndPoll("two", reload),
            try saveAndPoll("bad: line 1", reload),
        ]
        XCTAssertEqual(said, [
            ["one", "note: a.txt reloaded"],
            ["-", "error: bad: line 1"],
            ["-", "nothing"],
            ["-", "error: bad: line 2"],
            ["two", "note: a.txt reloaded"],
            ["two", "note: a.txt reloaded"],
            ["-", "error: bad: line 1"],
        ])
        XCTAssertEqual(reload.error, "bad: line 1")
        XCTAssertNil(reload.poll(reload: load), "nothing saved: no reload")
        XCTAssertNil(reload.takeNotice(), "said once, not every frame")
        XCTAssertEqual(reload.error, "bad: line 1", "the error stays until the next success")
        _ = try saveAndPoll("three", reload)
        XCTAssertNil(reload.error)
    }

    func testTheWatchersLinesComeFirstEachOnce() throws {
        try save("one")
        let reload = HotReload(watcher: try FileWatcher(paths: [file]))
        try FileManager.default.removeItem(at: folder)
        XCTAssertNil(reload.poll(reload: load))
        XCTAssertEqual(reload.takeNotice()?.text, "\(folder.path): folder gone; watching for it to come back; a.txt: gone")
        XCTAssertNil(reload.poll(reload: load))
        XCTAssertNil(reload.takeNotice())
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try save("two")
        XCTAssertEqual(reload.poll(reload: load), "two")
        XCTAssertEqual(reload.takeNotice(), ReloadNotice(watcher: ["\(folder.path): folder is back; reloading from it"],
                                                         line: "a.txt reloaded", isError: false))
    }

    func testSavesDuringABackgroundReloadAreGatheredIntoOneMore() throws {
        let reload = HotReload(watcher: try FileWatcher(paths: [file]))
        let queue = DispatchQueue(label: "hot-reload-test")
        let gate = DispatchSemaphore(value: 0)
        var started = 0
        func start() -> @Sendable () -> Int {
            started += 1
            let number = started
            return { gate.wait(); return number }
        }
        func poll() -> Int? {
            reload.poll(on: queue, start: start) { number, _ in .loaded(number, note: "build \(number) loaded") }
        }
        try save("one")
        XCTAssertNil(poll())
        XCTAssertEqual(started, 1)
        try save("two")
        XCTAssertNil(poll())
        try save("three")
        XCTAssertNil(poll())
        XCTAssertEqual(started, 1, "one reload at a time")
        gate.signal()
        var first: Int?
        for _ in 0..<200 where first == nil { first = poll(); usleep(5_000) }
        XCTAssertEqual(first, 1)
        XCTAssertEqual(started, 2, "the two saves meanwhile are one more reload")
        gate.signal()
        var second: Int?
        for _ in 0..<200 where second == nil { second = poll(); usleep(5_000) }
        XCTAssertEqual(second, 2)
        XCTAssertEqual(reload.takeNotice()?.text, "build 2 loaded", "a note not yet taken is replaced by the next")
        XCTAssertEqual(started, 2)
    }
}
