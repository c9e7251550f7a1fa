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

    /// Whether `path` names Swift code: a `.swift` path, or a folder (`Sources/MyLib/`).
    public static func isSwiftInput(_ path: String) -> Bool {
        if path.hasSuffix(".swift") { return true }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            && !files(under: path).isEmpty
    }

    /// The files, folders expanded now (a file added to a watched folder is part of the next build),
    /// each once, in order.
    public func files() -> [String] {
        var seen = Set<String>(), out: [String] = []
        for path in given {
            var isFolder: ObjCBool = false
            let expanded = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                && !path.hasSuffix(".swift") ? Self.files(under: path) : [path]
            for file in expanded where seen.insert(file).inserted { out.append(file) }
        }
        return out
    }

    /// What to watch: the files given, and the folders given with every folder below them (so that a
    /// new file is seen).
    public var watched: (files: [String], folders: [String]) {
        var files: [String] = [], folders: [String] = []
        for path in given {
            var isFolder: ObjCBool = false
            if !path.hasSuffix(".swift"), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let root = path.hasSuffix("/") ? String(path.dropLast()) : path
                folders.append(root)
                let below = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
                    .filter { sub in
                        var isDirectory: ObjCBool = false
                        return FileManager.default.fileExists(atPath: root + "/" + sub, isDirectory: &isDirectory) && isDirectory.boolValue
                            && !sub.split(separator: "/").contains { $0.hasPrefix(".") }
                    }
                folders += below.sorted().map { root + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        return (files, folders)
    }

    private static func files(under folder: String) -> [String] {
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .sorted().map { root + "/" + $0 }
    }
}
