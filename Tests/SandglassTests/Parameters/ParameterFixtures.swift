import Foundation
import Sandglass
import XCTest

/// The sand clock's parameters plus one of each other kind, and temporary-folder helpers.
enum Fixtures {
    static let file = "assets/params/sandclock.json"

    static let sandclock = SceneParameters(scene: "sandclock", [
        .number("animationTime", 6.5, in: 0.5...60, unit: "s", help: "one full cycle of the clock, turn included"),
        .number("animationTimeWithoutRotate", 6.1, in: 0.5...60, unit: "s", help: "the sand's part of the cycle"),
        .number("sandFall05", 0.5, in: 0.05...5, unit: "s", help: "how long a grain takes to fall"),
        .curve("pileCurve", BezierControlPoints(0.8, 0, 1, 1), help: "how the pile grows"),
        .integer("grainCount", 40, in: 1...500, help: "grains in the falling stream"),
        .bool("rotates", true, help: "turn the clock over at the end of each cycle"),
        .string("easing", "easeInEaseOut", choices: ["linear", "easeIn", "easeOut", "easeInEaseOut"],
                help: "timing of the turn"),
        .point("pivot", CGPoint(x: 100, y: 100), x: 0...200, y: 0...200, help: "centre of the turn"),
        .numbers("dashPattern", [3, 2], each: 0...100, count: 0...6, unit: "pt", help: "dashes of the ring"),
        .color("sandColor", CGColor(red: 0.9, green: 0.7, blue: 0.3, alpha: 1), help: "colour of the sand"),
    ])

    /// The message of a failed parse of `text`, or a marker when it parsed.
    static func error(_ text: String) -> String {
        switch sandclock.parse(text, file: file) {
        case .success: return "(parsed)"
        case let .failure(error): return error.description
        }
    }

    /// A new empty folder, removed (after undoing `makeUnwritable`) when the test ends.
    static func temporaryFolder(_ test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sandglass-params-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock {
            _ = try? run("/usr/bin/chattr", ["-i", url.path])
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            try? FileManager.default.removeItem(at: url)
        }
        return url
    }

    /// Makes `folder` refuse new files: chmod 555, or as root (who ignores modes) the immutable flag.
    /// Skips the test when neither works here.
    static func makeUnwritable(_ folder: URL) throws {
        if getuid() == 0 {
            guard (try? run("/usr/bin/chattr", ["+i", folder.path])) == 0 else {
                throw XCTSkip("root without chattr +i: cannot make a folder unwritable")
            }
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
        let probe = folder.appendingPathComponent("probe").path
        if FileManager.default.createFile(atPath: probe, contents: Data()) {
            try? FileManager.default.removeItem(atPath: probe)
            throw XCTSkip("the folder stays writable here")
        }
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
