import XCTest
@testable import SandglassPreview

final class MessageLogTests: XCTestCase {
    func testOneMessagePerSourceErrorsFirstClearedWhenTheyNoLongerApply() {
        var log = MessageLog()
        log.post("saved screenshots/a.png", from: .action, isError: false, at: 0)
        log.post("matching.json:2:15: 'duration' is 90 but must be in 0.2...30 s", from: .params, isError: true, at: 1)
        log.post("matching.json:2:15: 'duration' is 91 but must be in 0.2...30 s", from: .params, isError: true, at: 2)
        XCTAssertEqual(log.entries.map(\.text), ["matching.json:2:15: 'duration' is 91 but must be in 0.2...30 s",
                                                 "saved screenshots/a.png"], "the newer error replaces the older, errors first")
        log.clear(.params)
        XCTAssertEqual(log.entries.map(\.source), [.action])
        log.post("", from: .action, isError: false, at: 3)
        XCTAssertEqual(log.entries, [])
    }

    func testNotesFadeErrorsStayAndASceneSwitchClearsAll() {
        var log = MessageLog()
        log.post("reloaded", from: .params, isError: false, at: 0)
        log.post("shader.frag:3: syntax error", from: .shaders, isError: true, at: 0)
        XCTAssertFalse(log.expire(at: MessageLog.noteLifetime - 0.1))
        XCTAssertTrue(log.expire(at: MessageLog.noteLifetime + 0.1))
        XCTAssertEqual(log.entries.map(\.source), [.shaders])
        log.clearAll()
        XCTAssertEqual(log.entries, [])
    }
}
