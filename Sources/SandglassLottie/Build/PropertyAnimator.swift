import Foundation

/// Puts Lottie properties on layers: a fixed value as the model value, keyframes as a
/// `KeyframeTrack` animation over [0, duration] (its first value also as the model value).
struct PropertyAnimator {
    let duration: Double
    /// Values left for sampled animations (below a time remap) in this tree: a hostile file with many
    /// layers under a remap gets its later properties still instead of gigabytes of samples.
    private let sampleBudget = SampleBudget()
    static let maxSampledValues = 2_000_000

    private final class SampleBudget { var left = PropertyAnimator.maxSampledValues }

    init(duration: Double) { self.duration = duration }

    /// `alongPath`: animate a position along the path of its keyframes even without spatial
    /// tangents (auto-orient turns the layer along a path only).
    func apply<V>(_ property: Animated<V>, map: TimeMap, to layer: CALayer, keyPath: String,
                  value: (V) -> CAValue, alongPath: Bool = false, configure: (CAKeyframeAnimation) -> Void = { _ in },
                  set: (V) -> Void) {
        switch property {
        case .fixed(let v): set(v)
        case .keyed:
            guard let (animation, first) = self.animation(property, map: map, keyPath: keyPath, alongPath: alongPath, value: value) else {
                // Nothing changes within the scene: the value at scene time 0.
                return set(property.value(at: map.frame(atTime: 0)))
            }
            set(first)
            configure(animation)
            layer.add(animation, forKey: keyPath)
        }
    }

    /// The animation of keyframes over [0, duration] and its first value; nil when nothing changes.
    /// Below a time remap, the property's value at every sample, linear between.
    func animation<V>(_ property: Animated<V>, map: TimeMap, keyPath: String, alongPath: Bool = false,
                      value: (V) -> CAValue) -> (CAKeyframeAnimation, V)? {
        guard case .keyed(let frames) = property, duration > 0 else { return nil }
        if map.isSampled {
            let samples = map.sampledFrames
            guard let first = samples.first, sampleBudget.left >= samples.count else { return nil }
            sampleBudget.left -= samples.count
            let a = CAKeyframeAnimation(keyPath: keyPath)
            a.values = samples.map { value(property.value(at: $0.frame)) }
            a.keyTimes = samples.map { NSNumber(value: min(max($0.time / duration, 0), 1)) }
            (a.calculationMode, a.duration, a.fillMode, a.isRemovedOnCompletion) = (.linear, duration, .both, false)
            return (a, property.value(at: first.frame))
        }
        guard var track = KeyframeTrack(frames, map: map, duration: duration) else { return nil }
        if alongPath { track.hasSpatial = true }
        return (track.animation(keyPath: keyPath, duration: duration, value: value), track.keys[0].value)
    }

    /// A transform: anchor as the bounds origin (anchorPoint 0, 0), position, then scale and rotation
    /// (see Exports.swift). `opacity` false for the transform of a parent, whose opacity does not
    /// pass to its children in Lottie.
    func applyTransform(_ t: TransformModel, map: TimeMap, to layer: CALayer, opacity: Bool = true) {
        layer.anchorPoint = .zero
        apply(t.anchor, map: map, to: layer, keyPath: "bounds.origin", value: { .point(Self.point($0)) }) {
            layer.bounds.origin = Self.point($0)
        }
        apply(t.position, map: map, to: layer, keyPath: "position", value: { .point(Self.point($0)) },
              alongPath: t.autoOrient, configure: { if t.autoOrient { $0.rotationMode = .rotateAuto } }) {
            layer.position = Self.point($0)
        }
        if t.isSkewed {
            applySkewedTransform(t, map: map, to: layer)
        } else {
            applyScaleAndRotation(t, map: map, to: layer)
        }
        if opacity {
            apply(t.opacity, map: map, to: layer, keyPath: "opacity", value: { .number(Self.percent($0)) }) {
                layer.opacity = Float(Self.percent($0))
            }
        }
    }

    /// Scale, skew along its axis, then rotation, as After Effects and lottie-ios compose them, as one
    /// `transform` matrix: Core Animation has no skew value function, so a skewed layer's transform is
    /// the whole matrix at each keyframe, sampled at every frame when any part moves (matrices
    /// interpolated entry by entry are exact only frame by frame).
    private func applySkewedTransform(_ t: TransformModel, map: TimeMap, to layer: CALayer) {
        let parts = Animated.sampledEveryFrame([t.scale, t.skew, t.skewAxis, t.rotationX, t.rotationY, t.rotation])
        let matrix = combine(parts) { v in
            Self.skewedMatrix(scale: v[0], skew: v[1][safe: 0], axis: v[2][safe: 0], rotationX: v[3][safe: 0],
                              rotationY: v[4][safe: 0], rotation: v[5][safe: 0]).rowMajor
        }
        apply(matrix, map: map, to: layer, keyPath: "transform", value: { .transform(CATransform3D(rowMajor: $0)) }) {
            layer.transform = CATransform3D(rowMajor: $0)
        }
    }

