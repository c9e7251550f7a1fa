import Foundation

/// The files one run reads (its scene file, params file, the images its scene shows, the shaders), by
/// identity, so that no output of the same run replaces one: `--out` naming the scene file, a link to
/// it or another hard link of it would otherwise destroy the user's work. Filled while loading; the
/// image loader may record from any thread.
public final class InputFiles: @unchecked Sendable {
    /// What an input is to the run, as a message names it ("the scene file").
    public enum Role: String, Sendable {
        case sceneFile = "the scene file"
        case swiftSource = "the scene's Swift source"
        case paramsFile = "the params file"
        case image = "the image"
        case shader = "the shader"
    }

    /// One recorded input: the path it was read by, and what it is.
    public struct Input: Equatable, Sendable {
        public let path: String
        public let role: Role
    }

    private var inputs: [FileIdentity: Input] = [:]
    private let lock = NSLock()

    public init() {}

    /// Records the file `path` names now (nothing when nothing is there); the first role recorded for a
    /// file is kept.
    public func record(_ path: String, as role: Role) {
        guard let identity = FileIdentity(path: path) else { return }
        lock.withLock {
            if inputs[identity] == nil { inputs[identity] = Input(path: path, role: role) }
        }
    }

    /// The recorded input that is the same file as `identity`, if any.
    public func input(_ identity: FileIdentity) -> Input? {
        lock.withLock { inputs[identity] }
    }
}
