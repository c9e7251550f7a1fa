import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// Compares a render with a golden PNG kept next to the tests, and on failure writes what was drawn
/// and a diff image where a reviewer can open them.
///
/// A golden that is missing is written and the test fails, so a new golden is always looked at before
/// it is committed. `SANDGLASS_UPDATE_GOLDENS=1` rewrites goldens on purpose (after a reviewed change
/// of the pictures). Failures go to `$SANDGLASS_TEST_OUTPUT` or the temporary folder's
/// `sandglass-golden-failures/`: `<name>.actual.png` and `<name>.diff.png` (differing pixels in red over
/// a faded copy of the golden, channel differences within the tolerance in yellow).
public struct GoldenImage {
    /// The folder holding the PNGs.
    public let directory: URL
    /// Largest per-channel difference (0-255) counted as equal.
    public var tolerance: Int
    /// How many channels may differ by more than `tolerance` (llvmpipe and GPUs differ in the last
    /// bit of edge coverage).
    public var maxMismatches: Int

    public init(directory: URL, tolerance: Int = 3, maxMismatches: Int = 0) {
        (self.directory, self.tolerance, self.maxMismatches) = (directory, tolerance, maxMismatches)
    }

    /// The folder `Golden` beside the test file that calls this.
    public static func beside(_ filePath: StaticString = #filePath, folder: String = "Golden",
                              tolerance: Int = 3, maxMismatches: Int = 0) -> GoldenImage {
        GoldenImage(directory: URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(folder),
                    tolerance: tolerance, maxMismatches: maxMismatches)
    }

    /// Where failed comparisons leave their actual and diff images.
    public static var failureDirectory: URL {
        let env = ProcessInfo.processInfo.environment["SANDGLASS_TEST_OUTPUT"]
        return URL(fileURLWithPath: env ?? NSTemporaryDirectory()).appendingPathComponent(
            env == nil ? "sandglass-golden-failures" : "")
    }

    /// The outcome of one comparison, for tests that report more than pass or fail.
    public struct Comparison: Equatable {
        public var mismatches: Int
        public var worst: Int
    }

    /// Counts channels further apart than `tolerance`, and the worst difference; nil when sizes differ.
    public func compare(_ a: PixelBuffer, _ b: PixelBuffer) -> Comparison? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var mismatches = 0, worst = 0
        for i in 0..<a.bytes.count {
            let d = abs(Int(a.bytes[i]) - Int(b.bytes[i]))
            if d > worst { worst = d }
            if d > tolerance { mismatches += 1 }
        }
        return Comparison(mismatches: mismatches, worst: worst)
    }

    /// Fails the calling test when `pixels` differ from `<name>.png` beyond the tolerance.
    public func assertMatches(_ pixels: PixelBuffer, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = directory.appendingPathComponent("\(name).png")
        let update = ProcessInfo.processInfo.environment["SANDGLASS_UPDATE_GOLDENS"] == "1"
        guard !update, let golden = try? PNGCodec.read(path: url.path) else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            do { try PNGCodec.write(pixels, to: url.path) } catch { XCTFail("\(error)", file: file, line: line) }
            if !update {
                XCTFail("golden \(name).png was missing; written now — look at it and commit it", file: file, line: line)
            }
            return
        }
        guard let result = compare(pixels, golden) else {
            XCTFail("\(name): rendered \(pixels.width)x\(pixels.height), golden is \(golden.width)x\(golden.height)",
                    file: file, line: line)
            return
        }
        guard result.mismatches > maxMismatches else { return }
        let written = writeFailure(pixels, golden: golden, name: name)
        XCTFail("\(name): \(result.mismatches) channels off by more than \(tolerance) (worst \(result.worst)); "
                + "see \(written)", file: file, line: line)
    }

    /// Writes the actual image and the diff image; returns the diff's path (or why it could not).
    private func writeFailure(_ pixels: PixelBuffer, golden: PixelBuffer, name: String) -> String {
        let dir = Self.failureDirectory
        let safe = name.replacingOccurrences(of: "/", with: "_")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try PNGCodec.write(pixels, to: dir.appendingPathComponent("\(safe).actual.png").path)
            let diffPath = dir.appendingPathComponent("\(safe).diff.png").path
            try PNGCodec.write(diffImage(pixels, golden), to: diffPath)
            return diffPath
        } catch {
            return "(diff image not written: \(error))"
        }
    }

    /// Red where a channel differs by more than the tolerance, yellow where it differs within it,
    /// elsewhere the golden at a quarter of its brightness.
    public func diffImage(_ a: PixelBuffer, _ b: PixelBuffer) -> PixelBuffer {
        var out = PixelBuffer(width: a.width, height: a.height)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                            abs(Int(p.a) - Int(q.a)))
                if d > tolerance {
                    out[x, y] = RGBA8(255, 0, 0, 255)
                } else if d > 0 {
                    out[x, y] = RGBA8(255, 255, 0, 255)
                } else {
                    out[x, y] = RGBA8(q.r / 4, q.g / 4, q.b / 4, 255)
                }
            }
        }
        return out
    }
}
