import Foundation

/// How a presented controller covers the screen (Apple's raw values).
///
/// Here: `.fullScreen` removes the presenting view from the window when the presentation ends;
/// `.overFullScreen`, `.overCurrentContext` and `.custom` leave it under the presented one. `.automatic`
/// (the default, as on iOS 13 and later) and the sheets (`.pageSheet`, `.formSheet`, `.popover`) are a
/// card as on an iPhone: the presented view is 10 pt below the window's top and the presenting view stays
/// (it is not shrunk behind it). `.currentContext` is `.fullScreen`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// True when the presenting view leaves the window once the presentation is over.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }

    /// True for the card styles.
    var isSheet: Bool { [.automatic, .pageSheet, .formSheet, .popover].contains(self) }
}

/// The default animation of a presentation (Apple's raw values). `.coverVertical` slides the view up
/// from the bottom edge and back down; `.crossDissolve` fades it; `.flipHorizontal` and `.partialCurl`,
/// which need 3-D page rendering, cross-dissolve too (as `UIView.transition` does here).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
