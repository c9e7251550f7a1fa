import Sandglass

/// The pose of the gauntlet in one sprite frame: how far each finger is curled and tilted, where the
/// thumb points, and the effects (the snap's flash, the stones' glow, the time stone's ring).
///
/// The two 48-frame sheets are keyframed poses (`snapPose(frame:)`, `reversePose(frame:)`), eased
/// between keys with smoothstep. The snap's last frame is the reverse's first, and the reverse ends
/// in the snap's first pose, so the two sheets chain without a jump.
struct GauntletPose {
    /// Pinky, ring, middle, index: 0 straight up, 1 folded into the palm (seen from the back of the
    /// hand a curled finger looks shorter).
    var curl: [CGFloat]
    /// Pinky, ring, middle, index: in-plane tilt in radians, positive towards the thumb (right).
    var tilt: [CGFloat]
    /// The thumb's direction in radians from straight up, positive to the right.
    var thumbAngle: CGFloat
    /// 0...1: how far the thumb turns from `thumbAngle` to press against the middle finger's tip.
    var pinch: CGFloat
    /// 0...1: the snap's burst at the point where thumb and middle finger met, growing and fading
    /// out (0 and 1: none).
    var flash: CGFloat = 0
    /// 0...1: the stones' glow.
    var glow: CGFloat = 0
    /// 0...1: the time stone's (the thumb's green stone) own, larger glow.
    var timeGlow: CGFloat = 0
    /// 0...1: the time stone's green ring sweeping round the hand (0: none), and its opacity.
    var ringSweep: CGFloat = 0
    var ringAlpha: CGFloat = 0

    /// Ready to snap: middle finger bent onto the thumb, ring and pinky curled.
    static let ready = GauntletPose(curl: [0.85, 0.8, 0.6, 0.2], tilt: [-0.05, 0, 0.25, 0.12], thumbAngle: -0.15, pinch: 1)
    /// Just after the snap: middle finger slammed into the palm, thumb thrown up.
    static let snapped = GauntletPose(curl: [0.85, 0.8, 1, 0.25], tilt: [-0.05, 0, -0.05, 0.1], thumbAngle: -0.2, pinch: 0)
    /// Relaxed, open hand.
    static let rest = GauntletPose(curl: [0.15, 0.1, 0.05, 0.05], tilt: [-0.18, -0.06, 0.04, 0.14], thumbAngle: 0.6, pinch: 0)

    /// Each value eased from `a` to `b` by `f` (0...1).
    static func mix(_ a: GauntletPose, _ b: GauntletPose, _ f: CGFloat) -> GauntletPose {
        let s = f * f * (3 - 2 * f)
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * s }
        return GauntletPose(curl: zip(a.curl, b.curl).map(m), tilt: zip(a.tilt, b.tilt).map(m),
                            thumbAngle: m(a.thumbAngle, b.thumbAngle), pinch: m(a.pinch, b.pinch),
                            flash: m(a.flash, b.flash), glow: m(a.glow, b.glow), timeGlow: m(a.timeGlow, b.timeGlow),
                            ringSweep: m(a.ringSweep, b.ringSweep), ringAlpha: m(a.ringAlpha, b.ringAlpha))
    }

    /// The pose at `frame` of a sheet keyed at (frame, pose) pairs (ascending frames).
    static func interpolate(_ keys: [(frame: Int, pose: GauntletPose)], frame: Int) -> GauntletPose {
        guard let first = keys.first else { return .rest }
        if frame <= first.frame { return first.pose }
        for (a, b) in zip(keys, keys.dropFirst()) where frame <= b.frame {
            return mix(a.pose, b.pose, CGFloat(frame - a.frame) / CGFloat(max(b.frame - a.frame, 1)))
        }
        return keys[keys.count - 1].pose
    }

    private static func with(_ p: GauntletPose, _ change: (inout GauntletPose) -> Void) -> GauntletPose {
        var q = p
        change(&q)
        return q
    }

    /// The snap sheet (48 frames at 24 fps): the stones charge (0-9), the snap (10-13) with its burst
    /// (12-26), the glow fades, the hand relaxes (30-47).
    static func snapPose(frame: Int) -> GauntletPose {
        let charged = with(ready) { $0.glow = 1 }
        let snappedFlash = with(snapped) { $0.glow = 1; $0.flash = 0.05 }
        // The burst is spent at 1 and stays there (invisible) so it never plays backwards.
        let burst = with(snapped) { $0.glow = 0.6; $0.flash = 1 }
        let relaxed = with(rest) { $0.flash = 1 }
        return interpolate([(0, ready), (9, charged), (12, snappedFlash), (24, burst), (30, with(burst) { $0.glow = 0.3 }),
                            (44, relaxed), (47, relaxed)], frame: frame)
    }

    /// The reverse ("time stone") sheet: the time stone glows and its ring sweeps round the hand
    /// (4-38), then the hand closes back into the ready pose (34-47).
    static func reversePose(frame: Int) -> GauntletPose {
        let glowing = with(rest) { $0.timeGlow = 1; $0.ringAlpha = 1 }
        let swept = with(rest) { $0.timeGlow = 1; $0.ringAlpha = 1; $0.ringSweep = 1 }
        return interpolate([(0, rest), (6, glowing), (36, swept), (42, with(ready) { $0.ringSweep = 1 }), (47, ready)],
                           frame: frame)
    }
}
