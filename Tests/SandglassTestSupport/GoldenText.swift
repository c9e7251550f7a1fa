import Foundation
import XCTest

/// Compares a text (a frame's plan dump) with a golden file kept next to the tests, as `GoldenImage`
/// does pictures: a missing golden is written and fails, `SANDGLASS_UPDATE_GOLDENS=1` rewrites them,
/// and a mismatch shows the first differing lines and leaves the whole text in
/// `GoldenImage.failureDirectory` as `<name>`, to diff or to copy over the golden once reviewed.
public struct GoldenText {
    /// The folder holding the text files.
    public let directory: URL
    /// How many lines of context a failure shows around the first difference.
    public var context = 3

    public init(directory: URL) { self.directory = directory }

    /// The folder `folder` beside the test file that calls this.
    public static func beside(_ filePath: StaticString = #filePath, folder: String) -> GoldenText {
        GoldenText(directory: URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(folder))
    }

    /// Fails the calling test when `text` differs from the file `name`.
    public func assertMatches(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = directory.appendingPathComponent(name)
        let update = ProcessInfo.processInfo.environment["SANDGLASS_UPDATE_GOLDENS"] == "1"
        guard !update, let golden = try? String(contentsOf: url, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                XCTFail("\(error)", file: file, line: line)
            }
            if !update { XCTFail("golden \(name) was missing; written now — read it and commit it", file: file, line: line) }
            return
        }
        guard text != golden else { return }
        let written = writeFailure(text, name: name)
        XCTFail("\(name) differs from its golden (new text: \(written)):\n\(difference(golden, text))", file: file, line: line)
    }

    /// The lines around the first difference, unified-diff style: `-` golden, `+` new.
    public func difference(_ golden: String, _ new: String) -> String {
        let a = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var first = 0
        while first < min(a.count, b.count), a[first] == b[first] { first += 1 }
        // Where both go on alike again: the fewest lines skipped on the two sides together, up to a
        // window, after which two lines agree (or both texts end).
        func agree(_ i: Int, _ j: Int) -> Bool {
            (i == a.count && j == b.count) || (i < a.count && j < b.count && a[i] == b[j]
                && (i + 1 == a.count || j + 1 == b.count || a[i + 1] == b[j + 1]))
        }
        var (endA, endB) = (a.count, b.count)
        search: for total in 1...80 {
            for skipA in 0...total where first + skipA <= a.count && first + total - skipA <= b.count {
                if agree(first + skipA, first + total - skipA) {
                    (endA, endB) = (first + skipA, first + total - skipA)
                    break search
                }
            }
        }
        let start = max(0, first - context)
        var out = ["@@ first difference: golden line \(first + 1), new line \(first + 1) @@"]
        out += a[start..<first].map { " " + $0 }
        out += a[first..<endA].map { "-" + $0 }
        out += b[first..<endB].map { "+" + $0 }
        out += a[endA..<min(a.count, endA + context)].map { " " + $0 }
        return out.joined(separator: "\n")
    }

    private func writeFailure(_ text: String, name: String) -> String {
        let url = GoldenImage.failureDirectory.appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        } catch {
            return "(not written: \(error))"
        }
    }
}
