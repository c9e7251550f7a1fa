import Foundation

/// One axis of a scroll view's motion after the finger lifts (or an animated offset change), as a
/// function of the seconds since it began (`ScrollPhysics` has the curves).
enum AxisMotion: Equatable {
    /// Not moving, at this offset.
    case still(Double)
    /// Decelerating from `from` at `velocity` (points a second); past an edge of `range` it springs back
    /// (`bounces`) or stops there.
    case decelerate(from: Double, velocity: Double, rate: Double, range: ClosedRange<Double>, bounces: Bool)
    /// Springing back to `edge`, starting `offset` points from it at `velocity`.
    case spring(edge: Double, offset: Double, velocity: Double)
    /// Easing from `from` to `to` in `duration` seconds.
    case ease(from: Double, to: Double, duration: Double)

    /// The offset `t` seconds in, and whether the motion has ended (then the offset is its resting one).
    func offset(at t: Double) -> (value: Double, done: Bool) {
        switch self {
        case .still(let value):
            return (value, true)
        case let .decelerate(from, velocity, rate, range, bounces):
            let total = ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate)
            let rest = from + total
            guard !range.contains(rest), total != 0 else {
                if t >= ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate) { return (rest, true) }
                return (from + ScrollPhysics.decelerated(velocity: velocity, rate: rate, after: t).distance, false)
            }
            // It reaches the edge at `crossing` seconds, with the velocity left then.
            let edge = rest > range.upperBound ? range.upperBound : range.lowerBound
            let fraction = (edge - from) / total
            let crossing = log(1 - fraction) / (1000 * log(rate))
            if t < crossing { return (from + ScrollPhysics.decelerated(velocity: velocity, rate: rate, after: t).distance, false) }
            guard bounces else { return (edge, true) }
            return AxisMotion.spring(edge: edge, offset: 0, velocity: velocity * (1 - fraction)).offset(at: t - crossing)
        case let .spring(edge, offset, velocity):
            if t >= ScrollPhysics.springDuration(from: offset, velocity: velocity) { return (edge, true) }
            return (edge + ScrollPhysics.sprung(from: offset, velocity: velocity, after: t).offset, false)
        case let .ease(from, to, duration):
            if t >= duration { return (to, true) }
            return (from + (to - from) * ScrollPhysics.easeInOut(t / duration), false)
        }
    }
}

/// A scroll view's motion on both axes, from the media time it began.
struct ScrollMotion {
    enum Kind { case decelerating, animating }
    let kind: Kind
    let start: Double
    let x: AxisMotion
    let y: AxisMotion

    /// The offset at media time `now`, and whether both axes have ended.
    func offset(at now: Double) -> (point: CGPoint, done: Bool) {
        let t = max(0, now - start)
        let (a, b) = (x.offset(at: t), y.offset(at: t))
        return (CGPoint(x: a.value, y: b.value), a.done && b.done)
    }
}
