import XCTest
@testable import SandglassPreview
@testable import SandglassHeadless

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

    /// A refused action answered one attempt: it fades (later than a note); a state's error stays.
    func testARefusalFadesWhereAStatesErrorStays() {
        var log = MessageLog()
        log.post("duration of 'pulse' comes from code Sandglass cannot edit: Pulse.swift:12", from: .action, isError: true, at: 0)
        log.post("shader.frag:3: syntax error", from: .shaders, isError: true, at: 0)
        XCTAssertFalse(log.expire(at: MessageLog.noteLifetime + 0.1), "still there after a note would have gone")
        XCTAssertTrue(log.expire(at: MessageLog.refusalLifetime + 0.1))
        XCTAssertEqual(log.entries.map(\.source), [.shaders])
        XCTAssertFalse(log.expire(at: 1000))
    }
}

final class MessageLogSyncTests: XCTestCase {
    func testAProblemIsPostedOnceAndClearedWhenTheFileIsFixed() {
        var log = MessageLog()
        let bad = "matching.json:2:15: 'duration' is 90 but must be in 0.2...30 s"
        XCTAssertEqual(log.sync(.params, problem: bad, status: nil, at: 0), bad)
        XCTAssertNil(log.sync(.params, problem: bad, status: nil, at: 1), "not again each frame")
        XCTAssertEqual(log.entries.count, 1)
        XCTAssertEqual(log.entries[0].posted, 0)
        XCTAssertNil(log.sync(.params, problem: nil, status: nil, at: 2))
        XCTAssertEqual(log.entries, [], "fixed: the error no longer applies")
        XCTAssertEqual(log.sync(.params, problem: nil, status: "matching.json loaded", at: 3), "matching.json loaded")
        XCTAssertNil(log.sync(.params, problem: nil, status: nil, at: 4))
        XCTAssertEqual(log.entries.map(\.text), ["matching.json loaded"], "a note stays until it fades")
    }
}
