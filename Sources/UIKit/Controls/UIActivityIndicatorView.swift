import Foundation
import QuartzCore

/// `UIActivityIndicatorView`: iOS's spinner, eight spokes round a centre whose brightness runs round
/// once a second while it animates. Built as Core Animation builds it: a replicator of one spoke, eight
/// instances an eighth of a turn apart, each fading from full to 0.3 a second and starting an eighth of
/// a second after the one before, so the bright spoke steps round clockwise.
///
/// Styles as iOS 13: `.medium` (20 pt) and `.large` (37 pt); the older `.white`, `.whiteLarge` and
/// `.gray` pick a size and a colour. Stopped, it hides (`hidesWhenStopped`, on by default).
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        case whiteLarge = 0, white = 1, gray = 2
    }

    open var style: Style = .medium { didSet { build() } }
    /// The spokes' colour (`.systemGray` for medium and large, white or grey for the older styles).
    open var color: UIColor! { didSet { build() } }
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    open private(set) var isAnimating = false

    private let replicator = CAReplicatorLayer()
    private let spoke = CALayer()
    /// Seconds a turn of the bright spoke takes.
    static let period: CFTimeInterval = 1
    static let spokes = 8

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: UIActivityIndicatorView.side(for: style)))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) { nil }

    private func setUp() {
        replicator.name = "activityIndicator"
        spoke.name = "spoke"
        replicator.addSublayer(spoke)
        layer.addSublayer(replicator)
        isHidden = hidesWhenStopped
        build()
    }

    /// The view's side for `style`, in points.
    static func side(for style: Style) -> CGSize {
        let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    open override var intrinsicContentSize: CGSize { Self.side(for: style) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        build()
    }

    /// Sizes the spoke for the style (scaled to the view's smaller side), centred in the bounds.
    private func build() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let side = min(bounds.width, bounds.height) > 0 ? min(bounds.width, bounds.height) : Self.side(for: style).width
        replicator.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        replicator.instanceCount = Self.spokes
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.spokes), 0, 0, 1)
        replicator.instanceDelay = Self.period / Double(Self.spokes)
        // The spoke from 0.23 to 0.5 of the side out from the centre, pointing up, round-ended.
        let width = side * (style == .large || style == .whiteLarge ? 0.095 : 0.11)
        let length = side * 0.27
        spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
        spoke.position = CGPoint(x: side / 2, y: side / 2 - side * 0.23 - length / 2)
        spoke.cornerRadius = width / 2
        let defaultColor: UIColor = switch style {
        case .white, .whiteLarge: .white
        case .gray: .gray
        default: .systemGray
        }
        spoke.backgroundColor = (color ?? defaultColor).cgColor
        spoke.opacity = 0.3
    }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.3
        fade.duration = Self.period
        fade.repeatCount = .infinity
        // Each instance starts an eighth later; starting in the past keeps every spoke in its cycle
        // from the first frame (the last instance's delay is 7/8 s).
        fade.beginTime = CACurrentMediaTime() - Self.period
        spoke.add(fade, forKey: "spin")
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        spoke.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }
}
