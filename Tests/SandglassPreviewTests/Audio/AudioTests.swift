import Foundation
import Sandglass
@testable import SandglassPreview
@testable import SandglassHeadless
import XCTest

final class AudioTests: XCTestCase {
    /// The project's own synthesised sounds parse as 16-bit PCM.
    func testProjectSoundsAreReadableWAV() throws {
        for name in ["snap", "reverse"] + (1...6).map({ "dust\($0)" }) {
            let wav = try WAVFile.read(path: ProjectFile.resolve("assets/thanos/\(name).wav"))
            XCTAssertEqual(wav.bitsPerSample, 16, name)
            XCTAssertTrue([1, 2].contains(wav.channels), name)
            XCTAssertGreaterThan(wav.samples.count, wav.sampleRate / 20, "\(name): at least 50 ms")
        }
    }

    func testTruncatedAndForeignFilesAreTypedErrors() throws {
        let good = try XCTUnwrap(FileManager.default.contents(atPath: ProjectFile.resolve("assets/thanos/snap.wav")))
        XCTAssertThrowsError(try WAVFile.parse(good.prefix(30), path: "x.wav")) { error in
            guard case WAVFile.Failure.notWAV("x.wav", _) = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try WAVFile.parse(Data("not a wav".utf8), path: "y.wav")) { error in
            XCTAssertEqual(error as? WAVFile.Failure, .notWAV("y.wav", reason: "no RIFF/WAVE header"))
        }
        XCTAssertThrowsError(try WAVFile.read(path: "/nonexistent.wav")) {
            XCTAssertEqual($0 as? WAVFile.Failure, .unreadable("/nonexistent.wav"))
        }
    }

    func testCuesPlayOnceWhenCrossedForwardsAndNeverOnScrubs() {
        let cues = [SoundCue(time: 0, file: "a"), SoundCue(time: 2, file: "b"), SoundCue(time: 2.01, file: "c")]
        XCTAssertEqual(CueSchedule.crossed(cues, from: 1.99, to: 2.0, scrubbed: false).map(\.file), ["b"])
        XCTAssertEqual(CueSchedule.crossed(cues, from: 2.0, to: 2.02, scrubbed: false).map(\.file), ["c"])
        XCTAssertEqual(CueSchedule.crossed(cues, from: 2.02, to: 1.0, scrubbed: false), [], "backwards")
        XCTAssertEqual(CueSchedule.crossed(cues, from: 1.0, to: 3.0, scrubbed: true), [], "a scrub plays nothing")
        XCTAssertEqual(CueSchedule.crossed(cues, from: -1, to: 0, scrubbed: false).map(\.file), ["a"])
    }
}
