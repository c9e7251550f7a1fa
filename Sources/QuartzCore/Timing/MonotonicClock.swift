import Foundation

/// Seconds on the system's monotonic clock: for measurements and for the real-time media clock
/// (never wall-clock time, which jumps).
package enum MonotonicClock {
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// CPU seconds the calling thread has used: against `now()`, it tells work on this thread from
    /// waiting (on llvmpipe a draw call can wait for the rasterizer threads).
    public static func threadCPU() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
