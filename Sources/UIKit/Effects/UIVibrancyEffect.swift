import Foundation

/// `UIVibrancyEffect`: content in a vibrancy effect view's `contentView` takes on the colour of the
/// blur behind it. An approximation here, documented in docs/api-coverage.md: iOS's private filters
/// are not published, so the content is composited over the blur with the overlay blend (light
/// content brightens the blur's own colours, dark content deepens them), at an opacity per style.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur this vibrancy sits on (the effect of the `UIVisualEffectView` it is placed in).
    public let blurEffect: UIBlurEffect
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        (self.blurEffect, style) = (blurEffect, .label)
        super.init()
    }

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        (self.blurEffect, self.style) = (blurEffect, style)
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// How much of the content shows: the label styles step down as iOS's text colours do.
    var contentOpacity: CGFloat {
        switch style {
        case .label, .fill: 1
        case .secondaryLabel, .secondaryFill: 0.75
        case .tertiaryLabel, .tertiaryFill, .separator: 0.55
        case .quaternaryLabel: 0.4
        }
    }
}

/// `UIVibrancyEffectStyle` (iOS 13): the vibrancy's strength, named after the text and fill colours it
/// is meant for.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
