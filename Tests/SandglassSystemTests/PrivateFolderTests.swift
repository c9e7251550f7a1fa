import Foundation
import SandglassSystem
import XCTest

/// A private folder is new, 0700 and this user's, and stops being trusted the moment it is not.
final class PrivateFolderTests: XCTestCase {
    private var parent = ""

    override func setUpWithError() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("private-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: parent) }

    func testANewFolderIsUniqueOwnedAnd0700() throws {
        let a = try PrivateFolder(prefix: "sandglass-test", in: parent)
        let b = try PrivateFolder(prefix: "sandglass-test", in: parent)
        XCTAssertNotEqual(a.path, b.path)
        XCTAssertTrue(a.path.hasPrefix(parent + "/sandglass-test-"))
        var info = stat()
        XCTAssertEqual(lstat(a.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o700)
        XCTAssertEqual(info.st_uid, geteuid())
        XCTAssertNoThrow(try a.verified())
        a.remove()
        XCTAssertFalse(FileManager.default.fileExists(atPath: a.path))
    }

    func testAWiderModeIsRefused() throws {
        let folder = try PrivateFolder(prefix: "sandglass-test", in: parent)
        chmod(folder.path, 0o777)
        XCTAssertThrowsError(try folder.verified()) {
            XCTAssertEqual("\($0)", "refusing the temporary folder \(folder.path): its mode is 777, not 700")
        }
    }

    /// Replaced by a link to another folder, or by another folder of the same name: not ours any more.
    func testAReplacedFolderIsRefused() throws {
        let folder = try PrivateFolder(prefix: "sandglass-test", in: parent)
        let elsewhere = parent + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        chmod(elsewhere, 0o700)
        try FileManager.default.removeItem(atPath: folder.path)
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: elsewhere)
        XCTAssertThrowsError(try folder.verified()) {
            XCTAssertEqual("\($0)", "refusing the temporary folder \(folder.path): it is not a folder")
        }
        try FileManager.default.removeItem(atPath: folder.path)
        XCTAssertEqual(rename(elsewhere, folder.path), 0)   // a 0700 folder of ours, but another one
        XCTAssertThrowsError(try folder.verified()) {
            XCTAssertEqual("\($0)", "refusing the temporary folder \(folder.path): it was replaced")
        }
    }

    /// A path handed to a child (`adopting`) is checked like a folder made here.
    func testAdoptingChecksOwnerAndMode() throws {
        let open = parent + "/open"
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
        chmod(open, 0o755)
        XCTAssertThrowsError(try PrivateFolder(adopting: open))
        chmod(open, 0o700)
        XCTAssertNoThrow(try PrivateFolder(adopting: open))
        if getuid() == 0 {
            chown(open, 65534, 65534)
            XCTAssertThrowsError(try PrivateFolder(adopting: open)) {
                XCTAssertEqual("\($0)", "refusing the temporary folder \(open): it belongs to user 65534")
            }
        }
    }

    func testAnUnwritableParentIsOneLine() {
        XCTAssertThrowsError(try PrivateFolder(prefix: "x", in: parent + "/missing")) {
            XCTAssertEqual("\($0)", "cannot make a private temporary folder in \(parent)/missing: No such file or directory")
        }
    }
}
