import Foundation
import Sandglass
import SandglassLottie

/// A scene read from a file the preview watches and reloads on save: a Lottie file (recognised by
/// content: JSON with Lottie's top-level keys, or a `.lottie` archive) or else a scene file. Images
/// are PNG, decoded by SandglassRender's codec. A Lottie import's warnings come back as notes, one
/// line per unsupported feature.
public enum WatchedSceneFile {
    /// The scene in the file, with the notes its import made; or the one-line reason it does not load.
    public static func load(path: String) -> Result<(descriptor: SceneDescriptor, notes: [String]), WatchedSceneFileError> {
        if let lottie = lottie(path: path) { return lottie }
        switch SceneFile.load(path: path, imageLoader: SceneFileImages.png) {
        case .success(let descriptor): return .success((descriptor, []))
        case .failure(let error): return .failure(WatchedSceneFileError(description: error.description))
        }
    }

    /// The scene file at `path` as if it held `bytes` (an edit being dragged, not yet saved).
    public static func sceneFile(_ bytes: [UInt8], path: String) -> Result<SceneDescriptor, WatchedSceneFileError> {
        SceneFile.parse(bytes, path: path, imageLoader: SceneFileImages.png).mapError { WatchedSceneFileError(description: $0.description) }
    }
}

extension WatchedSceneFile {
    /// The Lottie file at `path` imported (the file read once), with its notes or its one-line error;
    /// nil when the file is not a Lottie file or cannot be read.
    public static func lottie(path: String) -> Result<(descriptor: SceneDescriptor, notes: [String]), WatchedSceneFileError>? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard LottieFile.isLottie(bytes) else { return nil }
        switch LottieFile.parse(bytes, file: path, imageLoader: LottieImages.png) {
        case .success(let composition): return .success((composition.descriptor, composition.warnings))
        case .failure(let error): return .failure(WatchedSceneFileError(description: error.description))
        }
    }
}

/// Why a watched scene file does not load: its loader's one line (file:line:column: ...).
public struct WatchedSceneFileError: Error, Equatable, CustomStringConvertible {
    public let description: String
}
