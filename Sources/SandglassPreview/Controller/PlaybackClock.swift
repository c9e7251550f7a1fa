import Foundation
import SandglassHeadless

/// The preview's media clock: scene time in seconds, advanced by real time scaled by the playback speed.
///
/// Pure state, driven by `tick(realSeconds:)` once per frame, so it is tested without a window.
/// Scrubbing and stepping set the time directly; the scene is re-evaluated at that time (evaluation is
/// a pure function of time, so nothing accumulates).
package struct PlaybackClock: Equatable, Sendable {
    /// Seconds since the scene started.
    package private(set) var time: Double = 0
    package private(set) var isPaused = false
    /// Continuous playback speed, 0.1 ... 4.
    package private(set) var speed: Double = 1
    /// The simulator's "slow animations": everything 10 times slower while on.
    package private(set) var isSlowMotion = false
    /// One frame at 60 Hz, the step of Left/Right while paused.
    package static let frameStep = 1.0 / 60
    package static let speedRange = 0.1...4.0

    package init(speed: Double = 1) { self.speed = PlaybackClock.clampSpeed(speed) }

    /// The factor real time is multiplied by.
    package var effectiveRate: Double { isPaused ? 0 : speed * (isSlowMotion ? 0.1 : 1) }

    package mutating func tick(realSeconds dt: Double) {
        guard dt.isFinite, dt > 0 else { return }
        time += dt * effectiveRate
    }

    package mutating func togglePause() { isPaused.toggle() }
    package mutating func toggleSlowMotion() { isSlowMotion.toggle() }
    package mutating func restart() { time = 0 }

    /// Steps `frames` frames (negative: back), pausing playback; never before 0. With `frameRate` (a
    /// scene that counts in frames, a Lottie file at 30 fps) the steps are that scene's frames and land
    /// on them: from between two frames, one step reaches the nearer one in its direction.
    package mutating func step(frames: Int, frameRate: Double? = nil) {
        isPaused = true
        guard let rate = frameRate, rate.isFinite, rate > 0 else {
            time = max(0, time + Double(frames) * PlaybackClock.frameStep)
            return
        }
        // Within a millionth of a frame counts as on it: times are sums of floating-point steps.
        let frame = time * rate
        let from = frames > 0 ? (frame + 1e-6).rounded(.down) : (frame - 1e-6).rounded(.up)
        time = max(0, (from + Double(frames)) / rate)
    }

    package mutating func scrub(to t: Double) {
        guard t.isFinite else { return }
        time = max(0, t)
    }

    package mutating func setSpeed(_ s: Double) { speed = PlaybackClock.clampSpeed(s) }

    /// Multiplies the speed by `factor` (the +/- keys), clamped to 0.1 ... 4. Doubling from the 0.1
    /// floor goes to 0.125, so that halving and doubling always lead back to exactly 1x.
    package mutating func scaleSpeed(by factor: Double) {
        if factor > 1 && speed < 0.125 { setSpeed(0.125); return }
        setSpeed(speed * factor)
    }

    static func clampSpeed(_ s: Double) -> Double {
        guard s.isFinite else { return 1 }
        return min(max(s, speedRange.lowerBound), speedRange.upperBound)
    }
}
