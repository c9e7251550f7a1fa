import Foundation

/// Frames of one composition level to scene seconds. A layer's own frames f are its composition's
/// frames `st + f · sr` (start offset, stretch), and a precomp's frames are its layer's own frames;
/// the chain is kept as one affine map to root frames, and a root frame F is the scene time
/// `(F − ip) / fr`, computed as that quotient so that whole frames land exactly where a player that
/// divides by the frame rate puts them.
struct TimeMap {
    /// Root frame = scale · frame + offset.
    var scale: Double = 1
    var offset: Double = 0
    let inPoint: Double
    let frameRate: Double

    init(inPoint: Double, frameRate: Double) { (self.inPoint, self.frameRate) = (inPoint, frameRate) }

    func time(_ frame: Double) -> Double { (scale * frame + offset - inPoint) / frameRate }

    /// The frame of this level shown at scene time `t`.
    func frame(atTime t: Double) -> Double { (t * frameRate + inPoint - offset) / scale }

    /// The map of the frames of a layer with start `st` and stretch `sr` in this composition.
    func layer(start st: Double, stretch sr: Double) -> TimeMap {
        var m = self
        (m.scale, m.offset) = (scale * sr, scale * st + offset)
        return m
    }
}
