import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassSystem

/// Opens the live preview from your own package: one call.
///
///     import Sandglass
///     import SandglassPreview
///
///     final class Pulse: Scene { ... }
///     try Preview.run(Pulse.self)
///
/// Keys, hot-reloaded params (`assets/params/<scene>.json` in the current directory), screenshots and
/// the HUD work as in `sandglass preview`. Throws `GLContextError.noDisplay` without an X display.
public enum Preview {
    /// Runs the window on `scene` until it is closed (Esc or the window's close button).
    public static func run(_ scene: any Scene.Type, options: PreviewOptions = PreviewOptions()) throws {
        try run([SceneDescriptor(scene)], options: options)
    }

    /// Runs the window on the scene in a Swift file of your package, compiled while the preview runs
    /// and again on each save (hot reload, tweakable literals: docs/writing-scenes.md, "Hot reload"). Your executable must
    /// export its symbols so the compiled scene shares its types: add
    /// `linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]` to its target. Throws
    /// `SwiftSceneError` when the file does not compile at first.
    /// The builds are made in a private temporary folder, removed when the window closes. The scene runs
    /// in your process: `sandglass preview` is the way to run one isolated, with a watchdog.
    public static func run(swiftFile path: String, options: PreviewOptions = PreviewOptions()) throws {
        try PrivateFolder(prefix: "sandglass-swift").using { folder in
            let reload = try SwiftSceneReload(path: path, folder: folder)
            try PreviewWindowLoop(scenes: [reload.descriptor], initial: 0, options: options, swiftScene: reload).run()
        }
    }

    /// Runs the window on `scenes[initial]`; Tab and 1...9 switch between them.
    public static func run(_ scenes: [SceneDescriptor], initial: Int = 0, options: PreviewOptions = PreviewOptions()) throws {
        precondition(scenes.indices.contains(initial), "Preview.run: no scene at index \(initial)")
        try PreviewWindowLoop(scenes: scenes, initial: initial, options: options).run()
    }
}
