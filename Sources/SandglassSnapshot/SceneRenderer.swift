import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassSystem

/// Draws a scene, a view or a view controller at a scene time, headless, in your own package's tests:
/// snapshot tests of Core Animation code on Linux CI. With a GL driver (EGL, Mesa's llvmpipe will do)
/// it draws with the same renderer as the preview and `sandglass render`; without one, with
/// `render(in:)` on Cairo, which executes the same frame plan (text and edge anti-aliasing differ a
/// little; perspective is left out) and says so in `SnapshotImage.renderer`.
///
///     let renderer = SceneRenderer()
///     let image = try renderer.image(at: 0.5, size: CGSize(width: 100, height: 100)) { RingView(frame: .zero) }
///     XCTAssertEqual(image.pixel(x: 50, y: 10).r, 255)
///
/// One renderer holds one GL context: make it once for a test case and draw many snapshots with it.
/// A request it cannot draw (a size past `maximumSide`, a NaN) throws `SnapshotError`, before anything
/// is allocated.
public final class SceneRenderer {
    /// The most pixels a side of a snapshot: the largest target the GL drivers this runs on draw (a
    /// larger one came back blank), and the largest `sandglass render` writes.
    public static let maximumSide = CGImage.maximumDecodedSide

    private let gl: LayerRenderer?
    /// Why there is no GL renderer (the headless context's error, or no shaders folder), nil when there is.
    public let glUnavailable: String?

    /// `renderer`: `.gl` when a GL driver is there (else `render(in:)`), or `.coreGraphics` always
    /// (the same pixels on any machine, whatever its driver).
    public init(_ renderer: SnapshotImage.Renderer = .gl) {
        guard renderer == .gl else {
            (gl, glUnavailable) = (nil, "render(in:) was asked for")
            return
        }
        do {
            let context = try HeadlessGLContext()
            guard let shaders = ShaderDirectory.locate() else { throw ShaderDirectoryError.notFound }
            gl = LayerRenderer(renderer: try Renderer(context: context, shaderDirectory: shaders))
            glUnavailable = nil
        } catch {
            gl = nil
            glUnavailable = "\(error)"
        }
    }

    /// `view` (built in the scene's first frame, so its animations start at 0) as it is on screen at
    /// `time` seconds, `size` points at `scale` pixels a point.
    public func image(at time: Double, size: CGSize, scale: CGFloat = 1,
                      view: @escaping @Sendable () -> UIView) throws(SnapshotError) -> SnapshotImage {
        try Self.checkSize(size)
        return try image(of: SceneDescriptor(name: "snapshot", size: size, view: view), at: time, scale: scale)
    }

    /// The same for a view controller's view.
    public func image(at time: Double, size: CGSize, scale: CGFloat = 1,
                      viewController: @escaping @Sendable () -> UIViewController) throws(SnapshotError) -> SnapshotImage {
        try Self.checkSize(size)
        return try image(of: SceneDescriptor(name: "snapshot", size: size, viewController: viewController), at: time, scale: scale)
    }

    /// A scene at `time`, at its natural size (or `size`), `scale` pixels a point, with `parameters`
    /// (its defaults when nil); `actions`: the scene's actions at those times (Enter in the preview).
    public func image(of scene: SceneDescriptor, at time: Double, size: CGSize? = nil, scale: CGFloat = 1,
                      parameters: ParameterValues? = nil, actions: [Double] = []) throws(SnapshotError) -> SnapshotImage {
        if let size { try Self.checkSize(size) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard time.isFinite, (0...SceneRunner.latestTime).contains(time) else { throw .invalidTime(time) }
        let canvas = scene.info.canvasSize(for: size)
        let (width, height) = (Double(canvas.width * scale), Double(canvas.height * scale))
        guard width <= Double(Self.maximumSide) + 1e-9, height <= Double(Self.maximumSide) + 1e-9 else {
            throw .tooLarge(width: width, height: height)
        }
        let context: SceneContext = gl ?? NonRenderingSceneContext()
        let runner = SceneRunner(scene, parameters: parameters, context: context)
        runner.setActions(actions)
        let source = FrameSource(runner, size: size)
        let frame = source.frame(at: time)
        if let gl {
            return SnapshotImage(gl.render(frame.tree, scale: scale), renderer: .gl)
        }
        return SnapshotImage(Self.renderInContext(frame, source: source, scale: scale), renderer: .coreGraphics)
    }

    private static func checkSize(_ size: CGSize) throws(SnapshotError) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw .invalidSize(size) }
    }

    /// The frame drawn as an app would with `render(in:)`: y down, the background, the presentation
    /// tree inside the overflow margin, at the size the GL renderer draws it (`RenderTree.pixelSize`).
    package static func renderInContext(_ frame: Frame, source: FrameSource, scale: CGFloat) -> PixelBuffer {
        let (width, height) = frame.tree.pixelSize(scale: scale)
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            return PixelBuffer(width: width, height: height)
        }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.setFillColor(source.info.backgroundColor)
        ctx.fill(CGRect(origin: .zero, size: frame.tree.size))
        ctx.translateBy(x: source.margin, y: source.margin)
        frame.layers.render(in: ctx)
        guard let image = ctx.makeImage() else { return PixelBuffer(width: width, height: height) }
        return PixelBuffer(width: width, height: height, bytes: image.pixels.bytes)
    }
}