    /// The matrix of scale (percent), skew (degrees) along `axis` (degrees) and the rotations about x, y
    /// and z (degrees), in that order on a point.
    static func skewedMatrix(scale s: [Double], skew: Double, axis: Double, rotationX: Double = 0, rotationY: Double = 0,
                             rotation: Double) -> CATransform3D {
        let (sx, sy) = (s[safe: 0] / 100, (s.count > 1 ? s[1] : s[safe: 0]) / 100)
        let a = axis * .pi / 180
        var shear = CATransform3DIdentity
        shear.m21 = tan(-min(max(skew, -85), 85) * .pi / 180)
        // Turned so the axis is horizontal, sheared along x by tan(−skew), turned back (as lottie-ios).
        let skewMatrix = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(-a, 0, 0, 1), shear),
                                             CATransform3DMakeRotation(a, 0, 0, 1))
        let turned = CATransform3DConcat(CATransform3DMakeRotation(rotationX * .pi / 180, 1, 0, 0),
                                         CATransform3DMakeRotation(rotationY * .pi / 180, 0, 1, 0))
        return CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(sx, sy, 1), skewMatrix), turned),
                                   CATransform3DMakeRotation(rotation * .pi / 180, 0, 0, 1))
    }

    /// Scale first, then the rotations about x, y and z; fixed leading parts go into the model
    /// transform, the rest are additive animations in that order (additive transforms concatenate).
    /// Rotations about x and y that are 0 throughout are left out.
    private func applyScaleAndRotation(_ t: TransformModel, map: TimeMap, to layer: CALayer) {
        let scale: ([Double]) -> CAValue = { .numbers([$0[safe: 0] / 100, $0.count > 1 ? $0[1] / 100 : $0[safe: 0] / 100, 1]) }
        let rotation: ([Double]) -> CAValue = { .number($0[safe: 0] * .pi / 180) }
        let turns = { (a: Animated<[Double]>) in a.isAnimated || a.initial[safe: 0] != 0 }
        let parts: [(Animated<[Double]>, CAValueFunctionName, ([Double]) -> CAValue)] = [(t.scale, .scale, scale)]
            + (turns(t.rotationX) ? [(t.rotationX, .rotateX, rotation)] : [])
            + (turns(t.rotationY) ? [(t.rotationY, .rotateY, rotation)] : [])
            + [(t.rotation, .rotateZ, rotation)]
        var model = CATransform3DIdentity
        var additive = false
        for (property, function, value) in parts {
            if !additive, case .fixed(let v) = property {
                switch (function, value(v)) {
                case (_, .numbers(let s)): model = CATransform3DConcat(model, CATransform3DMakeScale(s[0], s[1], 1))
                case (.rotateX, .number(let a)): model = CATransform3DConcat(model, CATransform3DMakeRotation(a, 1, 0, 0))
                case (.rotateY, .number(let a)): model = CATransform3DConcat(model, CATransform3DMakeRotation(a, 0, 1, 0))
                case (_, .number(let a)): model = CATransform3DConcat(model, CATransform3DMakeRotation(a, 0, 0, 1))
                default: break
                }
                continue
            }
            additive = true
            let a: CAKeyframeAnimation
            if let (animation, _) = self.animation(property, map: map, keyPath: "transform", value: value) {
                a = animation
            } else {
                a = CAKeyframeAnimation(keyPath: "transform")
                a.values = [value(property.value(at: map.frame(atTime: 0)))]
                (a.duration, a.fillMode, a.isRemovedOnCompletion) = (duration > 0 ? duration : 1, .both, false)
            }
            a.valueFunction = CAValueFunction(name: function)
            a.isAdditive = true
            layer.add(a, forKey: "transform.\(function.rawValue)")
        }
        layer.transform = model
    }

    static func point(_ v: [Double]) -> CGPoint { CGPoint(x: v[safe: 0], y: v[safe: 1]) }
    static func percent(_ v: [Double]) -> CGFloat { min(max(v[safe: 0] / 100, 0), 1) }
    /// A Lottie colour [r, g, b(, a)] as iOS reads it: the fourth component is ignored (a paint's
    /// alpha is its opacity property), and components written 0...255 (all three above 1) are divided
    /// by 255.
    static func color(_ v: [Double]) -> CGColor {
        let (r, g, b) = (v[safe: 0], v[safe: 1], v[safe: 2])
        let scale = r > 1 && g > 1 && b > 1 ? 1.0 / 255 : 1
        return CGColor(red: r * scale, green: g * scale, blue: b * scale, alpha: 1)
    }
}

extension CATransform3D {
    /// The sixteen entries row by row (m11, m12, ... m44), as a keyframe value.
    fileprivate var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }

    fileprivate init(rowMajor v: [Double]) {
        self = CATransform3DIdentity
        guard v.count == 16 else { return }
        (m11, m12, m13, m14) = (v[0], v[1], v[2], v[3])
        (m21, m22, m23, m24) = (v[4], v[5], v[6], v[7])
        (m31, m32, m33, m34) = (v[8], v[9], v[10], v[11])
        (m41, m42, m43, m44) = (v[12], v[13], v[14], v[15])
    }
}
