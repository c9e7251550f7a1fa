import Sandglass

/// Seed 001: the sand clock (hourglass) loader. Two sand boxes (`topLayer`, `bottomLayer`) whose
/// irregular shape is both their mask and their sand pile `sublayer1`; the top pile sinks out of its
/// box while the bottom pile rises into its own, both on the post's custom curve (0.8, 0, 1, 1: still at
/// first, then faster and faster), done by 6.1 s of the 6.5 s cycle; six grains fall through the neck
/// (`sandLayer`); in the last 0.4 s the whole view turns over (`transform.rotation.z` keyframes with a
/// 0.07 rad overshoot), and the cycle repeats forever. The glass, a picture in the post, is drawn with
/// paths (`HourglassOutline`).
///
/// The post's view is 48 x 56 points; it is drawn `displayScale` times larger (the root layer's
/// sublayerTransform), so the vectors stay crisp at any size. The natural size is a square as wide as
/// the view's diagonal (before scaling), so nothing is cut off while the view turns.
public final class SandClockScene: Scene {
    /// The post's view size, points.
    static let viewSize = CGSize(width: 48, height: 56)
    /// The side of the square the view turns in: its diagonal, rounded up (points before scaling).
    static let turningRoom = ((viewSize.width * viewSize.width + viewSize.height * viewSize.height).squareRoot()).rounded(.up)
    /// The default `displayScale`; the natural size fits the view at this scale.
    static let defaultDisplayScale: CGFloat = 4

    public static let info = SceneInfo(
        name: "sandclock", summary: "hourglass loader: masked sand piles, falling grains, a flip every 6.5 s (seed 001)",
        naturalSize: CGSize(width: turningRoom * defaultDisplayScale, height: turningRoom * defaultDisplayScale),
        backgroundColor: CGColor(hex: 0x2B2E36))

    public static let parameters = SceneParameters(scene: "sandclock", [
        .number("animationTime", 6.5, in: 0.5...60, unit: "s", help: "one cycle: the sand runs down, then the glass turns over"),
        .number("animationTimeWithoutRotate", 6.1, in: 0.1...60, unit: "s",
                help: "when the sand has run down and the turn starts (kept below animationTime)"),
        .number("sandFall05", 0.5, in: 0.02...5, unit: "s", help: "fall time of the slowest grain pair (sand05Layer)"),
        .number("sandFall03", 0.3, in: 0.02...5, unit: "s", help: "fall time of the middle grain pair (sand03Layer)"),
        .number("sandFall01", 0.1, in: 0.02...5, unit: "s", help: "fall time of the fastest grain pair (sand01Layer)"),
        .bool("emitterGrains", false,
              help: "the falling grains as a CAEmitterLayer: a stream of grains under gravity from the neck, instead of the post's six"),
        .curve("pileCurve", BezierControlPoints(0.8, 0, 1, 1),
               help: "how the bottom pile rises: the post's custom curve, slow start then faster"),
        .curve("topPileCurve", BezierControlPoints(0.8, 0, 1, 1),
               help: "how the top pile sinks (the author's repository uses 0.85, 0, 1, 1)"),
        .number("overshoot", 0.07, in: 0...1, unit: "rad", help: "how far the turn swings past half a turn before settling"),
        .number("overshootKeyTime", 0.97, in: 0.01...1, help: "fraction of the cycle at which the swing peaks"),
        .color("sandColor", CGColor(red: 206 / 255, green: 206 / 255, blue: 213 / 255), help: "the sand (the post's 206, 206, 213)"),
        .color("glassColor", CGColor(hex: 0xF2F2F7), help: "the outline drawn in place of the post's background picture"),
        .number("glassLineWidth", 1.5, in: 0.25...4, unit: "pt", help: "outline width, in the view's points (before displayScale)"),
        .number("displayScale", 4, in: 0.5...8, help: "how many times larger the 48 x 56 pt view is drawn (4 fills the natural size)"),
    ])

    public let rootLayer = CALayer()
    /// The post's `SandClockView`: its own layer is the one that turns over.
    let clock: SandClockView

    public init(parameters v: ParameterValues, context: SceneContext) {
        let frame = Self.prepare(rootLayer, size: Self.info.naturalSize, scale: v.cgFloat("displayScale"), viewSize: Self.viewSize)
        clock = SandClockView(frame: frame, parameters: v)
        rootLayer.addSublayer(clock.layer)
        clock.startAnimation(v)
    }

    /// Names and sizes a scene's root, scaled `scale` times about its centre; returns the frame of a
    /// view of `viewSize` centred in it.
    static func prepare(_ root: CALayer, size: CGSize, scale: CGFloat, viewSize: CGSize) -> CGRect {
        root.name = "root"
        root.frame = CGRect(origin: .zero, size: size)
        root.sublayerTransform = CATransform3DMakeScale(scale, scale, 1)
        return CGRect(x: (size.width - viewSize.width) / 2, y: (size.height - viewSize.height) / 2,
                      width: viewSize.width, height: viewSize.height)
    }

    /// Fraction of the cycle when the sand has run down: animationTimeWithoutRotate / animationTime,
    /// kept below the overshoot's key time so the key times stay ascending.
    static func sandEndKeyTime(_ v: ParameterValues) -> Double {
        let overshootKeyTime = v.number("overshootKeyTime")
        return min(v.number("animationTimeWithoutRotate") / v.number("animationTime"), overshootKeyTime)
    }

    static func timingFunction(_ c: BezierControlPoints) -> CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(c.x1), Float(c.y1), Float(c.x2), Float(c.y2))
    }
}
