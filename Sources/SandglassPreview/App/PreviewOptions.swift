import Foundation
import Sandglass

/// How the preview was asked to run (`sandglass preview [SCENE] [--size WxH] [--speed X] ...`).
public struct PreviewOptions: Sendable {
    /// Window size in points; nil means the scene's natural size, zoomed to a comfortable window.
    public var size: CGSize?
    /// Playback speed, 0.1 ... 4.
    public var speed: Double = 1
    /// Stop after this many frames (for smoke tests and benchmarks); nil runs until closed.
    public var frameLimit: Int?

    public init(size: CGSize? = nil, speed: Double = 1, frameLimit: Int? = nil) {
        (self.size, self.speed, self.frameLimit) = (size, speed, frameLimit)
    }
}
