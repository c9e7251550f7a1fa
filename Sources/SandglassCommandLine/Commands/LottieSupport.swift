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
        guard path.hasSuffix(".json") || path.hasSuffix(".lottie") || path.hasSuffix(".JSON"),
              let bytes = FileManager.default.contents(atPath: path) else { return false }
        return LottieFile.isLottie([UInt8](bytes))
    }

    /// The Lottie file at `path` as a scene, or its one-line error (exit 2).
    package static func load(_ path: String, inputs: InputFiles, console: Console) throws -> SceneDescriptor {
        inputs.record(path, as: .sceneFile)
        switch LottieFile.load(path: path, imageLoader: LottieImages.png) {
        case .success(let composition):
            for line in composition.warnings { console.error("note: " + line) }
            return composition.descriptor
        case .failure(let error):
            throw CommandFailure(message: error.description, exitCode: 2)
        }
    }
}
