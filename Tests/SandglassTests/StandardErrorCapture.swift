import Foundation
import XCTest

/// The lines `body` writes to stderr (fd 2 is pointed at a temporary file meanwhile).
func standardErrorLines(during body: () -> Void) -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stderr-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: url.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: url) }
    guard let file = FileHandle(forWritingAtPath: url.path) else {
        XCTFail("cannot open \(url.path)")
        return []
    }
    let saved = dup(2)
    dup2(file.fileDescriptor, 2)
    body()
    dup2(saved, 2)
    close(saved)
    try? file.close()
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map(String.init)
}
