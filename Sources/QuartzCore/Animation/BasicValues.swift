import Foundation

/// A basic animation's `fromValue`, `toValue` and `byValue` read as CAValues for its key path, once,
/// by `CALayer.add(_:forKey:)`: evaluation works on these, never on the `Any` values.
package struct BasicValues {
    package let from: CAValue?
    package let to: CAValue?
    package let by: CAValue?
    /// The same values as plain numbers when every one given is a number (most animations): the
    /// evaluator then works in CGFloats (see CALayer+NumberValues.swift).
    let numbers: NumberEnds?

    init(from: CAValue? = nil, to: CAValue? = nil, by: CAValue? = nil) {
        (self.from, self.to, self.by) = (from, to, by)
        func number(_ v: CAValue?) -> CGFloat?? {
            guard let v else { return .some(nil) }
            if case .number(let n) = v { return .some(n) }
            return nil
        }
        if let f = number(from), let t = number(to), let b = number(by), from != nil || to != nil || by != nil {
            numbers = NumberEnds(from: f, to: t, by: b)
        } else {
            numbers = nil
        }
    }

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

/// `BasicValues` of a number-valued animation, as CGFloats.
struct NumberEnds {
    let from: CGFloat?
    let to: CGFloat?
    let by: CGFloat?

    /// `BasicValues.endpoints` in CGFloats: the same cases, the same arithmetic.
    @inline(__always)
    func endpoints(current: CGFloat, additive: Bool) -> (from: CGFloat, to: CGFloat) {
        if let f = from, let t = to { return (f, t) }
        let base = additive ? 0 : current
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f + b)
        case let (nil, t?, b?): return (t - b, t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, base + b)
        case (nil, nil, nil): return (base, base)
        }
    }
}
