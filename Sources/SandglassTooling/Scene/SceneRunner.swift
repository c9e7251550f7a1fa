import Foundation
import UIKit

/// Builds a scene and plays it to any time, deterministically: the model side of the frame function
/// (`FrameSource` snapshots what it evaluates).
///
/// Time advances in frame steps of 1/60 s (as a display would), calling `advance(to:)` at each so
/// that completion blocks fire, and animations they start are stamped, at the frame they would on
/// screen; `seek(to:)` a time before the current one rebuilds the scene and replays from 0, so state
/// never depends on the path taken. The scene's layers are the model; `presentation(at:)`-style reads
/// go through `presentationTree()` / `modelTree()`.
///
/// The scene's actions (Enter in the preview, `--action T` on the command line) are events at scene
/// times, kept by the runner: playing to a time sends each action it passes at its time, so scrubbing
/// back, a rebuild with new parameters and a headless render all see the same actions at the same
/// times. Touches (`--tap`, `--drag`) and typed keys (`--type`) are kept and replayed the same way.
/// `seek(to:)` is the only thing that moves time.
///
/// The scene's code runs with `traitCollection` as `UITraitCollection.current`, as iOS runs an app's
/// code with its screen's traits, so views answer the scene's style from their `init` and a window the
/// scene makes keeps it. The style comes from the colour behind the scene (`UIUserInterfaceStyle(background:)`);
/// another background of the other style rebuilds the scene (`setBackground(_:)`).
public final class SceneRunner {
    public let descriptor: SceneDescriptor
    public private(set) var parameters: ParameterValues
    public private(set) var scene: SceneContent
    public let context: SceneContext
    /// Scene time in seconds.
    public private(set) var time: CFTimeInterval = 0
    public static let frameStep: CFTimeInterval = 1.0 / 60
    /// The display links of the current build (CADisplayLink), called at each frame step.
    private var displayLinks: DisplayLinkClock
    /// The copy `framePresentationTree()` updates.
    private var framePresentation: CALayer?
    /// Called before each frame step, where the scene's code may run (completion blocks, layout): a
    /// watchdog over scene code it did not write (an isolated Swift scene) counts these as progress.
    public var onFrameStep: (() -> Void)?
    /// Scene times of the actions, in order.
    public private(set) var actionTimes: [Double] = []
    /// How many of `actionTimes` the current build has been sent (those at or before `time`).
    private var actionsSent = 0
    /// The scene's touches, in time order (an action and a touch at the same time: the action first).
    public private(set) var touches: [TouchSample] = []
    /// How many of `touches` the current build has been sent.
    private var touchesSent = 0
    /// The keys typed (`--type`, Interact mode), in time order (after touches at the same time: a tap
    /// focuses a field, then typing reaches it).
    public private(set) var keys: [KeySample] = []
    /// How many of `keys` the current build has been sent.
    private var keysSent = 0
    /// The scene's drags (`--drag`), each made into samples only as it is played.
    public private(set) var strokes: [TouchStroke] = []
    /// For each of `strokes`, the index of its next sample to send.
    private var strokeSamplesSent: [Int] = []
    /// While a seek runs: frames before this time are not stepped one by one (`replaySpan`).
    private var stepsFrom: CFTimeInterval = 0
    /// Called once per seek that jumped over frames where the scene runs code every frame (display
    /// links, completion blocks), with the span jumped: the tool says so in a note.
    public var onReplayCapped: ((_ from: CFTimeInterval, _ to: CFTimeInterval) -> Void)?
    /// The screen's traits with the style of the scene's background.
    public private(set) var traitCollection: UITraitCollection

    public init(_ descriptor: SceneDescriptor, parameters: ParameterValues? = nil, context: SceneContext) {
        self.descriptor = descriptor
        self.parameters = parameters ?? descriptor.parameters.defaults
        self.context = context
        let clock = DisplayLinkClock()
        displayLinks = clock
        let traits = SceneRunner.traits(background: descriptor.info.backgroundColor)
        traitCollection = traits
        scene = SceneRunner.build(descriptor, self.parameters, context, clock, traits)
    }

