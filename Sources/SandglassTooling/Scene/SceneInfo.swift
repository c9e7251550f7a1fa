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

    public init(name: String, summary: String, naturalSize: CGSize, backgroundColor: CGColor, overflowMargin: CGFloat = 0) {
        (self.name, self.summary, self.naturalSize, self.backgroundColor) = (name, summary, naturalSize, backgroundColor)
        self.overflowMargin = overflowMargin
    }

    /// What a frame covers: the scene's rectangle (`size`, or the natural size) grown by the overflow
    /// margin on every side.
    public func canvasSize(for size: CGSize? = nil) -> CGSize {
        let s = size ?? naturalSize
        return CGSize(width: s.width + 2 * overflowMargin, height: s.height + 2 * overflowMargin)
    }
}
