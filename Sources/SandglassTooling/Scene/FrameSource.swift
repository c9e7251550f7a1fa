import UIKit

/// The one way every tool gets a frame: the preview, `render`, `record`, `bench`, screenshots and
/// `dump` all ask `frame(at:state:)`. It plays the scene to the time given (never a clock), evaluates
/// the state asked for, and snapshots it as the `RenderTree` the planner takes.
///
/// The presentation copy is reused from frame to frame (no new layers while the scene's structure
/// stays the same), so a frame's `layers` are valid until the next call. Each frame's tree is rebuilt
/// in the storage of the tree two frames back (`RenderTreeBuilder.rebuild`), so a steady frame
/// allocates nothing for it: the damage diff holds the previous frame's tree while the next is
/// built, so frames alternate between two storages. A tree a caller keeps longer stays as it was
/// (its storage is copied on write when its turn to be rebuilt comes).
///
/// A frame covers the scene's rectangle (`size`) and, around it, the scene's overflow margin
/// (`SceneInfo.overflowMargin`), so every tool draws what overflows the view as iOS shows it on screen:
/// the frame is `canvasSize`, and pixel (x + margin, y + margin) at scale 1 covers root point (x, y).
public final class FrameSource {
    public let runner: SceneRunner
    /// The scene's rectangle in points: the scene's natural size unless the tool asks for another (`--size`).
    public var size: CGSize
    /// The colour behind the layers: the scene's, unless the tool asks for another (`--background`).
    /// It chooses the scene's light or dark style: another colour of the other style rebuilds the
    /// scene in that style (`SceneRunner.setBackground(_:)`).
    public var backgroundColor: CGColor {
        didSet { runner.setBackground(backgroundColor) }
    }
    /// The last frame's tree and the one before it: the next frame is rebuilt in `older`'s storage.
    private var latest = RenderTree(size: .zero, backgroundColor: .clear)
    private var older = RenderTree(size: .zero, backgroundColor: .clear)

    public init(_ runner: SceneRunner, size: CGSize? = nil) {
        self.runner = runner
        self.size = size ?? runner.info.naturalSize
        self.backgroundColor = runner.info.backgroundColor
    }

    public var info: SceneInfo { runner.info }

    /// Points around the scene's rectangle on every side (the scene's overflow margin).
    public var margin: CGFloat { runner.info.overflowMargin }

    /// The points a frame covers: `size` grown by `margin` on every side.
    public var canvasSize: CGSize { info.canvasSize(for: size) }

    /// The scene at `time` seconds in `state`.
    public func frame(at time: CFTimeInterval, state: FrameState = .presentation) -> Frame {
        runner.seek(to: time)
        let layers = state == .presentation ? runner.framePresentationTree() : runner.modelTree()
        // Step: take `older` out of the source, so that its storage is uniquely held while it is rebuilt
        var tree = RenderTree(size: .zero, backgroundColor: .clear)
        swap(&tree, &older)
        RenderTreeBuilder.rebuild(&tree, root: layers, size: size, backgroundColor: backgroundColor, margin: margin,
                                  fit: info.fitTransform(for: size))
        older = latest
        latest = tree
        return Frame(time: runner.time, state: state, layers: layers, tree: tree)
    }
}

/// One evaluated frame: the layer tree in its state, and its snapshot for drawing.
public struct Frame {
    /// Scene time in seconds.
    public let time: CFTimeInterval
    public let state: FrameState
    /// The evaluated copy (presentation or model) of the scene's root layer.
    public let layers: CALayer
    package let tree: RenderTree
}
