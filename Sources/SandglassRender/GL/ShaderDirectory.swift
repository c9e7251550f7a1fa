import Foundation

/// Finds the project's `shaders/` folder at run time (shaders are loaded, and hot-reloaded, from files).
///
/// Looks in `$SANDGLASS_SHADERS`, then in `shaders/` of the current directory and each of its parents,
/// then beside and above the running executable (so `.build/release/sandglass` finds the checkout's
/// folder from anywhere), then in the Sandglass checkout this file was compiled from (so a user's own
/// package that depends on Sandglass finds the shaders of its dependency's checkout).
public enum ShaderDirectory {
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit = environment["SANDGLASS_SHADERS"] { return explicit }
        let fm = FileManager.default
        var starts = [fm.currentDirectoryPath]
        starts.append(URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
                        .deletingLastPathComponent().path)
        // Sources/SandglassRender/GL/ShaderDirectory.swift -> the package root.
        starts.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                        .deletingLastPathComponent().deletingLastPathComponent().path)
        for start in starts {
            var url = URL(fileURLWithPath: start)
            for _ in 0..<8 {
                let candidate = url.appendingPathComponent("shaders")
                if fm.fileExists(atPath: candidate.appendingPathComponent("layer.frag").path) { return candidate.path }
                let parent = url.deletingLastPathComponent()
                if parent.path == url.path { break }
                url = parent
            }
        }
        return nil
    }
}
