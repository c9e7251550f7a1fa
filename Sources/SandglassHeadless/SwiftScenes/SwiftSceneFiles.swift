import Foundation

/// The Swift files a scene is compiled from, as given on the command line: one file, several, or
/// folders (every `.swift` file below, in path order), compiled together as one module. The last one
/// named is the harness: its scene type wins when several files declare one (`SwiftSceneSource.choose`).
public struct SwiftSceneFiles: Equatable, Sendable {
    /// The arguments as given (files and folders), in order.
    public let given: [String]
    /// `--scene TypeName`, when given.
    public let sceneType: String?

    public init(_ given: [String], sceneType: String? = nil) { (self.given, self.sceneType) = (given, sceneType) }

    /// Whether `path` names Swift code: a `.swift` path, or a folder (`Sources/MyLib/`) with some.
    public static func isSwiftInput(_ path: String) -> Bool {
        path.hasSuffix(".swift") || folder(path).map { !$0.swiftFiles.isEmpty } ?? false
    }

    /// The files, folders expanded now (a file added to a watched folder is part of the next build),
    /// each once, in order.
    public func files() -> [String] {
        var seen = Set<String>(), out: [String] = []
        for path in given {
            for file in Self.folder(path)?.swiftFiles ?? [path] where seen.insert(file).inserted { out.append(file) }
        }
        return out
    }

    /// What to watch: the files given, and the folders given with every folder below them (so that a
    /// new file is seen).
    public var watched: (files: [String], folders: [String]) {
        var files: [String] = [], folders: [String] = []
        for path in given {
            if let folder = Self.folder(path) { folders += folder.folders } else { files.append(path) }
        }
        return (files, folders)
    }

    /// `path` as a folder of Swift code (not a `.swift` name): its `.swift` files and its folders (itself
    /// first), in path order, below hidden folders left out; nil when it is not a folder.
    private static func folder(_ path: String) -> (swiftFiles: [String], folders: [String])? {
        var isFolder: ObjCBool = false
        guard !path.hasSuffix(".swift"), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
              isFolder.boolValue else { return nil }
        let root = path.hasSuffix("/") ? String(path.dropLast()) : path
        var swiftFiles: [String] = [], folders = [root]
        let entries = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted()
        for entry in entries where !entry.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let full = root + "/" + entry
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.append(full)
            } else if entry.hasSuffix(".swift") {
                swiftFiles.append(full)
            }
        }
        return (swiftFiles, folders)
    }
}
