/// One corner of a particle's quad, as the frame's sprite runs hold them (`FrameGeometry.sprites`):
/// root points (y down), the picture's unit coordinates (0, 0 its top left; `contentsRect` applied), and
/// the particle's colour premultiplied and times the layer's opacity (`BatchVertex.pack`). Six a
/// particle, two triangles, so that a run of any length is one draw call.
package struct SpriteVertex: Sendable, Equatable {
    public var x: Float
    public var y: Float
    public var u: Float
    public var v: Float
    public var color: UInt32

    public init(x: Float, y: Float, u: Float, v: Float, color: UInt32) {
        (self.x, self.y, self.u, self.v, self.color) = (x, y, u, v, color)
    }
}
