import Foundation

/// A scene that counts in frames, as a Lottie file does: its frame rate, its first and last frame
/// numbers and its named markers. Scene time 0 is `firstFrame`; `lastFrame` is the last instant
/// played (so `duration` is the whole span), and frames may be fractional.
public struct SceneFrames: Sendable, Equatable {
    /// A named point (or span) of the timeline, in frames.
    public struct Marker: Sendable, Equatable {
        public let name: String
        public let frame: Double
        public let durationFrames: Double
        public init(name: String, frame: Double, durationFrames: Double = 0) {
            (self.name, self.frame, self.durationFrames) = (name, frame, durationFrames)
        }
    }

    public let frameRate: Double
    public let firstFrame: Double
    public let lastFrame: Double
    public let markers: [Marker]

    public init(frameRate: Double, firstFrame: Double, lastFrame: Double, markers: [Marker] = []) {
        (self.frameRate, self.firstFrame, self.lastFrame, self.markers) = (frameRate, firstFrame, lastFrame, markers)
    }

    /// Seconds from the first frame to the last.
    public var duration: Double { (lastFrame - firstFrame) / frameRate }

    /// The scene time of frame `frame`: (frame − firstFrame) / frameRate.
    public func time(ofFrame frame: Double) -> Double { (frame - firstFrame) / frameRate }

    /// The frame shown at scene time `time` (fractional).
    public func frame(atTime time: Double) -> Double { firstFrame + time * frameRate }
}
