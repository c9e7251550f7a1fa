import Foundation

/// The frame clock that display links run on: one per scene build, stepped by the scene runner.
///
/// Scene code runs with its clock as the current one (`during(_:)`), so `CADisplayLink.add(to:forMode:)`
/// joins the clock of the scene that adds it; a rebuild makes a new clock, so links of an earlier
/// build never fire again. `fire(frame:)` calls the due links in the order they were added. Frames
/// are numbered from the scene's start (frame n at n/60 s), so a link's calls depend only on time.
package final class DisplayLinkClock {
    /// The rate the runner steps at.
    package static let framesPerSecond = 60

    /// Links in the order added (held strongly, as a run loop holds its display links).
    private var links: [CADisplayLink] = []

    package init() {}

    /// True when some link would be called on its next due frame: the runner then steps every frame.
    package var hasActiveLinks: Bool { links.contains { !$0.isPaused } }

    /// Calls every link due at frame `frame`, as added before this frame (a link added by a call
    /// fires from the next frame; one removed by an earlier call does not fire).
    package func fire(frame: Int) {
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
    static var current: DisplayLinkClock? {
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
