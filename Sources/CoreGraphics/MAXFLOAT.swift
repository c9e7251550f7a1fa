/// The largest finite Float, as `<math.h>` defines it on Apple platforms (Glibc leaves it out for
/// Swift). Older posts write `animation.repeatCount = MAXFLOAT` for "forever", which Sandglass reads as
/// infinitely many repeats, as Core Animation does.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
