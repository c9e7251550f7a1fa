import QuartzCore

extension UIView {
    /// UIKit's named curves (`UIViewAnimationCurve`, Apple's raw values), as a property animator takes them.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// The Core Animation timing function of the same name.
        var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
