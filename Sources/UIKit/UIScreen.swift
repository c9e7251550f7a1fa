import Foundation

/// The screen, as code asks it for its scale. Sandglass previews draw at any scale; this answers the
/// 2 pixels per point of the common iPhone screens, so bitmaps drawn for the screen stay sharp in 2×
/// renders.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let scale: CGFloat = 2
    public var nativeScale: CGFloat { scale }
    /// An iPhone's 375 × 667 points.
    public let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// An iPhone held upright in light mode: light, the screen's scale, compact width, regular height.
    /// A scene's code runs with its own style instead (`UITraitCollection.current`).
    public let traitCollection = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 2),
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
    ])
}
