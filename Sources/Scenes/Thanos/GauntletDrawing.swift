import Sandglass

/// Draws one 80 x 80 frame of the gauntlet (a left hand seen from its back, fingers up, thumb on the
/// right) as shape layers, from a `GauntletPose`. Every part is a path in the frame's coordinates
/// (points, y down); each finger is a capsule turned about its base.
enum GauntletDrawing {
    static let frameSize = CGSize(width: 80, height: 80)

    static let gold = CGColor(red: 0.93, green: 0.72, blue: 0.22)
    static let goldShade = CGColor(red: 0.78, green: 0.55, blue: 0.13)
    static let outline = CGColor(red: 0.47, green: 0.31, blue: 0.06)
    static let flashColor = CGColor(red: 1, green: 0.55, blue: 0.05)
    static let timeGreen = CGColor(red: 0.1, green: 0.75, blue: 0.3)

    /// Pinky, ring, middle, index: base point, length, width.
    static let fingers: [(base: CGPoint, length: CGFloat, width: CGFloat)] = [
        (CGPoint(x: 27, y: 40), 17, 7.5), (CGPoint(x: 34.5, y: 38), 22, 8),
        (CGPoint(x: 42, y: 38), 24, 8), (CGPoint(x: 49.5, y: 39), 21, 8),
    ]
    static let thumbBase = CGPoint(x: 56, y: 50)
    static let thumbLength: CGFloat = 22
    static let thumbWidth: CGFloat = 8.5
    /// Stone colours: pinky..index knuckles (soul, reality, space, power), thumb (time), back (mind).
    static let stoneColors: [CGColor] = [
        CGColor(red: 1, green: 0.55, blue: 0.1), CGColor(red: 0.9, green: 0.12, blue: 0.15),
        CGColor(red: 0.15, green: 0.4, blue: 0.95), CGColor(red: 0.55, green: 0.2, blue: 0.85),
        timeGreen, CGColor(red: 1, green: 0.85, blue: 0.1),
    ]

