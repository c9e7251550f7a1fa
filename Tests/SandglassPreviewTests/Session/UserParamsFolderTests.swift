import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview

/// Where the user's own params file goes when its path is not a plain one. Each
/// case ends in one line naming the path at fault, or in the edit written, never in a loop, a raw
/// Foundation error or a temporary file left behind.
final class UserParamsFolderTests: XCTestCase {
    private final class Layerless: SceneContent { let rootLayer = CALayer() }

    private let scene = SceneDescriptor(
        info: SceneInfo(name: "tune", summary: "test", naturalSize: CGSize(width: 10, height: 10), backgroundColor: .white),
        parameters: SceneParameters(scene: "tune", [.number("duration", 7.6, in: 0.1...30, unit: "s", help: "one pass")])
    ) { _, _ in Layerless() }

    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-user-params-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func session(configHome: String) -> ParamsSession {
        ParamsSession(scene: scene, explicitFile: nil, userCopyEnvironment: ["XDG_CONFIG_HOME": configHome])
    }

    /// The link is edited through: the file appears where the link points, and the link stays a link.
    func testADanglingLinkAsTheUsersFileIsWrittenThrough() throws {
        let params = folder + "/config/sandglass/params"
        try FileManager.default.createDirectory(atPath: params, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/dotfiles", withIntermediateDirectories: true)
        XCTAssertEqual(symlink("../../../dotfiles/tune.json", params + "/tune.json"), 0)
        let s = session(configHome: folder + "/config")
        XCTAssertEqual(s.set("duration", to: .number(8))?.number("duration"), 8, s.takeStatusChange() ?? "")
        XCTAssertTrue(try String(contentsOfFile: folder + "/dotfiles/tune.json", encoding: .utf8).contains("\"duration\": 8"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: params + "/tune.json"), "../../../dotfiles/tune.json")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: params), ["tune.json"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/dotfiles"), ["tune.json"])
    }

    func testALinkToAMissingFolderIsOneLine() throws {
        let params = folder + "/config/sandglass/params"
        try FileManager.default.createDirectory(atPath: params, withIntermediateDirectories: true)
        XCTAssertEqual(symlink(folder + "/gone/tune.json", params + "/tune.json"), 0)
        let s = session(configHome: folder + "/config")
        XCTAssertNil(s.set("duration", to: .number(8)))
        XCTAssertEqual(s.takeStatusChange(), "\(params)/tune.json: cannot write: it links to \(folder)/gone/tune.json, whose folder does not exist (the file is unchanged)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: params), ["tune.json"], "no temporary file left")
    }

    func testALoopOfLinksIsOneLine() throws {
        let params = folder + "/config/sandglass/params"
        try FileManager.default.createDirectory(atPath: params, withIntermediateDirectories: true)
        XCTAssertEqual(symlink("a.json", params + "/tune.json"), 0)
        XCTAssertEqual(symlink("tune.json", params + "/a.json"), 0)
        let s = session(configHome: folder + "/config")
        XCTAssertNil(s.set("duration", to: .number(8)))
        XCTAssertEqual(s.takeStatusChange(), "\(params)/tune.json: cannot read: Too many levels of symbolic links")
    }

    func testAConfigHomeThatIsAFileIsNamed() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/cfg", contents: Data("x".utf8)))
        let s = session(configHome: folder + "/cfg")
        XCTAssertNil(s.set("duration", to: .number(8)))
        XCTAssertEqual(s.takeStatusChange(),
                       "\(folder)/cfg/sandglass/params/tune.json: cannot write: \(folder)/cfg is a file, not a folder (the file is unchanged)")
        XCTAssertEqual(try String(contentsOfFile: folder + "/cfg", encoding: .utf8), "x")
    }

    func testAParamsFolderThatIsAFileIsNamed() throws {
        try FileManager.default.createDirectory(atPath: folder + "/config/sandglass", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/config/sandglass/params", contents: Data()))
        let s = session(configHome: folder + "/config")
        XCTAssertNil(s.set("duration", to: .number(8)))
        XCTAssertEqual(s.takeStatusChange(), "\(folder)/config/sandglass/params/tune.json: cannot write: "
                           + "\(folder)/config/sandglass/params is a file, not a folder (the file is unchanged)")
    }

    func testAConfigHomeInProcIsNamed() {
        let s = session(configHome: "/proc/self")
        XCTAssertNil(s.set("duration", to: .number(8)))
        let status = s.takeStatusChange() ?? ""
        XCTAssertTrue(status.hasPrefix("/proc/self/sandglass/params/tune.json: cannot write: cannot make the folder /proc/self/sandglass: "),
                      status)
        XCTAssertFalse(status.contains("NSCocoaErrorDomain"), status)
    }
}
