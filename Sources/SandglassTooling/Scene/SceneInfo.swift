import Foundation

/// What a scene is, before it is built: its name on the command line, one line of description, the
/// size of its view in points (the seed post's view plus whatever the scene shows beside it), the
/// colour behind its layers, and how far its drawing reaches outside the view.
public struct SceneInfo: Sendable, Equatable {
    public let name: String
    public let summary: String
    public let naturalSize: CGSize
    public let backgroundColor: CGColor
    /// Points drawn around the view on every side (0: none). On iOS a layer's drawing overflows its
    /// view unless masksToBounds is set (a stroke centred on the view's edge is half outside it), and
    /// what overflows is still on screen; every tool draws this margin around the scene's rectangle,
    /// filled with `backgroundColor` (`FrameSource`).
    public let overflowMargin: CGFloat
    /// Frames, for a scene that counts in them (a Lottie file): `render --frame F` and the preview's
    /// frame counter use it. Nil for scenes timed in seconds only.
    public let frames: SceneFrames?
    /// Whether a frame of another size shows the whole scene scaled to fit it (aspect fit, centred), as
    /// an animation file is shown in a view of any size. Otherwise another size is more or less of the
    /// scene's plane at its own scale, as a view of another size lays out its layers.
    public let scalesToFit: Bool

    public init(name: String, summary: String, naturalSize: CGSize, backgroundColor: CGColor, overflowMargin: CGFloat = 0,
                frames: SceneFrames? = nil, scalesToFit: Bool = false) {
        (self.name, self.summary, self.naturalSize, self.backgroundColor) = (name, summary, naturalSize, backgroundColor)
        (self.overflowMargin, self.frames, self.scalesToFit) = (overflowMargin, frames, scalesToFit)
    }

    /// For a scene that scales to fit: the transform that places its natural rectangle, aspect fit and
    /// centred, in a rectangle of `size` (identity when the sizes match or the scene does not scale).
    public func fitTransform(for size: CGSize) -> CATransform3D {
        guard scalesToFit, size != naturalSize, naturalSize.width > 0, naturalSize.height > 0 else { return CATransform3DIdentity }
        let s = min(size.width / naturalSize.width, size.height / naturalSize.height)
        let dx = (size.width - naturalSize.width * s) / 2, dy = (size.height - naturalSize.height * s) / 2
        return CATransform3DMakeScale(s, s, 1).concat(CATransform3DMakeTranslation(dx, dy, 0))
    }

    /// What a frame covers: the scene's rectangle (`size`, or the natural size) grown by the overflow
    /// margin on every side.
    public func canvasSize(for size: CGSize? = nil) -> CGSize {
        let s = size ?? naturalSize
        return CGSize(width: s.width + 2 * overflowMargin, height: s.height + 2 * overflowMargin)
    }
}