    /// A frame's layer (bounds 80 x 80 at `origin`) drawing `pose`.
    static func frameLayer(_ pose: GauntletPose, origin: CGPoint) -> CALayer {
        let frame = CALayer()
        frame.frame = CGRect(origin: origin, size: frameSize)
        let add = { (path: CGPath, fill: CGColor?, stroke: CGColor?, width: CGFloat) in
            let shape = CAShapeLayer()
            shape.frame = CGRect(origin: .zero, size: frameSize)
            shape.path = path
            shape.fillColor = fill
            shape.strokeColor = stroke
            shape.lineWidth = width
            shape.lineJoin = .round
            frame.addSublayer(shape)
        }
        let middleTip = fingerTip(2, pose)

        // The time stone's ring behind the hand.
        if pose.ringAlpha > 0.01 && pose.ringSweep > 0.01 {
            let ring = UIBezierPath(arcCenter: CGPoint(x: 40, y: 42), radius: 34, startAngle: -.pi / 2,
                                    endAngle: -.pi / 2 - 2 * .pi * pose.ringSweep, clockwise: false)
            add(ring.cgPath, nil, timeGreen.copy(alpha: pose.ringAlpha), 3)
        }
        // Fingers behind the back of the hand.
        for i in [0, 1, 3, 2] { drawFinger(i, pose, add) }  // the middle finger in front: it crosses the index to the thumb
        // Thumb, aimed at the middle fingertip as far as `pinch`.
        let aim = atan2(middleTip.x - thumbBase.x, thumbBase.y - middleTip.y)
        let thumbAngle = pose.thumbAngle + (aim - pose.thumbAngle) * pose.pinch
        let reach = hypot(middleTip.x - thumbBase.x, middleTip.y - thumbBase.y) - 2
        let length = thumbLength + (max(reach, thumbLength) - thumbLength) * pose.pinch
        add(capsule(base: thumbBase, angle: thumbAngle, length: length, width: thumbWidth), gold, outline, 1.2)
        add(segmentLine(base: thumbBase, angle: thumbAngle, at: length * 0.55, width: thumbWidth), nil, outline, 0.8)
        // Back of the hand and cuff.
        add(UIBezierPath(roundedRect: CGRect(x: 22, y: 34, width: 36, height: 30), cornerRadius: 10).cgPath, gold, outline, 1.2)
        add(UIBezierPath(roundedRect: CGRect(x: 27, y: 44, width: 26, height: 16), cornerRadius: 6).cgPath, goldShade, nil, 0)
        let cuff = CGMutablePath()
        cuff.addLines(between: [CGPoint(x: 26, y: 62), CGPoint(x: 54, y: 62), CGPoint(x: 56, y: 80), CGPoint(x: 24, y: 80)])
        cuff.closeSubpath()
        add(cuff, goldShade, outline, 1.2)
        let band = CGMutablePath()
        band.addLines(between: [CGPoint(x: 25, y: 69), CGPoint(x: 55, y: 69)])
        add(band, nil, outline, 1)
        // Stones: knuckles, thumb, back.
        let thumbStone = point(from: thumbBase, angle: thumbAngle, distance: length * 0.3)
        let stones = fingers.map { CGPoint(x: $0.base.x, y: $0.base.y) } + [thumbStone, CGPoint(x: 40, y: 52)]
        for (i, c) in stones.enumerated() {
            let r: CGFloat = i == 5 ? 3.6 : 2.6
            let glow = i == 4 ? max(pose.glow, pose.timeGlow) : pose.glow
            if glow > 0.01 {
                let halo = r + (i == 4 ? 1.6 + 3 * pose.timeGlow : 1.6) * glow
                add(UIBezierPath(ovalIn: CGRect(x: c.x - halo, y: c.y - halo, width: 2 * halo, height: 2 * halo)).cgPath,
                    stoneColors[i].copy(alpha: 0.5 * glow), nil, 0)
            }
            add(UIBezierPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)).cgPath,
                stoneColors[i], outline, 0.6)
        }
        // The snap's burst where the fingers met (the ready pose's middle fingertip).
        if pose.flash > 0.01 && pose.flash < 0.99 {
            let centre = fingerTip(2, .ready)
            let inner = 3 + 8 * pose.flash, outer = 6 + 13 * pose.flash
            let alpha = min(1, 2.5 * (1 - pose.flash))
            let rays = CGMutablePath()
            for k in 0..<8 {
                let a = CGFloat(k) * .pi / 4 + .pi / 8
                rays.move(to: point(from: centre, angle: a, distance: inner))
                rays.addLine(to: point(from: centre, angle: a, distance: outer))
            }
            let burst = CAShapeLayer()
            burst.frame = CGRect(origin: .zero, size: frameSize)
            burst.path = rays
            burst.strokeColor = flashColor.copy(alpha: alpha)
            burst.lineWidth = 2
            burst.lineCap = .round
            frame.addSublayer(burst)
        }
        return frame
    }

    private static func drawFinger(_ i: Int, _ pose: GauntletPose, _ add: (CGPath, CGColor?, CGColor?, CGFloat) -> Void) {
        let f = fingers[i]
        let length = visibleLength(i, pose)
        add(capsule(base: f.base, angle: pose.tilt[i], length: length, width: f.width), gold, outline, 1.2)
        for at in [0.5, 0.78] {
            add(segmentLine(base: f.base, angle: pose.tilt[i], at: length * at, width: f.width), nil, outline, 0.8)
        }
        // A curled finger shows its folded end as a darker knuckle at the top.
        if pose.curl[i] > 0.25 {
            let tip = point(from: f.base, angle: pose.tilt[i], distance: length - f.width * 0.45)
            let h = f.width * 0.9 * min(1, pose.curl[i])
            add(UIBezierPath(ovalIn: CGRect(x: tip.x - f.width * 0.42, y: tip.y - h / 2, width: f.width * 0.84, height: h)).cgPath,
                goldShade, outline, 0.6)
        }
    }

    /// Seen from the back, a curled finger is shorter: up to 62 % at a full curl.
    static func visibleLength(_ i: Int, _ pose: GauntletPose) -> CGFloat {
        fingers[i].length * (1 - 0.62 * pose.curl[i]) + fingers[i].width / 2
    }

    static func fingerTip(_ i: Int, _ pose: GauntletPose) -> CGPoint {
        point(from: fingers[i].base, angle: pose.tilt[i], distance: visibleLength(i, pose))
    }

    /// `distance` along the direction `angle` (radians from straight up, positive to the right).
    static func point(from p: CGPoint, angle: CGFloat, distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x + distance * sin(angle), y: p.y - distance * cos(angle))
    }

    /// A capsule from `base` (its bottom, centre) `length` points long in the direction `angle`.
    static func capsule(base: CGPoint, angle: CGFloat, length: CGFloat, width: CGFloat) -> CGPath {
        let local = CGPath(roundedRect: CGRect(x: -width / 2, y: -length, width: width, height: length + width / 2),
                           cornerWidth: width / 2, cornerHeight: width / 2)
        return local.applying(placement(base, angle))
    }

    /// A short line across a finger at `at` points from its base (a joint).
    static func segmentLine(base: CGPoint, angle: CGFloat, at: CGFloat, width: CGFloat) -> CGPath {
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: -width * 0.35, y: -at), CGPoint(x: width * 0.35, y: -at)])
        return line.applying(placement(base, angle))
    }

    private static func placement(_ base: CGPoint, _ angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: base.x, y: base.y))
    }
}
