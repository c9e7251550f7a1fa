/// Darwin's `HUGE`, which `<math.h>` defines as `MAXFLOAT` on Apple platforms and Swift imports as a
/// Float; Glibc leaves it out for Swift. Code writes `animation.repeatCount = HUGE` for "forever", which
/// Sandglass reads as infinitely many repeats, as Core Animation does. (`HUGE_VAL`, `HUGE_VALF` and
/// `HUGE_VALL` are compiler builtins that Swift does not import on Darwin either, so they are left out.)
public let HUGE: Float = MAXFLOAT
