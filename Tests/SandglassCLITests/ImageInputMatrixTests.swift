import Foundation
import Sandglass
@testable import SandglassCommandLine
import SandglassSystem
import XCTest

/// `contents` images that must be refused before they cost anything: a header declaring a
/// huge size, and files that are not regular files. Each through every command that loads the scene:
/// one line, exit 2, nothing on stdout, no output written, and at once.
final class ImageInputMatrixTests: BadInputTestCase {
    /// 66 bytes: a valid PNG (signature, IHDR, one IDAT, IEND) whose header declares 32768 x 32768.
    static let hugeHeader: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x80, 0x00,
        0x00, 0x00, 0x80, 0x00, 0x08, 0x06, 0x00, 0x00, 0x00, 0xC4, 0x7C, 0xA3, 0x7F, 0x00, 0x00, 0x00, 0x09, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x5E, 0xFF, 0x7D, 0xF9, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
        0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]

    /// Runs every scene-loading command on a scene whose one sublayer shows `image`, expecting `reason`
    /// after the contents' location, quickly.
    private func expectRefused(_ image: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let scenePath = try self.file("scene.json", scene("{\"bounds\": [0, 0, 50, 50], \"contents\": \"\(image)\"}"))
        let out = folder + "/out.png"
        let full = image.hasPrefix("/") ? image : folder + "/" + image
        for command in [["dump", scenePath, "--time", "0"], ["render", scenePath, "--time", "0", "--out", out],
                        ["export", scenePath], ["params", scenePath]] {
            let started = Date()
            expectFailure(command, scenePath + ":1:84: root.sublayers[0].contents: \(full): " + reason, code: 2,
                          unchanged: [scenePath], file: file, line: line)
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "\(command[0]) took its time", file: file, line: line)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), file: file, line: line)
    }

    /// Regression: the 66-byte file made every command allocate 4 GiB and take 8 s before libpng
    /// gave up.
    func testADeclaredSizeOverTheLimitsIsRefusedBeforeAllocating() throws {
        try Data(Self.hugeHeader).write(to: URL(fileURLWithPath: folder + "/huge.png"))
        try expectRefused("huge.png", "PNG is 32768x32768 px; images may be at most 16384 px a side and 67108864 px (256 MiB) in all")
    }

    /// Regression: a FIFO blocked every command until a writer came; a device was opened and read.
    func testFIFOsDevicesAndFoldersAreRefusedWithoutBlocking() throws {
        XCTAssertEqual(mkfifo(folder + "/fifo.png", 0o644), 0)
        try expectRefused("fifo.png", "cannot read PNG: not a regular file (a FIFO)")
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero.png", withDestinationPath: "/dev/zero")
        try expectRefused("zero.png", "cannot read PNG: not a regular file (a device)")
        try FileManager.default.createDirectory(atPath: folder + "/folder.png", withIntermediateDirectories: false)
        try expectRefused("folder.png", "cannot read PNG: is a directory")
    }
}

/// A scene file's `contents` may be a JPEG or WebP, recognised by its content whatever
/// its name; a damaged one is one line naming the file and the format.
final class ImageFormatsCommandTests: BadInputTestCase {
    /// 16 x 16 of (200, 40, 40), JPEG quality 100.
    static let solidJPEG = [UInt8](Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAQABADASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8v6KKK/ic/wCoA//Z")!)

    func testAJPEGUnderAPNGNameIsShown() throws {
        try Data(Self.solidJPEG).write(to: URL(fileURLWithPath: folder + "/photo.png"))
        let path = try file("scene.json", scene("{\"bounds\": [0, 0, 16, 16], \"position\": [50, 50], \"contents\": \"photo.png\"}"))
        let out = folder + "/out.png"
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["render", path, "--time", "0", "--out", out], console: captured.console), 0, captured.err)
        let pixel = try PNGCodec.read(path: out)[50, 50]
        XCTAssertEqual(Int(pixel.r), 200, accuracy: 2)
        XCTAssertEqual(Int(pixel.g), 40, accuracy: 2)
        XCTAssertEqual(pixel.a, 255)
    }

    func testADamagedJPEGIsOneLine() throws {
        try Data(Self.solidJPEG.prefix(40)).write(to: URL(fileURLWithPath: folder + "/cut.jpg"))
        let path = try file("scene.json", scene("{\"bounds\": [0, 0, 50, 50], \"contents\": \"cut.jpg\"}"))
        let captured = CapturedConsole()
        XCTAssertEqual(SandglassTool.run(["dump", path, "--time", "0"], console: captured.console), 2)
        XCTAssertTrue(captured.err.hasPrefix("sandglass: \(path):1:84: root.sublayers[0].contents: \(folder)/cut.jpg: not a valid JPEG"),
                      captured.err)
        XCTAssertEqual(captured.err.split(separator: "\n").count, 1)
    }
}
