import Foundation
import SandglassHeadless
import Sandglass

/// How the preview was asked to run (`sandglass preview [SCENE] [--size WxH] [--speed X] ...`).
public struct PreviewOptions: Sendable {
    /// Window size in points; nil means the scene's natural size and its overflow margin, zoomed to a
    /// comfortable window.
    public var size: CGSize?
    /// Playback speed, 0.1 ... 4.
    public var speed: Double = 1
    /// Stop after this many frames (for smoke tests and benchmarks); nil runs until closed.
    public var frameLimit: Int?
    /// A params file to use instead of `assets/params/<scene>.json`.
    public var paramsFile: String?
    /// Whether the scenes' default params files ship with the program (sandglass's own scenes, whose
    /// `assets/params/` is tracked by git): then a user's edits go to their own copy,
    /// `$XDG_CONFIG_HOME/sandglass/params/<scene>.json`, and the shipped file stays the default, never
    /// written. False for an app's own scenes (`Preview.run` from your package): edits go to
    /// `assets/params/<scene>.json` in the current folder.
    package var keepsEditsOfShippedParamsInUserConfig = false
    /// The variants shown side by side at start (`--variants`, `--variants-params`); D shows them
    /// again after it hid them.
    public var variants: PreviewVariants?
    /// No sound, and no notice about a missing audio device.
    public var muted = false
    /// The HUD at start (H toggles it).
    public var showsHUD = true
    /// The scene file the scene at the initial index was loaded from: watched and hot-reloaded.
    package var sceneFile: String?
    /// What opening the scene file noted (a Lottie file's features drawn approximately), already on
    /// stderr: shown in the messages strip at start.
    package var sceneFileNotes: [String] = []
    /// Where P and M save PNGs.
    public var screenshotDirectory = "screenshots"
    /// Where Ctrl+E writes the scene's Lottie export.
    package var exportDirectory = "exports"
    /// Where the playhead starts (a supervised preview restarted after a crash).
    package var startTime: Double = 0
    /// Set when a supervisor runs this preview (`PreviewSupervision`).
    package var supervision: PreviewSupervision?
    /// The watchdog's pipe, when this process runs a Swift scene isolated: beaten once a loop.
    package var channel: SupervisorChannel?

    public init(size: CGSize? = nil, speed: Double = 1, frameLimit: Int? = nil, paramsFile: String? = nil) {
        (self.size, self.speed, self.frameLimit, self.paramsFile) = (size, speed, frameLimit, paramsFile)
    }
}

/// What a preview run under a supervisor (`sandglass preview MyScene.swift`) tells it, so that a crash
/// in the scene's code costs nothing: the playhead, written every tenth frame, and the source of each
/// Swift build once it has run a moment; and what it shows at start (why it was restarted).
package struct PreviewSupervision: Sendable {
    /// A file holding the playhead in seconds.
    package var playheadFile: String
    /// A file holding the text of the last build that ran without crashing.
    package var goodSourceFile: String
    /// Shown in the messages strip at start, as an error (the crash that restarted it).
    package var note: String?
    /// A file holding the window's panels, zoom and selection (`PreviewWindowState`), kept across a restart.
    package var windowStateFile: String

    package init(playheadFile: String, goodSourceFile: String, windowStateFile: String, note: String?) {
        (self.playheadFile, self.goodSourceFile, self.windowStateFile, self.note) = (playheadFile, goodSourceFile, windowStateFile, note)
    }
}
