/// Nanoseconds and microseconds per unit, as Apple's `<dispatch/time.h>` exports them to Swift (the
/// Linux Dispatch module leaves them out), with Apple's type: `DispatchTime.now() + Double(NSEC_PER_SEC) …`
/// in older code compiles unchanged.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
public let USEC_PER_SEC: UInt64 = 1_000_000
