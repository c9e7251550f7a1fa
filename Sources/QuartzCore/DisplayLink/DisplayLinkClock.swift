import Foundation

/// The frame clock that display links and delayed main-queue work run on: one per scene build,
/// stepped by the scene runner.
///
/// Scene code runs with its clock as the current one (`during(_:)`), so `CADisplayLink.add(to:forMode:)`
/// joins the clock of the scene that adds it, and `DispatchQueue.main.asyncAfter` in scene code
/// schedules its work here (`schedule(at:_:)`); a rebuild makes a new clock, so links and work of an
/// earlier build never run again. `fire(frame:)` runs the work that is due, then calls the due links
/// in the order they were added. Frames are numbered from the scene's start (frame n at n/60 s), so
/// what runs when depends only on scene time.
package final class DisplayLinkClock {
    /// The rate the runner steps at.
    package static let framesPerSecond = 60

    /// Links in the order added (held strongly, as a run loop holds its display links).
    private var links: [CADisplayLink] = []

    package init() {}

    /// `UIView.areAnimationsEnabled` for the scene this clock runs: kept with the build, so that a
    /// rebuild (a seek back, a hot reload) starts with animations on, as a launched app does.
    package var viewAnimationsEnabled = true

    /// Work waiting for its scene time, in the order scheduled.
    private var pending: [(due: Double, work: () -> Void)] = []

    /// True when a link would be called on its next due frame, or work waits: the runner then steps
    /// every frame.
    package var hasPendingCallbacks: Bool { !pending.isEmpty || links.contains { !$0.isPaused } }

    /// Runs `work` at the first frame at or after scene time `due` (seconds), after what was scheduled
    /// before it for the same frame.
    package func schedule(at due: Double, _ work: @escaping () -> Void) {
        pending.append((due, work))
    }

    /// Runs the work due at frame `frame` (scheduled before this frame; work it schedules runs from the
    /// next), earliest due first, then calls every link due, as added before this frame (a link added
    /// by a call fires from the next frame; one removed by an earlier call does not fire).
    package func fire(frame: Int) {
        let now = Double(frame) / Double(Self.framesPerSecond) + 1e-9
        if pending.contains(where: { $0.due <= now }) {
            let due = pending.enumerated().filter { $0.element.due <= now }
                .sorted { ($0.element.due, $0.offset) < ($1.element.due, $1.offset) }.map(\.element.work)
            pending.removeAll { $0.due <= now }
            for work in due { work() }
        }
        for link in links { link.fire(frame: frame) }
    }

    func add(_ link: CADisplayLink) { links.append(link) }

    func remove(_ link: CADisplayLink) { links.removeAll { $0 === link } }

    /// Guards the stack of current clocks (frames nest, as CATransaction's do).
    private final class Stack: @unchecked Sendable {
        let lock = NSLock()
        var clocks: [DisplayLinkClock] = []
    }
    private static let stack = Stack()

    /// The clock whose scene code is running (the innermost); nil outside any.
    package static var current: DisplayLinkClock? {
        stack.lock.lock(); defer { stack.lock.unlock() }
        return stack.clocks.last
    }

    /// Runs `body` as scene code of this clock's scene.
    package func during<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        Self.stack.lock.lock()
        Self.stack.clocks.append(self)
        Self.stack.lock.unlock()
        defer {
            Self.stack.lock.lock()
            _ = Self.stack.clocks.popLast()
            Self.stack.lock.unlock()
        }
        return try body()
    }
}
