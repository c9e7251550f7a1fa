import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassPreview
import XCTest

/// The preview's shader watch: every file of the shaders folder and the folders below it, stages and
/// includes alike, and none of an editor's swap or backup files.
final class ShaderWatchTests: XCTestCase {
    func testEveryShaderFileInTheFolderAndBelowIsWatched() throws {
        let shaders = FileManager.default.temporaryDirectory.appendingPathComponent("sg-watch-\(UUID().uuidString)")
        let lib = shaders.appendingPathComponent("lib")
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: shaders) }
        XCTAssertEqual(ShaderDirectory.folders(under: shaders.path), [shaders.path, lib.path])
        let watcher = try FileWatcher(folders: ShaderDirectory.folders(under: shaders.path))
        try Data("float x;".utf8).write(to: lib.appendingPathComponent("ramp.glsl"))
        try Data("void main() {}".utf8).write(to: shaders.appendingPathComponent("arc.frag"))
        XCTAssertEqual(watcher.poll(), [shaders.appendingPathComponent("arc.frag").path,
                                        lib.appendingPathComponent("ramp.glsl").path])
    }

    func testOnlyStagesAndIncludesCount() {
        for name in ["layer.vert", "arc.frag", "box.glsl", "lib/ramp.glsl"] {
            XCTAssertTrue(ShaderDirectory.isShaderFile("/s/\(name)"), name)
        }
        for name in ["layer.frag.swp", ".layer.frag.swp", "layer.frag~", "4913", "README.md"] {
            XCTAssertFalse(ShaderDirectory.isShaderFile("/s/\(name)"), name)
        }
    }
}
