import Sandglass

/// How the dust moves: the parameters shared by every dust layer of every result.
struct DustSettings {
    /// Layers (images) per result: 32 in the post.
    var count: Int
    /// How many times each pixel is dealt (2 in Google's code).
    var passes: Int
    /// Seconds one layer takes to fly off (the group's duration).
    var duration: CFTimeInterval
    /// Layer i starts `stagger * i / count` seconds after the first.
    var stagger: CFTimeInterval
    /// Timing of each layer's group (the post sets none: linear).
    var timingFunction: CAMediaTimingFunction
    /// The "intended" offset is (travel.width cos a, travel.height sin a): 60 x 30 pt in the article.
    var travel: CGSize
    /// radian1 and radian2 are uniform in ± rotationRange / 2 (the post: pi / 12 * (random - 0.5)).
    var rotationRange: CGFloat
    /// The direction a is uniform in ± directionRange / 2 (the post: 2 pi * (random - 0.5)).
    var directionRange: CGFloat
    /// Seconds one layer takes to fly back in a looping effect (`addLoopingAnimations`).
    var restoreDuration: CFTimeInterval
}
