import Foundation

/// `UIMotionEffect`: values a view takes from how the device is tilted (the viewer's offset from
/// straight on, each axis from −1 to 1). Sandglass runs on a desk, not in a hand: the viewer offset is
/// always zero, so effects are kept and compute their values exactly as iOS's, and a view at rest shows
/// what an iPhone held straight on shows: the model values, as `keyPathsAndRelativeValues` at zero
/// adds nothing for the symmetric ranges effects are written with.
open class UIMotionEffect: NSObject {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// The key paths to offset, and by how much, for `viewerOffset`. The base class has none; a
    /// subclass overrides it.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// `UIInterpolatingMotionEffect`: one key path offset by a value interpolated from
/// `minimumRelativeValue` (viewer offset −1) to `maximumRelativeValue` (+1) along one axis.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    public let keyPath: String
    public let type: EffectType
    /// At viewer offset −1 (a number, or a value of the key path's kind).
    open var minimumRelativeValue: Any?
    /// At viewer offset +1.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        (self.keyPath, self.type) = (keyPath, type)
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// The value between the two ends for the offset along this effect's axis (clamped to −1...1):
    /// numbers, points, sizes and offsets interpolate; anything else gives no value.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let along = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (min(max(along, -1), 1) + 1) / 2
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (minimumRelativeValue, maximumRelativeValue) {
        case let (a as CGFloat, b as CGFloat): return [keyPath: mix(a, b)]
        case let (a as Double, b as Double): return [keyPath: Double(mix(CGFloat(a), CGFloat(b)))]
        case let (a as Int, b as Int): return [keyPath: mix(CGFloat(a), CGFloat(b))]
        case let (a as Float, b as Float): return [keyPath: Float(mix(CGFloat(a), CGFloat(b)))]
        case let (a as CGPoint, b as CGPoint): return [keyPath: CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y))]
        case let (a as CGSize, b as CGSize): return [keyPath: CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))]
        case let (a as UIOffset, b as UIOffset):
            return [keyPath: UIOffset(horizontal: mix(a.horizontal, b.horizontal), vertical: mix(a.vertical, b.vertical))]
        default: return nil
        }
    }
}

/// `UIMotionEffectGroup`: several effects applied together; their values merged, a later effect's
/// winning on a shared key path.
open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var all: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { all[key] = value }
        }
        return all.isEmpty ? nil : all
    }
}
