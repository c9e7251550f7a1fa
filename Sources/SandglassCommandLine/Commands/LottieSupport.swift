import Foundation
import Sandglass
import SandglassHeadless
import SandglassLottie
import SandglassRender

/// How the tool opens Lottie files: recognised by content (a `.lottie` archive, or JSON whose top
/// level has Lottie's keys), imported with PNG images through SandglassRender's codec, each warning
/// printed once on stderr as a note. The file is an input of the run (`--out` never replaces it).
package enum LottieSupport {
    /// Whether `path` is a Lottie file rather than a scene file or a scene's name.
    package static func isLottie(path: String) -> Bool {
        guard named(path), let (bytes, _) = WatchedSceneFile.readUnlessHuge(path) else { return false }
        return LottieFile.isLottie(bytes)
    }

    /// The Lottie file at `path` as a scene (read once), or its one-line error (exit 2); nil when
    /// `path` does not name a Lottie file.
    package static func load(_ path: String, inputs: InputFiles, console: Console) throws -> SceneDescriptor? {
        guard named(path), let imported = WatchedSceneFile.lottie(path: path) else { return nil }
        inputs.record(path, as: .sceneFile)
        switch imported {
        case .success(let loaded):
            for image in loaded.inputs { inputs.record(image, as: .image) }
            for line in loaded.notes { console.error("note: " + line) }
            return loaded.descriptor
        case .failure(let error):
            throw CommandFailure(message: error.description, exitCode: 2)
        }
    }

    /// Names a Lottie file may have: the content decides among them.
    private static func named(_ path: String) -> Bool {
        path.hasSuffix(".json") || path.hasSuffix(".lottie") || path.hasSuffix(".JSON")
    }
}
