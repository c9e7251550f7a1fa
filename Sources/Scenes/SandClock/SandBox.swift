import Sandglass

/// One half of the hourglass (the post's `SandBoxTopLayer` / `SandBoxBottomLayer`): a box layer whose
/// `mask` is an irregular shape, and inside it the sand pile `sublayer1`, a shape layer with the same
/// path, which a position keyframe animation slides through the box. The mask hides whatever part of
/// the pile lies outside the shape, so the glass stays transparent (the post's reason for a mask
/// rather than two pictures or a background colour).
///
/// The box's own coordinates are points, y down, origin at its top-left corner; `w` x `h` is its size
/// (34 x 25 in the post).
struct SandBox {
    /// Which half: the pile empties downwards out of the top box and rises into the bottom box.
    enum Half {
        case top, bottom
    }

    let half: Half
    /// The box (`topLayer` / `bottomLayer`); its `mask` is the shape, its one sublayer the pile.
    let layer = CALayer()
    /// The sand pile (`sublayer1`).
    let sublayer1 = CAShapeLayer()

    init(_ half: Half, frame: CGRect, sandColor: CGColor) {
        self.half = half
        layer.name = half == .top ? "topLayer" : "bottomLayer"
        layer.frame = frame

        let path = SandBox.path(half, size: frame.size)
        let sublayer = CAShapeLayer()
        sublayer.name = "mask"
        sublayer.masksToBounds = true
        sublayer.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        sublayer.path = path.cgPath
        layer.mask = sublayer

        sublayer1.name = "sublayer1"
        sublayer1.frame = CGRect(x: 0, y: half == .top ? 0 : frame.height, width: frame.width, height: frame.height)
        sublayer1.path = path.cgPath
        sublayer1.fillColor = sandColor
        layer.addSublayer(sublayer1)
    }

    /// The box's outline in its own coordinates. The top box is a funnel: straight sides down to 2/3 of
    /// the height, then two slopes meeting at the bottom centre. The bottom box is a roof: a point at
    /// the top centre, slopes to 1/3 of the height, straight sides below. The bottom path's third point
    /// is (w, w) as in the post (not (w, h)): it lies below the box, and the mask's masksToBounds cuts
    /// it off at the box's bottom edge, so the visible shape is the same as with (w, h).
    static func path(_ half: Half, size: CGSize) -> UIBezierPath {
        let w = size.width, h = size.height
        let path = UIBezierPath()
        switch half {
        case .top:
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: w, y: 0))
            path.addLine(to: CGPoint(x: w, y: h * 2 / 3))
            path.addLine(to: CGPoint(x: w / 2, y: h))
            path.addLine(to: CGPoint(x: 0, y: h * 2 / 3))
            path.addLine(to: CGPoint(x: 0, y: 0))
        case .bottom:
            path.move(to: CGPoint(x: w / 2, y: 0))
            path.addLine(to: CGPoint(x: w, y: h * 1 / 3))
            path.addLine(to: CGPoint(x: w, y: w))
            path.addLine(to: CGPoint(x: 0, y: h))
            path.addLine(to: CGPoint(x: 0, y: h * 1 / 3))
            path.addLine(to: CGPoint(x: w / 2, y: 0))
        }
        path.close()
        return path
    }

    /// The pile's position keyframes: from `(w/2, h/2)` (box full) down to `(w/2, 1.5h)` (empty) for the
    /// top box, the reverse for the bottom, reached at `sandEndKeyTime` of the cycle (6.1 / 6.5 in the
    /// post) and held to the end of the cycle while the glass turns over.
    ///
    /// The post gives one timing function for the two segments; Sandglass wants exactly one per segment
    /// (Core Animation is lenient here), so the hold segment gets `linear`, which changes nothing on a
    /// constant segment.
    func startAnimation(cycle: CFTimeInterval, sandEndKeyTime: Double, curve: CAMediaTimingFunction) {
        sublayer1.removeAllAnimations()
        let w = layer.bounds.width, h = layer.bounds.height
        let full = CGPoint(x: w / 2, y: h / 2), empty = CGPoint(x: w / 2, y: h * 1.5)
        let (from, to) = half == .top ? (full, empty) : (empty, full)

        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.keyTimes = [0, NSNumber(value: sandEndKeyTime), 1]
        animation.values = [NSValue(cgPoint: from), NSValue(cgPoint: to), NSValue(cgPoint: to)]
        animation.duration = cycle
        animation.isRemovedOnCompletion = true
        animation.repeatCount = .infinity
        animation.timingFunctions = [curve, .linear]
        animation.fillMode = .forwards
        sublayer1.add(animation, forKey: "")
    }
}
