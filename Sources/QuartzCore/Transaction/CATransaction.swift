import Foundation

/// Counts the animations added while a transaction was open and runs its completion block once,
/// after the transaction committed and every one of them stopped (finished or removed).
final class TransactionCompletionGroup {
    var pending = 0
    var committed = false
    var fired = false
    var block: (() -> Void)?

    func enter() { pending += 1 }

    func leave() {
        pending -= 1
        fireIfDone()
    }

    func commit() {
        committed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard committed, pending <= 0, !fired else { return }
        fired = true
        let b = block
        block = nil
        b?()
    }
}

/// Core Animation's transactions: batch property changes and set how implicit animations run.
///
/// `begin()`/`commit()` nest. Settings (`setAnimationDuration`, `setAnimationTimingFunction`,
/// `setDisableActions`) apply to the innermost open transaction and are inherited by the ones inside
/// it; outside any `begin()` they apply to the implicit transaction, which `flush()` (called by the
/// host once per frame) commits and resets. Defaults: duration 0.25 s, timing function nil (implicit
/// animations then use `.default`), actions enabled.
///
/// The completion block runs once all animations added while its transaction was open have
/// stopped, driven by `CALayer.advance(to:)`; immediately at commit when there were none.
///
/// The transaction stack is the one piece of global mutable state Core Animation has; it is guarded
/// by a lock. Layers themselves are not thread-safe: use them from one thread.
public enum CATransaction {
    final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var disableActions: Bool?
        let group = TransactionCompletionGroup()

        /// Nothing set, no completion block, no animation waiting, never committed: committing it
        /// would do nothing.
        var isUnused: Bool {
            duration == nil && timingFunction == nil && disableActions == nil && group.block == nil
                && group.pending == 0 && !group.committed
        }
    }

    final class Stack: @unchecked Sendable {
        let lock = NSLock()
        var implicit = Frame()
        var explicit: [Frame] = []
        var frames: [Frame] { [implicit] + explicit }
        /// The media times of the frames whose scene code is running, innermost last.
        var frameTimes: [CFTimeInterval] = []
        /// UIKit's open animation blocks, innermost last: true for one that animates view changes,
        /// false for `performWithoutAnimation`.
        var viewAnimationBlocks: [Bool] = []
    }

    static let stack = Stack()

    private static func withStack<R>(_ body: (Stack) -> R) -> R {
        stack.lock.lock(); defer { stack.lock.unlock() }
        return body(stack)
    }

    /// Runs `body` as scene code of the frame at media time `time`: inside it `CACurrentMediaTime()`
    /// is `time`, so animations added there begin then (a beginTime of 0 is stamped with it, as Core
    /// Animation stamps the commit time) and `presentation()` shows that frame. Frames nest (an event
    /// handled while a frame's callbacks run); the innermost one counts.
    /// The outermost frame ends as a run-loop turn ends on iOS: the implicit transaction is committed
    /// (`flush()`), so a setting made outside any `begin()` (`setDisableActions(true)` in a gesture
    /// handler) lasts until the end of that frame, not into the next.
    public static func performFrame<R, E: Error>(at time: CFTimeInterval, _ body: () throws(E) -> R) throws(E) -> R {
        withStack { $0.frameTimes.append(time) }
        defer {
            if withStack({ $0.frameTimes.removeLast(); return $0.frameTimes.isEmpty }) { flush() }
        }
        return try body()
    }

    /// The innermost running frame's media time, nil outside any frame.
    static var frameTime: CFTimeInterval? { withStack { $0.frameTimes.last } }

    public static func begin() {
        withStack { $0.explicit.append(Frame()) }
    }

    /// Ends the innermost `begin()`; its completion block runs when its animations are done.
    /// A commit without a begin is ignored.
    public static func commit() {
        let f: Frame? = withStack { $0.explicit.popLast() }
        f?.group.commit()
    }

    /// Commits the implicit transaction (the host calls this once per frame). One that nothing used
    /// is kept as it is: a steady frame then allocates no new one.
    public static func flush() {
        let f: Frame? = withStack { s in
            guard !s.implicit.isUnused else { return nil }
            let old = s.implicit
            s.implicit = Frame()
            return old
        }
        f?.group.commit()
    }

    /// Runs `body` as the inside of a UIKit animation block (`animates` false: `performWithoutAnimation`).
    /// UIKit tells Core Animation so that a layer backing no view, changed there, can say that the block
    /// does not animate it: only views take part in a block, on iOS too.
    package static func performViewAnimationBlock(animates: Bool, _ body: () -> Void) {
        withStack { $0.viewAnimationBlocks.append(animates) }
        defer { withStack { _ = $0.viewAnimationBlocks.popLast() } }
        body()
    }

    /// Whether the innermost UIKit animation block being run animates view changes.
    package static var isInsideViewAnimationBlock: Bool { withStack { $0.viewAnimationBlocks.last ?? false } }

    /// True between `begin()` and the matching `commit()`.
    public static var isExplicitTransactionOpen: Bool { withStack { !$0.explicit.isEmpty } }

    /// Nesting depth of explicit transactions.
    public static var depth: Int { withStack { $0.explicit.count } }

    public static func animationDuration() -> CFTimeInterval {
        withStack { s in s.frames.reversed().lazy.compactMap(\.duration).first ?? 0.25 }
    }

    public static func setAnimationDuration(_ d: CFTimeInterval) {
        withStack { $0.frames.last!.duration = d }
    }

    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        withStack { s in
            for f in s.frames.reversed() { if let tf = f.timingFunction { return tf } }
            return nil
        }
    }

    public static func setAnimationTimingFunction(_ tf: CAMediaTimingFunction?) {
        withStack { $0.frames.last!.timingFunction = .some(tf) }
    }

    public static func disableActions() -> Bool {
        withStack { s in s.frames.reversed().lazy.compactMap(\.disableActions).first ?? false }
    }

    public static func setDisableActions(_ flag: Bool) {
        withStack { $0.frames.last!.disableActions = flag }
    }

    public static func completionBlock() -> (() -> Void)? {
        withStack { $0.frames.last!.group.block }
    }

    /// The block to run when the current transaction's animations have all stopped.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        withStack { $0.frames.last!.group.block = block }
    }

    /// Runs `body` inside `begin()`/`commit()` with the given settings (a Swift convenience).
    public static func perform(duration: CFTimeInterval? = nil, timingFunction: CAMediaTimingFunction? = nil,
                               disableActions: Bool? = nil, completion: (() -> Void)? = nil, _ body: () -> Void) {
        begin()
        if let duration { setAnimationDuration(duration) }
        if let timingFunction { setAnimationTimingFunction(timingFunction) }
        if let disableActions { setDisableActions(disableActions) }
        if let completion { setCompletionBlock(completion) }
        body()
        commit()
    }

    /// Attaches a newly added animation to every open transaction's completion group (the implicit
    /// one when none is open).
    static func register(_ a: CAAnimation) {
        let groups: [TransactionCompletionGroup] = withStack { s in
            s.explicit.isEmpty ? [s.implicit.group] : s.explicit.map(\.group)
        }
        for g in groups { g.enter() }
        a.transactionGroup = groups.count == 1 ? groups[0] : fanOut(groups)
    }

    /// One group that, when left, leaves all of `groups` (an animation inside nested transactions).
    private static func fanOut(_ groups: [TransactionCompletionGroup]) -> TransactionCompletionGroup {
        let g = TransactionCompletionGroup()
        g.pending = 1
        g.committed = true
        g.block = { for o in groups { o.leave() } }
        return g
    }
}
