import Foundation
import Dispatch

extension DispatchQueue {
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }` in scene code runs on the scene's
    /// clock: at the first frame 0.5 s of scene time later, so a render, a seek and the preview all
    /// see it at the same frame. Elsewhere, or on another queue, it is Dispatch's own `asyncAfter`.
    ///
    /// Swift picks this overload over Dispatch's for the common call (it needs no default arguments);
    /// a call that passes `qos:` or `flags:` goes to Dispatch and runs on the wall clock. The work is
    /// not `@Sendable`: on iOS the main queue's work is main-actor code that may capture a view, which
    /// Swift 6 allows there only because UIKit is main-actor isolated, and this UIKit is not.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @convention(block) () -> Void) {
        // Dispatch on Linux wraps the main queue afresh on each `DispatchQueue.main`: compared by label.
        guard label == DispatchQueue.main.label, let clock = DisplayLinkClock.current else {
            let handOver = MainQueueWork(run: work)
            asyncAfter(deadline: deadline, execute: DispatchWorkItem { handOver.run() })
            return
        }
        // The delay the caller meant: `.now()` was read an instant before this call.
        let now = DispatchTime.now().uptimeNanoseconds
        let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
        clock.schedule(at: CACurrentMediaTime() + delay, work)
    }
}

/// Work handed to Dispatch from `asyncAfter(deadline:execute:)`. `@unchecked Sendable` because the
/// work is not checked: it is main-queue work in the calls iOS code makes (the caller's promise, as
/// with Dispatch's own unchecked blocks before Swift 6).
private struct MainQueueWork: @unchecked Sendable {
    let run: () -> Void
}
