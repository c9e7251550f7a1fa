import Foundation

/// The progress of UIKit's spring animations: a damped spring released at distance 1 from its rest
/// point with `initialVelocity` (distances per second toward it), whose stiffness is chosen so that
/// it has settled (within 0.1 %) at `duration`. A damping ratio of 1 or more does not overshoot.
struct UIViewSpringCurve {
    var damping: CGFloat
    var initialVelocity: CGFloat
    var duration: TimeInterval

    /// Progress (0 at the start, 1 at rest) at `t` seconds.
    func progress(at t: TimeInterval) -> CGFloat {
        guard duration > 0, t < duration else { return 1 }
        let zeta = min(max(damping, 0.01), 1)
        let omega = log(1000) / (zeta * duration)
        let v = initialVelocity
        let x: CGFloat
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega - v) / omegaD * sin(omegaD * t))
        } else {
            x = exp(-omega * t) * (1 + (omega - v) * t)
        }
        return 1 - x
    }

    /// Progress at 120 evenly spaced keyframes per second, ending at exactly 1.
    func samples() -> [CGFloat] {
        let n = max(2, Int((duration * 120).rounded(.up)))
        return (0...n).map { progress(at: duration * Double($0) / Double(n)) }
    }
}
