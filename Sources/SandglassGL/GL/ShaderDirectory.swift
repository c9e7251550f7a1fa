import Foundation
import QuartzCore
import SandglassTessellation

/// Finds the project's `shaders/` folder at run time (shaders are loaded, and hot-reloaded, from files).
///
/// Looks in `$SANDGLASS_SHADERS`, then in `shaders/` of the current directory and each of its parents,
/// then beside and above the running executable (so `.build/release/sandglass` finds the checkout's
/// folder from anywhere), then in the Sandglass checkout this file was compiled from (so a user's own
/// package that depends on Sandglass finds the shaders of its dependency's checkout).
public enum ShaderDirectory {
    /// The endings of the files the shader loader reads: the stages and the includes they share.
    public static let fileExtensions: Set<String> = ["vert", "frag", "glsl"]

    /// Whether `path` is a shader file by its ending (an editor's swap or backup file beside one is not),
    /// so that a watcher of the shaders folder reloads only for a shader's change.
    public static func isShaderFile(_ path: String) -> Bool {
        fileExtensions.contains(URL(fileURLWithPath: path).pathExtension)
    }

    /// `folder` and every folder below it: everywhere a stage or an include it names may be, for a watcher.
    public static func folders(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        let below = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])?
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true } ?? []
        return [folder] + below.map(\.path).sorted()
    }

    /// Every shader file in `folder` and the folders below it: the inputs a renderer may read, which a
    /// tool's output must not replace.
    public static func files(under folder: String) -> [String] {
        folders(under: folder).flatMap { sub in
            ((try? FileManager.default.contentsOfDirectory(atPath: sub)) ?? []).filter(isShaderFile).map { sub + "/" + $0 }
        }
    }

    /// The shaders folder: `SANDGLASS_SHADERS`, else the first `shaders/` (holding `layer.frag`) found
    /// walking up from the working directory, from the folder of `executable` (a `swift build` output,
    /// copied anywhere inside the checkout), and from the package the tool was built from; at each
    /// level also `share/sandglass/shaders`, where `scripts/install.sh PREFIX` puts them beside
    /// `PREFIX/bin`, so an installed tool finds them with no checkout at all.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: String = CommandLine.arguments.first ?? "") -> String? {
        if let explicit = environment["SANDGLASS_SHADERS"] { return explicit }
        let fm = FileManager.default
        var starts = [fm.currentDirectoryPath]
        starts.append(URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path)
        // Sources/SandglassGL/GL/ShaderDirectory.swift -> the package root.
        starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                        .deletingLastPathComponent().deletingLastPathComponent().path)
        return find(from: starts)
    }

    /// The first shaders folder found walking up from each of `starts` in turn (`locate`'s search).
    package static func find(from starts: [String]) -> String? {
        let fm = FileManager.default
        for start in starts {
            var url = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                for candidate in [url.appendingPathComponent("shaders"), url.appendingPathComponent("share/sandglass/shaders")]
                where fm.fileExists(atPath: candidate.appendingPathComponent("layer.frag").path) {
                    return candidate.path
                }
                let parent = url.deletingLastPathComponent()
                if parent.path == url.path { break }
                url = parent
            }
        }
        return nil
    }
}

/// No shaders/ folder where the tool looks for it.
public enum ShaderDirectoryError: Error, CustomStringConvertible {
    case notFound

    public var description: String {
        "cannot find the shaders/ folder (run from the checkout, or set SANDGLASS_SHADERS)"
    }
}
