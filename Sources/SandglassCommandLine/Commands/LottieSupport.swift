import Foundation
import Sandglass
import SandglassHeadless
import SandglassLottie
import SandglassSystem

/// How the tool opens Lottie files: recognised by content (a `.lottie` archive, or JSON whose top
/// level has Lottie's keys), imported with PNG images through SandglassSystem's codec, each warning
/// printed once on stderr as a note. The file is an input of the run (`--out` never replaces it).
package enum LottieSupport {
    /// Whether `path` is a Lottie file rather than a scene file or a scene's name.
    package static func isLottie(path: String) -> Bool {
        guard named(path), let (bytes, _) = WatchedSceneFile.readUnlessHuge(path) else { return false }
        return LottieFile.isLottie(bytes)
    }

    /// The Lottie file at `path` as a scene (read once), or its one-line error (exit 2); nil when
    /// `path` does not name a Lottie file.
    package static func load(_ path: String, timing: LottieTiming = .ios, text: LottieText = .ios, inputs: InputFiles,
                             console: Console) throws -> SceneDescriptor? {
        guard named(path), let imported = WatchedSceneFile.lottie(path: path, timing: timing, text: text) else { return nil }
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

    /// The option that picks how text layers are drawn (`LottieText`).
    package static let textOption = "--lottie-text"

    /// Both options, for the checks that refuse them on what is not a Lottie file.
    package static let options = [timingOption, textOption]

    /// `--lottie-timing ios|after-effects`, nil when not given.
    package static func timing(_ arguments: ParsedArguments) throws(UsageError) -> LottieTiming? {
        try choice(timingOption, arguments)
    }

    /// `--lottie-text ios|after-effects`, nil when not given.
    package static func text(_ arguments: ParsedArguments) throws(UsageError) -> LottieText? {
        try choice(textOption, arguments)
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(_ option: String, _ arguments: ParsedArguments)
        throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let text = arguments.value(option) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw .invalidValue(option: option, value: text, expected: Choice.allCases.map(\.rawValue).joined(separator: " or "))
        }
        return choice
    }

    /// Names a Lottie file may have: the content decides among them.
    private static func named(_ path: String) -> Bool {
        path.hasSuffix(".json") || path.hasSuffix(".lottie") || path.hasSuffix(".JSON")
    }
}