    /// The screen's traits in the style `background` chooses.
    private static func traits(background: CGColor) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UIScreen.main.traitCollection, UITraitCollection(userInterfaceStyle: UIUserInterfaceStyle(background: background))])
    }

    /// Plays the scene on `background` (a tool's `--background`): when it chooses the other style, the
    /// scene is rebuilt in that style and played back to the current time.
    public func setBackground(_ background: CGColor) {
        let traits = SceneRunner.traits(background: background)
        guard !traits.isEqual(traitCollection) else { return }
        traitCollection = traits
        rebuild()
    }

    /// A runner for a Swift scene type.
    public convenience init(_ type: any Scene.Type, parameters: ParameterValues? = nil, context: SceneContext) {
        self.init(SceneDescriptor(type), parameters: parameters, context: context)
    }

    /// Builds the scene as the code of its first frame (media time 0), with `clock` for its display links.
    private static func build(_ descriptor: SceneDescriptor, _ values: ParameterValues, _ context: SceneContext,
                              _ clock: DisplayLinkClock, _ traits: UITraitCollection) -> SceneContent {
        traits.performAsCurrent { clock.during { CATransaction.performFrame(at: 0) {
            let scene = descriptor.build(values, context)
            // The first commit: layout and drawing before anything is on screen (nothing animates).
            scene.rootLayer.layoutAndDisplayIfNeeded()
            scene.rootLayer.advance(to: 0)
            return scene
        } } }
    }

    /// A fresh build at time 0, with a fresh display-link clock (the old build's links never fire again).
    private func restart() {
        time = 0
        actionsSent = 0
        touchesSent = 0
        keysSent = 0
        strokeSamplesSent = strokes.map { _ in 0 }
        displayLinks = DisplayLinkClock()
        scene = SceneRunner.build(descriptor, parameters, context, displayLinks, traitCollection)
    }

    /// Runs `body` as scene code of the frame at `t`: `CACurrentMediaTime()` is `t`, display links
    /// added join this build's clock.
    private func performFrame<R>(at t: CFTimeInterval, _ body: () -> R) -> R {
        traitCollection.performAsCurrent { displayLinks.during { CATransaction.performFrame(at: t, body) } }
    }

    /// Rebuilds the scene (new parameters, or a restart) and plays it to `time`.
    public func rebuild(parameters newValues: ParameterValues? = nil, keepingTime: Bool = true) {
        if let newValues { parameters = newValues }
        let target = keepingTime ? time : 0
        restart()
        seek(to: target)
    }

    /// Sends the scene's action now and keeps it at this time, so that playing here again sends it again.
    public func recordAction() {
        let index = actionTimes.firstIndex { $0 > time } ?? actionTimes.endIndex
        actionTimes.insert(time, at: index)
        actionsSent = index + 1
        send(.enter)
    }

    /// Replaces the actions (a run's `--action` times, or another runner's) and plays back to the
    /// current time with them.
    public func setActions(_ times: [Double]) {
        let sorted = times.filter(\.isFinite).map { max(0, $0) }.sorted()
        guard sorted != actionTimes else { return }
        actionTimes = sorted
        let target = time
        restart()
        seek(to: target)
    }

    /// Delivers a finger's change now and keeps it at this time (the preview's Interact mode), so
    /// that playing here again, after scrubbing back, delivers it again.
    public func recordTouch(_ phase: UITouch.Phase, at point: CGPoint, finger: Int = 0) {
        let sample = TouchSample(finger: finger, phase: phase, point: point, time: time)
        let index = touches.firstIndex { $0.time > time } ?? touches.endIndex
        touches.insert(sample, at: index)
        touchesSent = index + 1
        performFrame(at: time) { scene.handle(sample) }
    }

    /// Delivers a typed key now and keeps it at this time (Interact mode), after any keys already at it.
    public func recordKey(_ key: KeySample.Key) {
        let sample = KeySample(key, time: time)
        let index = keys.firstIndex { $0.time > time } ?? keys.endIndex
        keys.insert(sample, at: index)
        keysSent = index + 1
        performFrame(at: time) { scene.handle(sample) }
    }

    /// Replaces the typed keys (a run's `--type`) and plays back to the current time with them. Keys at
    /// negative or non-finite times are dropped; the order of keys at one time is kept.
    public func setKeys(_ samples: [KeySample]) {
        let sorted = samples.filter { $0.time.isFinite && $0.time >= 0 }.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        guard sorted != keys else { return }
        keys = sorted
        let target = time
        restart()
        seek(to: target)
    }

    /// Replaces the touches (a run's `--tap` samples and `--drag` strokes) and plays back to the
    /// current time with them. Samples at negative or non-finite times are dropped, and so are strokes
    /// that start before 0; the order of samples at one time is kept, samples before strokes.
    public func setTouches(_ samples: [TouchSample], strokes newStrokes: [TouchStroke] = []) {
        let sorted = samples.filter { $0.time.isFinite && $0.time >= 0 }.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let kept = newStrokes.filter { $0.start >= 0 }
        guard sorted != touches || kept != strokes else { return }
        (touches, strokes) = (sorted, kept)
        strokeSamplesSent = strokes.map { _ in 0 }
        let target = time
        restart()
        seek(to: target)
    }

    /// The latest scene time a runner plays to: a million seconds (11.6 days). Frame numbers stay
    /// exact integers far below it, and a seek past it plays to it.
    public static let latestTime: CFTimeInterval = 1e6

    /// How much of a seek is played frame by frame where the scene runs code every frame (display
    /// links, completion blocks) or a drag moves every frame: the last ten minutes before the target.
    /// Earlier frames are jumped over in one step (exact for code that reads only the time, such as a
    /// display link's `timestamp`), so a seek to a day costs what a seek to ten minutes does; the
    /// runner says so through `onReplayCapped`. Actions and taps are always delivered, at their times.
    public static let replaySpan: CFTimeInterval = 600

    /// Plays to scene time `t` (0...`latestTime`; a time outside is taken to the nearer end, NaN to 0).
    /// Earlier times rebuild and replay from 0.
    public func seek(to t: CFTimeInterval) {
        let target = t.isNaN ? 0 : min(max(0, t), Self.latestTime)
        if target < time { restart() }
        let start = time
        stepsFrom = max(0, target - Self.replaySpan)
        var skipped = false
        while true {
            let action = actionsSent < actionTimes.count && actionTimes[actionsSent] <= target ? actionTimes[actionsSent] : nil
            let touch = touchesSent < touches.count && touches[touchesSent].time <= target ? touches[touchesSent] : nil
            let stroke = nextStrokeSample(until: target, skipped: &skipped)
            let touchTime = min(touch?.time ?? .infinity, stroke?.sample.time ?? .infinity)
            let key = keysSent < keys.count && keys[keysSent].time <= target ? keys[keysSent] : nil
            // A key goes before whatever is later, after whatever is at its time (a tap focuses a field,
            // then the key reaches it): when it does not go now, something else does.
            if let key, key.time < min(action ?? .infinity, touchTime) {
                skipped = advance(to: key.time) || skipped
                keysSent += 1
                performFrame(at: time) { scene.handle(key) }
            } else if let action, action <= touchTime {
                skipped = advance(to: action) || skipped
                actionsSent += 1
                send(.enter)
            } else if let touch, touch.time <= stroke?.sample.time ?? .infinity {
                skipped = advance(to: touch.time) || skipped
                touchesSent += 1
                performFrame(at: time) { scene.handle(touch) }
            } else if let stroke {
                skipped = advance(to: stroke.sample.time) || skipped
                strokeSamplesSent[stroke.index] += 1
                performFrame(at: time) { scene.handle(stroke.sample) }
            } else {
                break
            }
        }
        skipped = advance(to: target) || skipped
        stepsFrom = 0
        if skipped { onReplayCapped?(start, max(start, target - Self.replaySpan)) }
    }

    /// The earliest unsent stroke sample at or before `target` (strokes in order at one time), with
    /// its stroke's index. Moves before `stepsFrom` are passed over to the last one before it, so the
    /// finger is where it should be without every frame's move; `skipped` is set when any are.
    private func nextStrokeSample(until target: CFTimeInterval, skipped: inout Bool) -> (index: Int, sample: TouchSample)? {
        var best: (index: Int, sample: TouchSample)?
        for (i, stroke) in strokes.enumerated() where strokeSamplesSent[i] < stroke.sampleCount {
            var next = strokeSamplesSent[i]
            if next >= 1, next <= stroke.moveCount, stroke.time(ofSample: next) < stepsFrom {
                let last = max(next, stroke.lastMove(atOrBefore: stepsFrom))
                if last > next { skipped = true }
                next = last
                strokeSamplesSent[i] = next
            }
            let time = stroke.time(ofSample: next)
            guard time <= target, time < best?.sample.time ?? .infinity else { continue }
            best = (i, stroke.sample(next))
        }
        return best
    }

    /// Plays forward to `target` (>= `time`), sending no action; whether it jumped over frames where
    /// the scene runs code (those before `stepsFrom`).
    @discardableResult
    private func advance(to target: CFTimeInterval) -> Bool {
        // Frame n is at n / 60 s exactly (integer frame numbers, so no drift accumulates). Callbacks
        // fire only on frames, so a seek to any time follows the same path as playing there. With no
        // callback anywhere in the tree, stepping changes nothing and one jump to the last frame does
        // (a scene evaluated at an hour takes as long as one at a second). Playing on by one frame, the
        // jump and the step are the same frame, so the tree is not searched for callbacks. Display
        // links run first in each frame, then the layers advance (as iOS calls them before the commit).
        // With callbacks, frames before `stepsFrom` are jumped over to the last one before it.
        var frame = Int((time * 60 + 1e-9).rounded(.down)) + 1
        let lastFrame = Int((target * 60 + 1e-9).rounded(.down))
        var skipped = false
        if frame < lastFrame {
            if !displayLinks.hasPendingCallbacks && !scene.rootLayer.hasAnimationCallbacks {
                frame = lastFrame
            } else {
                let firstStepped = min(lastFrame, Int((stepsFrom * 60 + 1e-9).rounded(.down)))
                if frame < firstStepped {
                    frame = firstStepped
                    skipped = true
                }
            }
        }
        while frame <= lastFrame {
            onFrameStep?()
            let frameTime = Double(frame) / 60
            performFrame(at: frameTime) {
                displayLinks.fire(frame: frame)
                scene.rootLayer.advance(to: frameTime)
            }
            frame += 1
        }
        time = target
        onFrameStep?()
        // The commit's layout and drawing (setNeedsLayout / setNeedsDisplay), once per frame shown.
        performFrame(at: time) { scene.rootLayer.layoutAndDisplayIfNeeded() }
        return skipped
    }

    /// Passes an event to the scene at the current time.
    public func send(_ event: SceneEvent) {
        performFrame(at: time) { scene.handle(event) }
    }

    /// The on-screen state at the current time: a deep copy with animations applied.
    public func presentationTree() -> CALayer { scene.rootLayer.presentationTree(at: time) }

    /// The on-screen state at the current time for drawing it: the runner's own copy, updated in place
    /// from frame to frame (no new layers while the scene's structure stays the same). Valid until the
    /// next call; `presentationTree()` gives a copy to keep.
    public func framePresentationTree() -> CALayer {
        let tree = scene.rootLayer.presentationTree(at: time, reusing: framePresentation)
        framePresentation = tree
        return tree
    }

    /// The model state: the values the scene set, no animations.
    public func modelTree() -> CALayer { scene.rootLayer.modelTree() }

    public var info: SceneInfo { descriptor.info }
}
