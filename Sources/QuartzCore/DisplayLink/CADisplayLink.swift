import Foundation

/// Core Animation's per-frame timer, in the closure form: `CADisplayLink { link in … }` where iOS
/// takes a target and a selector (there is no Objective-C runtime to call a selector by name).
///
/// It fires on the frames of the scene's frame clock (`DisplayLinkClock`, stepped by the scene runner
/// at 1/60 s), inside the frame, so what the closure sets shows in that very frame, and playing to a
/// time or rendering at it (`render --time T`) runs the same callbacks. The run loop and mode passed
/// to `add(to:forMode:)` are accepted (`.main`, `.common`, `.default`...) and stand for the scene's
/// frame clock: the link joins the clock whose frame is running when it is added. A link added
/// outside a scene's frames has no clock and never fires.
///
/// Times follow iOS: the closure prepares the frame shown at `targetTimestamp` (here the running frame,
/// `CACurrentMediaTime()`), `timestamp` is the frame before it at the link's rate, and `duration` is
/// the display's frame interval, 1/60 s, whatever the preferred rate. Before the first call they are 0.
public final class CADisplayLink: NSObject {
    private let action: (CADisplayLink) -> Void
    /// The clock it was added to, while it is in any mode.
    private weak var clock: DisplayLinkClock?
    private var modes: Set<RunLoop.Mode> = []

    /// When true the closure is not called; the link keeps its place in the clock.
    public var isPaused = false
    /// The frame before the one being prepared, at the link's rate.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The frame being prepared: the running frame's time.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The display's frame interval (1/60 s), set at the first call.
    public private(set) var duration: CFTimeInterval = 0
    /// Calls per second wanted; 0 (the default) or the display's rate or more: every frame. Otherwise
    /// every n-th frame, n the whole number nearest 60 / the rate, on frames whose number n divides
    /// (so the frames it fires on depend only on time).
    public var preferredFramesPerSecond = 0
    /// The iOS 15 form of `preferredFramesPerSecond`: its `preferred` rate (else `maximum`) is used.
    public var preferredFrameRateRange: CAFrameRateRange {
        get { CAFrameRateRange(minimum: 0, maximum: Float(preferredFramesPerSecond), preferred: Float(preferredFramesPerSecond)) }
        set { preferredFramesPerSecond = Int((newValue.preferred ?? newValue.maximum).rounded()) }
    }

    /// A link that calls `action` once per frame of the clock it is added to.
    public init(_ action: @escaping (CADisplayLink) -> Void) {
        self.action = action
    }

    /// Schedules the link on the running frame's clock for `mode` (any run loop and mode: one clock).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let current = DisplayLinkClock.current else { return }
        if clock !== current {
            clock?.remove(self)
            clock = current
            current.add(self)
        }
        modes.insert(mode)
    }

    /// Removes the link from `mode`; out of every mode it no longer fires.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { invalidate() }
    }

    /// Removes the link from every mode and its clock, and releases the closure's captures when the
    /// caller lets go of the link (the clock held it until now, as the run loop holds it on iOS).
    public func invalidate() {
        modes = []
        clock?.remove(self)
        clock = nil
    }

    /// Frames of the display between two calls (1: every frame): iOS's older form of
    /// `preferredFramesPerSecond`, which setting it sets (an interval of 3 is 20 calls a second).
    public var frameInterval: Int {
        get {
            let rate = preferredFramesPerSecond
            guard rate > 0, rate < DisplayLinkClock.framesPerSecond else { return 1 }
            return max(1, Int((Double(DisplayLinkClock.framesPerSecond) / Double(rate)).rounded()))
        }
        set { preferredFramesPerSecond = newValue <= 1 ? 0 : max(1, DisplayLinkClock.framesPerSecond / newValue) }
    }

    /// Calls the closure for frame `frame` of the clock if the link is due then and not paused.
    func fire(frame: Int) {
        let interval = frameInterval
        guard !isPaused, clock != nil, frame % interval == 0 else { return }
        let rate = Double(DisplayLinkClock.framesPerSecond)
        duration = 1 / rate
        targetTimestamp = Double(frame) / rate
        timestamp = Double(frame - interval) / rate
        action(self)
    }
}
