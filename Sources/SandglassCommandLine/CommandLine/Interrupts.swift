import Foundation
import Sandglass
import SandglassSystem

/// SIGINT, SIGTERM and SIGHUP end the tool killed by that signal, as unhandled signals would, but first
/// undo what a run leaves half done: `InterruptCleanup` kills ffmpeg and removes temporary files.
///
/// The signals are blocked in every thread and taken by one thread with sigwait(), so the clean-up runs
/// as ordinary code (locks, unlink, waiting) rather than inside a signal handler. It then restores the
/// default action and raises the signal again, so the parent sees the usual status (130 for ^C).
package enum Interrupts {
    package static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Call first in main, before any thread starts: threads inherit the blocked mask.
    package static func install() {
        var blocked = set(of: signals)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        Thread.detachNewThread {
            var waited = set(of: signals), received: Int32 = 0
            guard sigwait(&waited, &received) == 0 else { return }
            InterruptCleanup.shared.cleanUp(signal: received)
            signal(received, SIG_DFL)
            var unblocked = set(of: [received])
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            raise(received)
        }
    }

    /// Exits with `status`, unless an interrupt is being handled: then the signal ends the process, so
    /// that its status is the signal's, not that of a failure the clean-up caused.
    package static func exit(_ status: Int32) -> Never {
        while InterruptCleanup.shared.isInterrupted { pause() }
        Glibc.exit(status)
    }

    private static func set(of signals: [Int32]) -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}
