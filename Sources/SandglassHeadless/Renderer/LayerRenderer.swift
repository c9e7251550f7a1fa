import Sandglass
import SandglassGL
import SandglassSystem

/// Draws layer trees to pixels: the service behind `sandglass render`, screenshots, and a scene's
/// `render(in:)` (`SceneContext.renderImage`). Keeps one offscreen target, resized as needed, at 16
/// bits a channel and read back rounded down, as Apple's render holds its levels (`RenderTarget.Format`).
public final class LayerRenderer: SceneContext {
    public let renderer: Renderer
    private var target: RenderTarget?

    public init(renderer: Renderer) { self.renderer = renderer }

    /// Renders `root` (a presentation or model copy) so that its bounds fill `size` points at `scale`
    /// pixels per point, over `background`.
    public func render(_ root: CALayer, size: CGSize, background: CGColor, scale: CGFloat) -> PixelBuffer {
        render(RenderTreeBuilder.build(root: root, size: size, backgroundColor: background), scale: scale)
    }

    /// Renders a snapshot (a `FrameSource` frame's tree) at `scale` pixels per point.
    package func render(_ tree: RenderTree, scale: CGFloat) -> PixelBuffer {
        let (w, h) = tree.pixelSize(scale: scale)
        let target = self.target ?? RenderTarget(context: renderer.canvas.context, width: w, height: h, format: .rgba16)
        self.target = target
        target.resize(width: w, height: h)
        renderer.render(tree, into: target)
        return target.readPixels()
    }

    /// The layer's presentation at media time `time`, drawn into an image of its bounds (iOS's
    /// `layer.render(in:)`), transparent where nothing is drawn.
    public func renderImage(of layer: CALayer, at time: CFTimeInterval, scale: CGFloat) -> CGImage? {
        let copy = layer.presentationTree(at: time)
        guard copy.bounds.width > 0, copy.bounds.height > 0 else { return nil }
        return render(copy, size: copy.bounds.size, background: .clear, scale: scale).cgImage
    }
}
