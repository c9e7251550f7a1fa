import Sandglass
import UIKit

/// The post's `PHScoreView`: a driving score as a half-circle progress bar. A horizontal gradient
/// (green -> orange -> red) is masked by a 20 pt stroke along the upper half of a circle centred at the
/// bottom middle, and the stroke's `strokeEnd` animates from 0 to the score; the score itself is a thin
/// 50 pt label at the bottom.
///
/// Two versions, as in the post:
/// - original (`isFixed` false): the path is the whole half circle and strokeEnd animates to
///   score / 100, held there by fillMode forwards and isRemovedOnCompletion false. The model strokeEnd
///   stays 1, so a snapshot of the model shows 100 while the screen shows the score — the pitfall.
/// - fixed (`isFixed` true): the path ends at the score's angle and strokeEnd animates 0 -> 1, so the
///   model and the presentation agree once the animation has ended.
///
/// Written as the post writes it: a UIView subclass whose layer (named "scoreView", as the post's
/// controller calls it) holds the post's sublayers, placed in `layoutSubviews`. Points, y down.
final class ScoreView: UIView {
    /// The score, 0...100. Setting it updates the label and the duration and redraws the path, as the
    /// post's `didSet` does.
    var score: Int = 0 {
        didSet {
            scoreLabel.string = "\(score)"
            duration = durationFactor * CFTimeInterval(score) / 100
            drawPath()
        }
    }
    /// The duration of a full (100) fill; the post's constant 2 in `duration = 2 * score / 100`.
    var durationFactor: CFTimeInterval = 2
    /// Animation time in seconds (the post's `duration`).
    var duration: CFTimeInterval = 2
    /// Whether to use the post's fix (path to the score, strokeEnd 0 -> 1).
    var isFixed = false { didSet { drawPath() } }
    /// The timing of the fill; nil is linear, what the post gets by setting none.
    var timingFunction: CAMediaTimingFunction?

    let scoreLabel = CATextLayer()
    let gradientLayer = CAGradientLayer()
    let shapeLayer = CAShapeLayer()
    private(set) var path = UIBezierPath()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.name = "scoreView"
        addScoreLabel()
        addGradientLayer()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func addScoreLabel() {
        scoreLabel.name = "scoreLabel"
        scoreLabel.alignmentMode = .center
        // UIFont.systemFont(ofSize: 50, weight: .ultraLight); the renderer maps "Thin" to DejaVu Sans ExtraLight.
        scoreLabel.fontName = "HelveticaNeue-Thin"
        scoreLabel.fontSize = 50
        scoreLabel.foregroundColor = UIColor.black.cgColor
        layer.addSublayer(scoreLabel)
    }

    private func addGradientLayer() {
        gradientLayer.name = "gradientLayer"
        gradientLayer.frame = bounds
        gradientLayer.colors = [UIColor.green.cgColor, UIColor.orange.cgColor, UIColor.red.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0)
        layer.addSublayer(gradientLayer)
        shapeLayer.name = "shapeLayer"
        gradientLayer.mask = shapeLayer
    }

    /// The half circle: centre at the bottom middle, radius w/2 - lineWidth/2 (so the stroke's outer
    /// edge touches the sides and the top), from pi (left) clockwise on screen over the top to 0 (right)
    /// — or, fixed, only to the score's angle pi * (score/100 - 1).
    private func drawPath() {
        let lineWidth: CGFloat = 20
        let radius = bounds.width / 2 - lineWidth / 2
        path = UIBezierPath()
        let endAngle = isFixed ? CGFloat.pi * (CGFloat(score) / 100 - 1.0) : 0
        path.addArc(withCenter: CGPoint(x: bounds.width / 2, y: bounds.height), radius: radius,
                    startAngle: CGFloat.pi, endAngle: endAngle, clockwise: true)
        shapeLayer.path = path.cgPath
        shapeLayer.fillColor = UIColor.clear.cgColor
        shapeLayer.strokeColor = UIColor.black.cgColor
        shapeLayer.lineWidth = 20.0
    }

    /// The post's `startAnimation`: strokeEnd from 0 to score/100 (original) or to 1 (fixed), held at
    /// the end. The model strokeEnd is never set, so it stays 1.
    func startAnimation() {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0.0
        animation.toValue = isFixed ? 1.0 : CGFloat(score) / 100
        animation.duration = duration
        animation.timingFunction = timingFunction
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        // The post adds it with a nil key; a fixed key lets Enter restart it without piling up copies.
        shapeLayer.add(animation, forKey: "strokeEndAnimation")
        scoreLabel.string = "\(score)"
    }

    /// The post's `layoutSubviews`: the label is the bottom 60 pt, the gradient fills the view. The
    /// text layer draws its line from the top of its bounds; with DejaVu's 50 pt line (about 58 pt) in a
    /// 60 pt box that is within a point of UILabel's vertical centring.
    override func layoutSubviews() {
        super.layoutSubviews()
        scoreLabel.frame = CGRect(x: 0.0, y: bounds.size.height - 60.0, width: bounds.size.width, height: 60.0)
        gradientLayer.frame = bounds
        drawPath()
    }
}
