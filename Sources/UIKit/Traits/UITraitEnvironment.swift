import Foundation

/// Something with traits that tells when they change: views, view controllers and the screen, as on iOS.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with what they were (never nil here: iOS passes nil only for
    /// the first traits a view gets, and a view here has traits from the start).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIViewController: UITraitEnvironment {}
