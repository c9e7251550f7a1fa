import Foundation

/// Why a Swift scene file could not become a scene; each case's `description` is one line, except a
/// compile failure, whose diagnostics are given whole (file:line:column: error: message).
public enum SwiftSceneError: Error, CustomStringConvertible, Equatable {
    /// No `swiftc`, or no build of the tool's modules to compile against.
    case toolchain(String)
    case unreadable(file: String, reason: String)
    /// No type in the file is a Scene, a UIViewController or a UIView.
    case noSceneType(file: String)
    /// `--scene TypeName` names no type the files declare as a scene, view or controller.
    case noSuchScene(type: String, candidates: [String])
    /// The compiler's error lines, in order.
    case compile(file: String, errors: [String])
    /// The library was built but could not be loaded or has no entry.
    case load(String)

    public var description: String {
        switch self {
        case .toolchain(let why): return "cannot compile Swift scenes: \(why)"
        case .unreadable(let file, let reason): return "\(file): \(reason)"
        case .noSceneType(let file):
            return "\(file): no scene in it: declare a type that conforms to Scene, or a UIView or UIViewController subclass"
        case .noSuchScene(let type, let candidates):
            return "--scene \(type.shortenedForMessage()): no such scene type in the files"
                + (candidates.isEmpty ? "" : " (they declare: \(candidates.joined(separator: ", ")))")
        case .compile(let file, let errors):
            return errors.isEmpty ? "\(file): the compiler failed without an error line" : errors.joined(separator: "\n")
        case .load(let why): return "cannot load the compiled scene: \(why)"
        }
    }
}
