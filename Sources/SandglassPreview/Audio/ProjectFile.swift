import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless

/// Files named relative to the project folder (sound cues, `assets/...`): found in the current folder,
/// else in the checkout the shaders come from.
enum ProjectFile {
    static func resolve(_ relative: String) -> String {
        if relative.hasPrefix("/") || FileManager.default.fileExists(atPath: relative) { return relative }
        guard let shaders = ShaderDirectory.locate() else { return relative }
        return URL(fileURLWithPath: shaders).deletingLastPathComponent().appendingPathComponent(relative).path
    }
}
