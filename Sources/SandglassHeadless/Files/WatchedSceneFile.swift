import Foundation
import Sandglass
import SandglassLottie
import SandglassSystem

/// A scene read from a file the preview watches and reloads on save: a Lottie file (recognised by
/// content: JSON with Lottie's top-level keys, or a `.lottie` archive) or else a scene file. Images
/// are PNG, decoded by SandglassSystem's codec. A Lottie import's warnings come back as notes, one
/// line per unsupported feature.
public enum WatchedSceneFile {
    /// The scene in the file, with the notes its import made; or the one-line reason it does not load.
    public static func load(path: String) -> Result<(descriptor: SceneDescriptor, notes: [String], inputs: [String]), WatchedSceneFileError> {
        if let lottie = lottie(path: path) { return lottie }
        switch SceneFile.load(path: path, imageLoader: SceneFileImages.png) {
        case .success(let descriptor): return .success((descriptor, [], []))
        case .failure(let error): return .failure(WatchedSceneFileError(description: error.description))
        }
    }

    /// The scene file at `path` as if it held `bytes` (an edit being dragged, not yet saved).
    public static func sceneFile(_ bytes: [UInt8], path: String) -> Result<SceneDescriptor, WatchedSceneFileError> {
        SceneFile.parse(bytes, path: path, imageLoader: SceneFileImages.png).mapError { WatchedSceneFileError(description: $0.description) }
    }
}

extension WatchedSceneFile {
    /// The Lottie file at `path` imported (the file read once), with its notes and the image files it
    /// read beside it, or its one-line error; nil when the file is not a Lottie file or cannot be read.
    public static func lottie(path: String, timing: LottieTiming = .ios, text: LottieText = .ios)
        -> Result<(descriptor: SceneDescriptor, notes: [String], inputs: [String]), WatchedSceneFileError>? {
        guard let (bytes, size) = readUnlessHuge(path), LottieFile.isLottie(bytes) else { return nil }
        if let refusal = LottieFile.sizeRefusal(file: path, size: size, isArchive: LottieFile.isArchive(bytes)) {
            return .failure(WatchedSceneFileError(description: refusal.description))
        }
        switch LottieFile.parse(bytes, file: path, imageLoader: LottieImages.png) {
        case .success(let composition): return .success((composition.descriptor(timing: timing, text: text), composition.warnings, composition.imageFiles))
        case .failure(let error): return .failure(WatchedSceneFileError(description: error.description))
        }
    }
}

/// Why a watched scene file does not load: its loader's one line (file:line:column: ...).
public struct WatchedSceneFileError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

extension WatchedSceneFile {
    /// The bytes of the regular file at `path` and its size; of a file larger than any Lottie file
    /// may be, only its first 4 MiB (enough to recognise it and refuse it without reading it all).
    /// Nil when it is not a regular file (`RegularFile` checks, so a FIFO cannot block) or cannot be read.
    public static func readUnlessHuge(_ path: String) -> (bytes: [UInt8], size: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        let bytes = size > LottieFile.maximumArchiveSize ? RegularFile.prefix(of: path, count: 4 << 20) : RegularFile.contents(of: path)
        return bytes.map { ($0, size) }
    }
}
