@testable import SandglassPreview
@testable import SandglassHeadless
import Sandglass
import SandglassTestSupport
import Foundation

/// What the timeline's edit tests share: a private folder for the files a test writes (removed by
/// `remove()`), a session on a scene file written there or parsed from text, and a track as the
/// timeline lists it for an animation added at a file's line.
struct TimelineEditFixture {
    let folder: URL

    /// A new folder named after `prefix`, unique to this test.
    init(_ prefix: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func remove() throws { try FileManager.default.removeItem(at: folder) }

    /// Writes `text` to `name` in the folder; its path.
    func write(_ text: String, to name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// The session the preview opens on the scene file at `path`, which it edits.
    static func session(sceneFile path: String, messages: PreviewMessages = PreviewMessages()) throws -> SceneSession {
        SceneSession(scenes: [try SceneFile.load(path: path).get()], initial: 0, paramsFile: nil, sceneFile: path, swiftScene: nil,
                     userCopyEnvironment: [:], context: try SharedGL.requireLayerRenderer(), messages: messages)
    }

    /// A session on a scene parsed from `text`, with no file to edit.
    static func session(parsing text: String, file: String, messages: PreviewMessages = PreviewMessages()) throws -> SceneSession {
        SceneSession(scenes: [try SceneFile.parse(Array(text.utf8), file: file).get()], initial: 0, paramsFile: nil, sceneFile: nil,
                     swiftScene: nil, userCopyEnvironment: [:], context: try SharedGL.requireLayerRenderer(), messages: messages)
    }

    /// The track of the root layer's animation `key`, added at `line` of `path` (a scene file's
    /// animations are found by `jsonPath`, `root.animations.KEY` unless given).
    static func track(_ key: String, label: String? = nil, keyPath: String? = nil, begin: Double = 0, end: Double = 1,
                      pass: Double = 1, path: String, fileID: String? = nil, line: Int, jsonPath: String? = nil) -> AnimationTrack {
        var track = AnimationTrack(kind: .animation, label: label ?? key, depth: 0, layer: LayerPath([]), keyPath: keyPath,
                                   begin: begin, end: end, pass: pass)
        track.key = key
        track.source = AnimationSourceLocation(fileID: fileID ?? path, filePath: path, line: line,
                                               jsonPath: jsonPath ?? "root.animations.\(key)")
        return track
    }
}
