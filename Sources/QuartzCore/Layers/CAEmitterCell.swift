import Foundation

/// `CAEmitterCell`: one kind of particle a `CAEmitterLayer` emits, and how each one moves, turns, grows
/// and changes colour over its life. Defaults as Core Animation: birthRate 0, lifetime 0 (so a cell emits
/// nothing until both are set), scale 1, colour opaque white, contentsRect (0, 0, 1, 1), contentsScale 1,
/// enabled, every range, speed and acceleration 0.
///
/// A "range" widens a value for each particle: lifetime 2 with lifetimeRange 0.5 gives each particle a
/// lifetime drawn evenly from 1.5...2.5 s; `emissionRange` is the whole angle of the cone around
/// `emissionLongitude`. A "speed" is a change per second of the particle's life (`scaleSpeed`,
/// `alphaSpeed`...). The particle's colour multiplies its `contents` (white contents take the colour).
/// Particles are drawn flat: `emissionLatitude`, `zAcceleration` and depth are kept but not drawn.
///
/// A cell's values are read every frame, so a change shows on the next one; a cell's media timing
/// (`beginTime`, `duration`) bounds when it emits, in its emitter's time.
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// Names the cell in key paths (`emitterCells.confetti.birthRate`).
    open var name: String?
    /// A disabled cell emits nothing and its particles are not drawn.
    open var isEnabled = true

    /// Particles a second (times the layer's `birthRate`).
    open var birthRate: Float = 0
    /// Seconds a particle lives (times the layer's `lifetime`).
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0

    /// The direction particles leave in, radians in the layer's plane from +x towards +y (down): −π/2 is up.
    open var emissionLongitude: CGFloat = 0
    /// Out of the plane; kept, not drawn.
    open var emissionLatitude: CGFloat = 0
    /// The whole angle of the cone of directions around `emissionLongitude` (2π: every direction).
    open var emissionRange: CGFloat = 0

    /// Points a second at birth (times the layer's `velocity`).
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Points a second, each second (positive y falls down the screen).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0

    /// The contents' size multiplier (times the layer's `scale`).
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0

    /// Radians a second (times the layer's `spin`).
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0

    /// Multiplies the contents (straight alpha); nil draws as opaque white.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0

    /// The particle's picture: a `CGImage` (`UIImage(named:)?.cgImage`); a cell without one draws nothing.
    open var contents: Any?
    /// The part of `contents` to draw, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point: a 64-pixel image at contentsScale 2 is 32 points wide at scale 1.
    open var contentsScale: CGFloat = 1
    open var minificationFilter = "linear"
    open var magnificationFilter = "linear"
    open var minificationFilterBias: Float = 0

    /// Cells each particle of this cell emits, from where it is, in its direction of travel.
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?

    // CAMediaTiming: the cell emits while its active interval holds, in its emitter's time.
    open var beginTime: CFTimeInterval = 0
    /// Seconds it emits for (0: for ever).
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public override init() { super.init() }

    /// Core Animation's default for a key of this class (nil: none beyond the property's own).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The image `contents` holds, if it is one.
    var image: CGImage? { contents.flatMap { $0 as? CGImage } }

    /// The span of emitter time in which this cell emits (its media timing's active interval).
    func emittingWindow() -> ClosedRange<Double> {
        let start = beginTime - timeOffset / Double(max(speed, 1e-6))
        guard duration > 0 else { return start...Double.infinity }
        let repeats = repeatDuration > 0 ? repeatDuration : duration * Double(max(repeatCount, 1)) * (autoreverses ? 2 : 1)
        return start...(start + repeats / Double(max(speed, 1e-6)))
    }

    /// The sub-cell named `name`, among this cell's (`emitterCells.spark.emitterCells.trail.birthRate`).
    func subcell(named name: Substring) -> CAEmitterCell? {
        emitterCells?.first { $0.name.map { $0[...] == name } ?? false }
    }
}
