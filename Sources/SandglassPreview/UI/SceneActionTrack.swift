import Sandglass

/// The scene actions (Enter) as events on the timeline, so that playing to a time is deterministic:
/// scrubbing back and forth, or rebuilding the scene with new params, replays each action at the
/// scene time it was given, as the first pass did.
///
/// The preview records an action where it happens (`record(at:)`), plays the runner to each frame's
/// time through `play(_:to:)`, and clears the track on a restart or a scene switch.
public struct SceneActionTrack: Equatable, Sendable {
    /// Scene times of the actions, in order.
    public private(set) var times: [Double] = []

    public init() {}

    /// Adds an action at scene time `t` (the runner is already at `t` and has been sent it).
    public mutating func record(at t: Double) {
        times.insert(t, at: times.firstIndex { $0 > t } ?? times.endIndex)
    }

    public mutating func clear() { times.removeAll() }

    /// Plays `runner` to `target`, sending the recorded actions it passes at their times. Going back
    /// replays from the start (the runner rebuilds), so the actions before `target` happen again.
    public func play(_ runner: SceneRunner, to target: Double) {
        var from = runner.time
        var includesFrom = false
        if target < from {
            runner.seek(to: 0)  // an earlier time rebuilds the scene and plays from 0
            from = 0
            includesFrom = true
        }
        for t in times where (t > from || (includesFrom && t == from)) && t <= target {
            runner.seek(to: t)
            runner.send(.enter)
        }
        runner.seek(to: target)
    }

    /// Rebuilds `runner`'s scene with `values` and plays it back to where it was, actions included.
    public func rebuild(_ runner: SceneRunner, with values: ParameterValues, restart: Bool = false) {
        let time = runner.time
        runner.rebuild(parameters: values, keepingTime: false)
        play(runner, to: restart ? 0 : time)
    }
}
