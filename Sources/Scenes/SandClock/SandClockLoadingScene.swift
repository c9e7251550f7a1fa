import Sandglass
import UIKit

/// Seed 001 as its author's repository shows it: the sand clock inside a 270 x 120 point loading view,
/// with a title and a subtitle beside it. The clock and its timing are the `sandclock` scene's (the same
/// parameters); the view is drawn twice as large, so the 48 x 56 point clock reads at a glance.
public final class SandClockLoadingScene: Scene {
    /// The author's loading view, points.
    static let loadingSize = CGSize(width: 270, height: 120)
    /// The screen around the view, points.
    static let screenSize = CGSize(width: 310, height: 160)
    static let displayScale: CGFloat = 2

    public static let info = SceneInfo(
        name: "sandclock-loading", summary: "the sand clock in its 270 x 120 loading view, with a title and a subtitle (seed 001)",
        naturalSize: CGSize(width: screenSize.width * displayScale, height: screenSize.height * displayScale),
        backgroundColor: CGColor(hex: 0x2B2E36))

    public static let parameters = SceneParameters(scene: "sandclock-loading", SandClockScene.parameters.declarations.filter {
        $0.name != "displayScale"
    } + [
        .string("title", "Loading", help: "the loading view's title"),
        .string("subtitle", "Just a moment, please", help: "the line under the title"),
    ])

    public let rootLayer = CALayer()
    let loadingView: SandClockLoadingView

    public init(parameters v: ParameterValues, context: SceneContext) {
        let frame = SandClockScene.prepare(rootLayer, size: Self.info.naturalSize, scale: Self.displayScale,
                                           viewSize: Self.loadingSize)
        loadingView = SandClockLoadingView(frame: frame, parameters: v)
        rootLayer.addSublayer(loadingView.layer)
        loadingView.clock.startAnimation(v)
    }
}

/// The loading view: a rounded card, the clock at its left, the title and the subtitle to its right.
final class SandClockLoadingView: UIView {
    let clock: SandClockView
    let titleLabel = UILabel(frame: .zero)
    let subtitleLabel = UILabel(frame: .zero)

    init(frame: CGRect, parameters v: ParameterValues) {
        let view = SandClockScene.viewSize
        clock = SandClockView(frame: CGRect(x: 26, y: (frame.height - view.height) / 2, width: view.width, height: view.height),
                              parameters: v)
        super.init(frame: frame)
        layer.name = "loadingView"
        backgroundColor = UIColor(cgColor: CGColor(hex: 0x3A3E4A))
        layer.cornerRadius = 14
        addSubview(clock)

        titleLabel.text = v.string("title")
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = UIColor(cgColor: v.color("glassColor"))
        titleLabel.layer.name = "titleLabel"
        addSubview(titleLabel)

        subtitleLabel.text = v.string("subtitle")
        subtitleLabel.font = .systemFont(ofSize: 12)
        subtitleLabel.textColor = UIColor(cgColor: CGColor(hex: 0xA3A7B3))
        subtitleLabel.layer.name = "subtitleLabel"
        addSubview(subtitleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let x: CGFloat = 96
        titleLabel.frame = CGRect(x: x, y: bounds.midY - 24, width: bounds.width - x - 12, height: 24)
        subtitleLabel.frame = CGRect(x: x, y: bounds.midY + 2, width: bounds.width - x - 12, height: 18)
    }
}
