import Foundation
import XCTest

/// A tap that starts a display link, then `--time 1e6`, ran for over a minute; a
/// drag over a million seconds built 60 million moves (5.2 GB) first. Both now play only the last
/// ten minutes frame by frame, and say so once.
final class FarSeekCommandTests: XCTestCase {
    private static let transition = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/TransitionDemo.swift").path
    private let note = "sandglass: note: the scene runs code every frame (a display link, completion blocks or a drag); from 0 s "
        + "to 999400 s its frames were jumped over, only the last 600 s before each time shown are played frame by frame\n"

    private func tool(_ args: [String]) throws -> (status: Int32, err: String) {
        let path = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("\(path) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        try p.run()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: e, as: UTF8.self))
    }

    func testATapThenAFarTimeIsBoundedAndSaid() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("far-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let r = try tool(["render", Self.transition, "--tap", "200,300@0.5", "--time", "1e6", "--out", out])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, note)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out))
    }

    func testADragOfAMillionSecondsIsBoundedAndSaid() throws {
        let r = try tool(["dump", Self.transition, "--drag", "20,100->180,100@0-1e6", "--time", "1e6"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, note)
    }
}
