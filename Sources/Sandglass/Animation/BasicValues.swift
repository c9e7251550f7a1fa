import Foundation

/// A basic animation's `fromValue`, `toValue` and `byValue` read as CAValues for its key path, once,
/// by `CALayer.add(_:forKey:)`: evaluation works on these, never on the `Any` values.
struct BasicValues {
    var from: CAValue?
    var to: CAValue?
    var by: CAValue?

    /// The (from, to) pair given the value beneath the animation (see `CABasicAnimation`).
    func endpoints(current: CAValue, additive: Bool) -> (from: CAValue, to: CAValue) {
        // Both ends given (the usual case): returned before the base and the switch copy values.
        if let f = from, let t = to { return (f, t) }
        let base = additive ? (from ?? to ?? by ?? current).zero : current
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, base.adding(b))
        case (nil, nil, nil): return (base, base)
        }
    }
}
