import Foundation

/// The view a transition happens in, as UIKit names it: a presentation puts one over the window's
/// other views, the size of the window, and keeps the presented view in it until the dismissal ends;
/// a navigation controller keeps one filling its view. It draws nothing itself.
final class UITransitionView: UIView {}
