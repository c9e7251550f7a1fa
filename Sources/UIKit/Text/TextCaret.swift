import QuartzCore

/// The caret of a text field or text view: a 2-point bar with rounded ends in the tint, blinking on the
/// scene clock while its owner edits (on for half a second, off for half a second), hidden otherwise.
final class TextCaret {
    let layer = CALayer()

    init() {
        layer.name = "caret"
        layer.opacity = 0
        layer.cornerRadius = 1
    }

    /// Moves the caret to stand at `x`, from `top`, `height` high, in `color`, without animating.
    func place(x: CGFloat, top: CGFloat, height: CGFloat, color: UIColor) {
        UIView.withoutActions {
            layer.frame = CGRect(x: x, y: top, width: 2, height: height)
            layer.backgroundColor = color.cgColor
        }
    }

    /// Shows the caret and starts it blinking from now.
    func blink() {
        layer.opacity = 1
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1, 1, 0, 0]
        blink.keyTimes = [0, 0.5, 0.5, 1]
        blink.duration = 1
        blink.repeatCount = .infinity
        blink.beginTime = CACurrentMediaTime()
        layer.add(blink, forKey: "blink")
    }

    func hide() {
        layer.removeAnimation(forKey: "blink")
        layer.opacity = 0
    }
}
