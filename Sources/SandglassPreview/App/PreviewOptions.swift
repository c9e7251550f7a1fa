import Foundation
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
    /// No sound, and no notice about a missing audio device.
    public var muted = false
    /// The HUD at start (H toggles it).
    public var showsHUD = true
    /// The scene file the scene at the initial index was loaded from: watched and hot-reloaded.
    public var sceneFile: String?
    /// Where P and M save PNGs.
    public var screenshotDirectory = "screenshots"

    public init(size: CGSize? = nil, speed: Double = 1, frameLimit: Int? = nil, paramsFile: String? = nil) {
        (self.size, self.speed, self.frameLimit, self.paramsFile) = (size, speed, frameLimit, paramsFile)
    }
}
