import CoreGraphics

/// An emitter layer's particles in one frame, in the layer's coordinates (points, y down), in drawing
/// order: each a picture (`images[image]`) turned, scaled and tinted (`CAEmitterLayer`).
package struct ParticleContent: Sendable, Equatable {
    public var sprites: [ParticleSprite]
    /// The cells' pictures, which sprites name by index.
    public var images: [ImageContent]
    /// Added to what lies behind (`renderMode` additive) rather than drawn over it.
    public var additive: Bool

    public init(sprites: [ParticleSprite], images: [ImageContent], additive: Bool) {
        (self.sprites, self.images, self.additive) = (sprites, images, additive)
    }

    /// The box every sprite stays inside (a sprite's diagonal around its centre), nil when there are none.
    public var bounds: CGRect? {
        guard !sprites.isEmpty else { return nil }
        var (x0, y0, x1, y1) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        for s in sprites {
            let r = (s.size.width * s.size.width + s.size.height * s.size.height).squareRoot() / 2
            (x0, y0) = (min(x0, s.center.x - r), min(y0, s.center.y - r))
            (x1, y1) = (max(x1, s.center.x + r), max(y1, s.center.y + r))
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// One particle as drawn: its picture's `contentsRect` part, `size` points, centred on `center`, turned
/// by `rotation` radians (clockwise on screen), its pixels multiplied by `color` (straight alpha).
package struct ParticleSprite: Sendable, Equatable {
    public var center: CGPoint
    public var size: CGSize
    public var rotation: CGFloat
    public var color: SIMD4<Float>
    public var image: Int

    public init(center: CGPoint, size: CGSize, rotation: CGFloat, color: SIMD4<Float>, image: Int) {
        (self.center, self.size, self.rotation, self.color, self.image) = (center, size, rotation, color, image)
    }
}
