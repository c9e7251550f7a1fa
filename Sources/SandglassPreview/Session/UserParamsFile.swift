import Foundation

/// Where the preview writes a user's tweaks of a built-in scene's params: a file of the user's own,
/// `$XDG_CONFIG_HOME/sandglass/params/<scene>.json` (`~/.config/sandglass/params/<scene>.json` when
/// `XDG_CONFIG_HOME` is unset, empty or relative, as the XDG base directory rules say). The built-in
/// `assets/params/<scene>.json` is tracked by git and shared by everyone: it stays the default, read
/// while the user has no file of their own, and is never written by an edit.
enum UserParamsFile {
    /// The user's file for `scene`, given the process's environment.
    static func path(scene: String, environment: [String: String]) -> String {
        let configured = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
        let base = configured ?? ((environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()) + "/.config")
        return (base as NSString).appendingPathComponent("sandglass/params/\(scene).json")
    }
}
