import Foundation

/// Where media time comes from. The preview window uses a `SystemMediaClock` (real time);
/// `render`, `dump` and tests use a `ManualMediaClock` they set. Seconds.
public protocol MediaClock: AnyObject, Sendable {
    /// Current media time in seconds.
    var now: CFTimeInterval { get }
}

/// Real time: seconds since this clock was created (monotonic), scaled by `rate` (the preview's
/// slow motion) and pausable.
public final class SystemMediaClock: MediaClock, @unchecked Sendable {
    private let lock = NSLock()
    private var anchorHost: Double
    private var anchorMedia: CFTimeInterval
    private var _rate: Double = 1
    private var paused = false

    public init(startingAt t: CFTimeInterval = 0) {
        anchorHost = Self.hostSeconds()
        anchorMedia = t
    }

    static func hostSeconds() -> Double { MonotonicClock.now() }

    public var now: CFTimeInterval {
        lock.lock(); defer { lock.unlock() }
        return paused ? anchorMedia : anchorMedia + (Self.hostSeconds() - anchorHost) * _rate
    }

    private func rebase() {
        let host = Self.hostSeconds()
        if !paused { anchorMedia += (host - anchorHost) * _rate }
        anchorHost = host
    }

    /// Playback rate (1 real time; 0.1 the simulator's slow motion).
    public var rate: Double {
        get { lock.lock(); defer { lock.unlock() }; return _rate }
        set { lock.lock(); rebase(); _rate = newValue; lock.unlock() }
    }

    public var isPaused: Bool {
        get { lock.lock(); defer { lock.unlock() }; return paused }
        set { lock.lock(); rebase(); paused = newValue; lock.unlock() }
    }

    /// Jumps to media time `t` (restart, frame stepping).
    public func seek(to t: CFTimeInterval) {
        lock.lock(); anchorHost = Self.hostSeconds(); anchorMedia = t; lock.unlock()
    }
}

/// A clock that only moves when told: deterministic rendering, dumps and tests.
public final class ManualMediaClock: MediaClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: CFTimeInterval

    public init(time: CFTimeInterval = 0) { self.time = time }

    public var now: CFTimeInterval {
        get { lock.lock(); defer { lock.unlock() }; return time }
        set { lock.lock(); time = newValue; lock.unlock() }
    }

    public func advance(by dt: CFTimeInterval) { lock.lock(); time += dt; lock.unlock() }
}

/// The process's current media clock (Core Animation's one global time source). Defaults to a
/// `ManualMediaClock` at 0, so that a scene built before any clock is chosen starts at time 0.
public enum CAMediaClock {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _current: any MediaClock = ManualMediaClock()

    public static var current: any MediaClock {
        get { lock.lock(); defer { lock.unlock() }; return _current }
        set { lock.lock(); _current = newValue; lock.unlock() }
    }

    /// Convenience for deterministic code: installs a manual clock at `t` and returns it.
    @discardableResult
    public static func useManualClock(at t: CFTimeInterval = 0) -> ManualMediaClock {
        let c = ManualMediaClock(time: t)
        current = c
        return c
    }
}

/// `CACurrentMediaTime()`: the current clock's time in seconds.
public func CACurrentMediaTime() -> CFTimeInterval { CAMediaClock.current.now }
