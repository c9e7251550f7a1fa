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
    package static func load(_ path: String, timing: LottieTiming = .ios, inputs: InputFiles, console: Console) throws -> SceneDescriptor? {
        guard named(path), let imported = WatchedSceneFile.lottie(path: path, timing: timing) else { return nil }
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

    /// The option that picks which keyframes a layer's `st` and `sr` move (`LottieTiming`).
    package static let timingOption = "--lottie-timing"

    /// `--lottie-timing ios|after-effects`, nil when not given.
    package static func timing(_ arguments: ParsedArguments) throws(UsageError) -> LottieTiming? {
        guard let text = arguments.value(timingOption) else { return nil }
        guard let timing = LottieTiming(rawValue: text) else {
            throw .invalidValue(option: timingOption, value: text,
                                expected: LottieTiming.allCases.map(\.rawValue).joined(separator: " or "))
        }
        return timing
    }

    /// Names a Lottie file may have: the content decides among them.
    private static func named(_ path: String) -> Bool {
        path.hasSuffix(".json") || path.hasSuffix(".lottie") || path.hasSuffix(".JSON")
    }
}
