import UIKit

/// A loading spinner written as for iOS: try `sandglass preview examples/SpinnerView.swift`, then drag
/// its literals in the params column (T) or edit this file and save.
final class SpinnerView: UIView {
    static let previewSize = CGSize(width: 200, height: 200)

    private let track = CAShapeLayer()
    private let arc = CAShapeLayer()
    private let dot = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.11, green: 0.12, blue: 0.16, alpha: 1)

        let ring = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 60,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        track.path = ring.cgPath
        track.fillColor = nil
        track.strokeColor = UIColor(white: 1, alpha: 0.15).cgColor
        track.lineWidth = 8
        layer.addSublayer(track)

        arc.frame = CGRect(x: 0, y: 0, width: 200, height: 200)   // it turns about its centre
        arc.path = ring.cgPath
        arc.fillColor = nil
        arc.strokeColor = UIColor(red: 0.35, green: 0.65, blue: 1, alpha: 1).cgColor
        arc.lineWidth = 8
        arc.lineCap = .round
        arc.strokeEnd = 0.25
        layer.addSublayer(arc)

        dot.frame = CGRect(x: 94, y: 94, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = UIColor.white.cgColor
        layer.addSublayer(dot)

        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1.2
        spin.repeatCount = .infinity
        arc.add(spin, forKey: "spin")

        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0.1
        grow.toValue = 0.7
        grow.duration = 0.9
        grow.autoreverses = true
        grow.repeatCount = .infinity
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        arc.add(grow, forKey: "grow")

        // The dot is a CALayer, not a view: UIView.animate would not animate it (on iOS either); a
        // layer animates through its own animation.
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
