import Foundation
import QuartzCore

/// `UIVisualEffectView`: a view that blurs what lies behind it (`UIBlurEffect`) or makes the content of
/// its `contentView` vibrant over a blur (`UIVibrancyEffect`). Put subviews in `contentView`, as on iOS.
///
/// The blur is the view's own layer's backdrop filter (`LayerBackdrop`): everything drawn before the
/// view, inside its bounds, is blurred, saturated and tinted there, clipped to `layer.cornerRadius`.
/// It reads what lies behind within the nearest ancestor drawn through an offscreen group (a mask,
/// group opacity, a rounded clip, a shadow), where iOS reads the whole window. Setting `effect` inside
/// an animation block changes the blur at once (iOS fades it in).
open class UIVisualEffectView: UIView {
    /// The effect drawn (nil: none, the view shows its content only).
    open var effect: UIVisualEffect? { didSet { applyEffect() } }
    /// Where the view's content goes: drawn over the blur, or made vibrant.
    public let contentView: UIView

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView()
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        effect = nil
        contentView = UIView()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) { nil }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        applyEffect()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyEffect() }
    }

    /// The blur as the layer's backdrop, or the vibrancy as the content's blend.
    private func applyEffect() {
        switch effect {
        case let blur as UIBlurEffect:
            let material = BlurMaterial(blur.style, appearance: traitCollection.userInterfaceStyle)
            layer.backdrop = LayerBackdrop(blurRadius: material.blurRadius, saturation: material.saturation,
                                           tint: material.tint.cgColor)
            contentView.layer.compositingFilter = nil
            contentView.layer.opacity = 1
        case let vibrancy as UIVibrancyEffect:
            layer.backdrop = nil
            contentView.layer.compositingFilter = "overlayBlendMode"
            contentView.layer.opacity = Float(vibrancy.contentOpacity)
        default:
            layer.backdrop = nil
            contentView.layer.compositingFilter = nil
            contentView.layer.opacity = 1
        }
    }
}
