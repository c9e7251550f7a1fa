import Sandglass

/// Seed 002: the driving-score gauge and the snapshot pitfall. A 300 x 150 `ScoreView` (the post's
/// `PHScoreView`) fills its half-circle bar to the score; below it, the post's `imageView` shows the
/// last snapshot, so the pitfall and its fix can be seen in one window: press P in the preview for a
/// snapshot of the presentation state, M for one of the model state. With `fixed` false the model
/// snapshot shows a full bar (100) while the screen shows 90; with `fixed` true both agree.
///
/// The scene starts the animation at time 0 (the post's start button); Enter starts it again.
/// Layout (points, y down): the gauge at (0, 10, 300, 150); the caption at y 164; the snapshot area
/// at (10, 180, 280, 140), showing the gauge's part of the snapshot (contentsRect) scaled by half.
public final class ScoreGaugeScene: Scene {
    public static let info = SceneInfo(
        name: "scoregauge", summary: "score gauge: masked half-circle strokeEnd, model vs presentation snapshot (seed 002)",
        naturalSize: CGSize(width: 300, height: 330), backgroundColor: CGColor(gray: 1))

    public static let parameters = SceneParameters(scene: "scoregauge", [
        .integer("score", 90, in: 0...100, help: "the driving score; the bar fills to score/100 of the half circle"),
        .bool("fixed", false, help: "the post's fix: path drawn to the score, strokeEnd 0 -> 1 (model = screen)"),
        .number("durationFactor", 2, in: 0.1...30, unit: "s",
                help: "seconds for a score of 100; the animation lasts durationFactor x score/100"),
        .curve("curve", BezierControlPoints(0, 0, 1, 1),
               help: "timing of the fill; the post sets none, which is linear"),
    ])

    /// The gauge's frame in the scene; a snapshot's gauge part is cut out by this rectangle.
    static let scoreViewFrame = CGRect(x: 0, y: 10, width: 300, height: 150)

    public let rootLayer = CALayer()
    let scoreView = ScoreView(frame: ScoreGaugeScene.scoreViewFrame)
    /// The post's `imageView`: the last snapshot, with a thin border.
    let imageView = CALayer()
    /// "presentation snapshot" / "model snapshot" above the image (empty-state: "snapshot").
    let captionLabel = CATextLayer()
    /// "press P or M" in the empty snapshot area, hidden once a snapshot arrives.
    let hintLabel = CATextLayer()

    public init(parameters v: ParameterValues, context: SceneContext) {
        let size = Self.info.naturalSize
        rootLayer.name = "root"
        rootLayer.frame = CGRect(origin: .zero, size: size)

        addScoreView(v)
        addScreenImageView()
        scoreView.startAnimation()
    }

    private func addScoreView(_ v: ParameterValues) {
        let curve = v.curve("curve")
        scoreView.timingFunction = CAMediaTimingFunction(
            controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2))
        scoreView.isFixed = v.bool("fixed")
        scoreView.durationFactor = v.number("durationFactor")
        scoreView.score = v.integer("score")
        rootLayer.addSublayer(scoreView.layer)
    }

    private func addScreenImageView() {
        captionLabel.name = "captionLabel"
        captionLabel.string = "snapshot"
        captionLabel.fontSize = 11
        captionLabel.foregroundColor = UIColor.darkGray.cgColor
        captionLabel.frame = CGRect(x: 10, y: 164, width: 280, height: 14)
        rootLayer.addSublayer(captionLabel)

        imageView.name = "imageView"
        imageView.frame = CGRect(x: 10, y: 180, width: 280, height: 140)
        imageView.contentsGravity = .resizeAspect
        imageView.borderWidth = 0.5
        imageView.borderColor = UIColor.gray.cgColor
        rootLayer.addSublayer(imageView)

        hintLabel.name = "hintLabel"
        hintLabel.string = "press P or M"
        hintLabel.fontSize = 13
        hintLabel.foregroundColor = UIColor.gray.cgColor
        hintLabel.alignmentMode = .center
        hintLabel.frame = CGRect(x: 0, y: 62, width: 280, height: 16)
        imageView.addSublayer(hintLabel)
    }

    /// Enter restarts the fill (the post's start button); a snapshot is shown under the gauge.
    public func handle(_ event: SceneEvent) {
        switch event {
        case .enter:
            scoreView.startAnimation()
        case .snapshotTaken(let image, let isModel):
            show(image, isModel: isModel)
        }
    }

    /// Shows the gauge's part of a whole-scene snapshot. Not animated: an image view's image changes at
    /// once, so the changes run with actions disabled.
    func show(_ image: CGImage, isModel: Bool) {
        let size = Self.info.naturalSize, gauge = Self.scoreViewFrame
        CATransaction.perform(disableActions: true) {
            imageView.contents = image
            imageView.contentsScale = CGFloat(image.width) / size.width
            imageView.contentsRect = CGRect(x: gauge.minX / size.width, y: gauge.minY / size.height,
                                            width: gauge.width / size.width, height: gauge.height / size.height)
            captionLabel.string = isModel ? "model snapshot" : "presentation snapshot"
            hintLabel.isHidden = true
        }
    }
}
