import CImGuiBridge
import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassSystem

/// What the window shows of the scene each frame: the picture for the viewport (the scene, or two
/// copies of it when comparing), drawn offscreen at the size of the viewport's visible part and
/// presented into it, the backdrop and the comparison's captions around it; and the screenshots.
///
/// The panels never draw into the scene's target, so it keeps its last frame and is redrawn by
/// damage only.
final class ScenePresenter {
    let window: WindowHost
    let renderer: Renderer
    /// Renders screenshots and is every runner's drawing context.
    let layers: LayerRenderer
    private let target: RenderTarget
    private let screenshots: ScreenshotWriter
    /// Watches every file in shaders/ (stages and includes) so that an edited shader recompiles every
    /// program within a frame (the last good programs kept on error).
    private let shaderWatcher: FileWatcher?
    private let messages: PreviewMessages
    /// Where the scene was drawn last (device pixels) and the framebuffer's pixels per window point:
    /// picking and the outline map between the scene and the window with them.
    private(set) var lastPlacement: (placement: ViewportPlacement, pixelsPerPoint: CGFloat)?
    /// The viewport it was drawn into (window points).
    private var lastViewport: CGRect = .zero
    /// Where the model and the presentation are in the viewport when comparing them (C, or V); nil when not.
    private(set) var comparison: CompareLayout?
    /// The captions of the two copies when comparing (model and presentation, or A and B).
    private var comparisonCaptions: (first: String, second: String) = ("", "")
    /// Where the variants are in the viewport when they are shown (`SceneSession.variants`); nil when not.
    private(set) var variantLayout: VariantLayout?
    /// The variants' captions and the focused one, as last drawn.
    private var variantLabels: [String] = []
    private(set) var focusedVariant = 0
    /// The variants' picture as last drawn, for P.
    private var variantTree: RenderTree?
    /// Ctrl+P was pressed: save the next drawn window, panels included, whose panels were built from
    /// the scene as drawn (`draw(panelsCurrent:)`).
    var capturesWindow = false
    /// Frames the window capture waited for current panels: a scene adding animations at every frame
    /// changes the tracks each frame, so the wait is bounded.
    private var captureWaits = 0
    private var reportedGLError = false

    init(window: WindowHost, screenshotDirectory: String, messages: PreviewMessages) throws {
        self.window = window
        guard let shaders = ShaderDirectory.locate() else { throw ShaderDirectoryError.notFound }
        renderer = try Renderer(context: window, shaderDirectory: shaders)
        layers = LayerRenderer(renderer: renderer)
        let fb = window.framebufferSize
        target = RenderTarget(context: window, width: fb.width, height: fb.height)
        shaderWatcher = try? FileWatcher(folders: ShaderDirectory.folders(under: shaders))
        screenshots = ScreenshotWriter(directory: screenshotDirectory)
        self.messages = messages
    }

    /// The picture the viewport shows for `shown` (the presentation): itself; or, with the params A/B on
    /// (V), A's scene at the same time beside it (B); or, when comparing (C), it with the model at the
    /// same time (`FrameSource.frame(at:state: .model)`), as one tree. Sets `comparison` and its captions
    /// for the labels, picking and the outline.
    /// `neighbours`: with the comparison off, the presentation's neighbouring frames as ghosts over it
    /// (`NeighbourFrames`).
    /// With variants shown, all of them at `shown`'s time side by side (`VariantLayout`, labels
    /// `labelHeight` high), in place of all of that.
    func viewportTree(for shown: Frame, of session: SceneSession, compare mode: CompareLayout.Mode, neighbours: Bool,
                      viewport: CGSize, labelHeight: CGFloat) -> RenderTree {
        variantLayout = nil
        variantTree = nil
        if let variants = session.variants {
            let frames = variants.frames(at: shown.time, focusedFrame: shown, shared: session.params)
            let layout = VariantLayout(canvases: frames.map(\.tree.size), viewport: viewport, labelHeight: labelHeight)
            (variantLayout, variantLabels, focusedVariant, comparison) = (layout, variants.captions, variants.focused, nil)
            let tree = CompareTree.combine(variants: frames.map(\.tree), layout: layout)
            variantTree = tree
            return tree
        }
        if let a = session.frozenFrame(at: shown.time) {
            let layout = CompareLayout(scene: shown.tree.size, viewport: viewport, mode: .sideBySide)
            comparison = layout
            let captions = session.comparisonCaptions
            comparisonCaptions = (captions.a, captions.b)
            return CompareTree.combine(model: a.tree, presentation: shown.tree, layout: layout, mode: .sideBySide)
        }
        guard mode != .off else {
            comparison = nil
            guard neighbours else { return shown.tree }
            let source = session.source
            return NeighbourFrames.combine(shown.tree, root: source.runner.scene.rootLayer, at: shown.time) { layers in
                RenderTreeBuilder.build(root: layers, size: source.size, backgroundColor: source.backgroundColor,
                                        margin: source.margin, fit: source.info.fitTransform(for: source.size))
            }
        }
        let model = session.source.frame(at: shown.time, state: .model)
        let layout = CompareLayout(scene: shown.tree.size, viewport: viewport, mode: mode)
        comparison = layout
        comparisonCaptions = mode == .onion ? ("presentation, model ghosted", "") : ("model", "presentation")
        return CompareTree.combine(model: model.tree, presentation: shown.tree, layout: layout, mode: mode)
    }

    /// Where the presentation is in the viewport's picture (scene points): picking and the outline use it.
    var presentationOrigin: CGPoint { comparison?.presentation ?? .zero }

    /// Draws `tree` into the viewport (`layout.viewport`, window points) at `zoom`, and the panels
    /// around it when `drawsPanels` (their ImGui frame was built); swaps. `panelsCurrent` is false when
    /// the panels were built before the frame's tracks changed (they show the last frame's): a window
    /// capture then waits for the next frame. Returns the seconds the panels' draw submission took.
    func draw(_ tree: RenderTree, layout: PanelLayout, viewport settings: ViewportSettings, drawsPanels: Bool,
              panelsCurrent: Bool, runner: SceneRunner) -> Double {
        let fb = window.framebufferSize
        let points = window.windowSize
        guard fb.width > 0, fb.height > 0, points.width > 0 else {
            if drawsPanels { sgui_render() }  // ends the ImGui frame
            usleep(16_000)  // minimised: nothing to draw
            return 0
        }
        let pixelsPerPoint = CGFloat(fb.width) / CGFloat(points.width)
        let viewport = CGRect(x: layout.viewport.minX * pixelsPerPoint, y: layout.viewport.minY * pixelsPerPoint,
                              width: layout.viewport.width * pixelsPerPoint, height: layout.viewport.height * pixelsPerPoint)
        let place = ViewportPlacement(sceneSize: tree.size, viewport: viewport, zoom: settings.zoom)
        lastPlacement = (place, pixelsPerPoint)
        lastViewport = layout.viewport
        let backdrop: (red: Float, green: Float, blue: Float) = settings.background == .light ? (0.91, 0.91, 0.93) : (0.11, 0.11, 0.125)
        if place.visible.width >= 1, place.visible.height >= 1 {
            target.resize(width: Int(place.visible.width), height: Int(place.visible.height))
            // The panels are drawn outside the target, so it keeps the last frame: redraw only what changed.
            renderer.render(Letterbox.place(tree, place), into: target, redrawingOnlyDamage: true)
            target.present(toDefaultFramebufferAt: Int(place.visible.minX), Int(place.visible.minY),
                           framebufferHeight: fb.height, clear: backdrop)
        }
        var uiSeconds = 0.0
        if drawsPanels {
            let start = MonotonicClock.now()
            let hole = CGRect(x: place.visible.minX / pixelsPerPoint, y: place.visible.minY / pixelsPerPoint,
                              width: place.visible.width / pixelsPerPoint, height: place.visible.height / pixelsPerPoint)
            sgui_backdrop(Float(layout.viewport.minX), Float(layout.viewport.minY), Float(layout.viewport.width),
                          Float(layout.viewport.height), Float(hole.minX), Float(hole.minY), Float(hole.width),
                          Float(hole.height), settings.background.backdrop)
            labelComparison(scene: place.scene, scale: place.scale, pixelsPerPoint: pixelsPerPoint)
            labelVariants(place, pixelsPerPoint: pixelsPerPoint)
            sgui_render()
            uiSeconds = MonotonicClock.now() - start
        }
        if capturesWindow, !panelsCurrent, captureWaits < 3 {
            captureWaits += 1   // the panels show the tracks before this frame's: capture the next one
        } else if capturesWindow {
            capturesWindow = false
            captureWaits = 0
            let pixels = WindowFramebuffer.read(context: window, width: fb.width, height: fb.height)
            report(screenshots.write(pixels, scene: runner.info.name, time: runner.time, state: "window"))
        }
        window.swapBuffers()
        if GLErrorCheck.isEnabled, !reportedGLError, let error = GLErrorCheck.takeError() {
            reportedGLError = true   // SANDGLASS_GL_CHECK=1: the first GL error of the run, on stderr
            messages.report("GL error \(error) in the frame at t \(String(format: "%.3f", runner.time)) s", from: .action, isError: true)
        }
        return uiSeconds
    }

    /// Once per frame: an edited shader recompiles every program. True when something was said.
    func pollShaders() -> Bool {
        let changed = shaderWatcher?.poll() ?? []
        for notice in shaderWatcher?.takeNotices() ?? [] { messages.report(notice, from: .shaders) }
        guard changed.contains(where: ShaderDirectory.isShaderFile) else { return false }
        do {
            try renderer.canvas.reloadShaders()
            messages.report("shaders reloaded", from: .shaders)
        } catch {
            messages.report("\(error) (keeping the last good shaders)", from: .shaders, isError: true)
        }
        return true
    }

    /// P and M: the scene at the runner's time, presentation or model, fitted to the whole window (not
    /// to the viewport the panels leave, nor zoomed), so that screenshots keep one size whatever the
    /// panels do. The scene is told (`snapshotTaken`).
    func screenshot(of source: FrameSource, model isModel: Bool) {
        let runner = source.runner
        if let variantTree, !isModel {
            // The variants as the viewport shows them, at the framebuffer's pixels per point.
            let scale = CGFloat(window.framebufferSize.width) / max(1, CGFloat(window.windowSize.width))
            return report(screenshots.write(layers.render(variantTree, scale: max(1, scale)), scene: runner.info.name,
                                            time: runner.time, state: "variants"))
        }
        let scale = CGFloat(window.framebufferSize.width) / max(1, CGFloat(window.windowSize.width))
            * Letterbox.zoom(of: source.canvasSize, in: window.windowSize)
        let frame = source.frame(at: runner.time, state: isModel ? .model : .presentation)
        let pixels = layers.render(frame.tree, scale: max(1, scale))
        let written = screenshots.write(pixels, scene: runner.info.name, time: frame.time, state: frame.state.rawValue)
        report(written)
        if case .success = written, let image = pixels.cgImage { runner.send(.snapshotTaken(image, isModel: isModel)) }
    }

    private func report(_ written: Result<String, PNGError>) {
        switch written {
        case .success(let path): messages.report("saved \(path)", from: .action)
        case .failure(let error): messages.report(error.description, from: .action, isError: true)
        }
    }

    /// A click in the viewport picks the front-most layer that paints under it (`LayerPicking`, within
    /// a few points: a hairline or a dot can be hit), returned as the edit that selects it; `selected`
    /// is outlined as its transformed bounds (a turned layer's quad), clipped to the viewport.
    /// `presentation`: the scene's presentation copy on screen; `margin`: its overflow margin.
    func pickAndOutline(in presentation: CALayer, margin: CGFloat, selected: LayerPath?) -> PanelEdit? {
        guard let mapping = mapping(margin: margin) else { return nil }
        var x: Float = 0, y: Float = 0
        var pick: PanelEdit?
        if sgui_viewport_click(&x, &y) {
            // Comparing, the presentation is one copy of the scene in the picture: a click picks in it.
            let point = mapping.rootPoint(ofWindow: CGPoint(x: CGFloat(x), y: CGFloat(y)))
            let hit = LayerPicking.pick(at: point, in: presentation, tolerance: Self.pickTolerance * mapping.rootPointsPerWindowPoint)
            pick = .pickLayer(hit.flatMap { LayerPath.of($0, in: presentation) })
        }
        guard let layer = selected?.resolve(in: presentation) else { return pick }
        let quad = Self.outline(of: layer, in: presentation, mapping: mapping)
        let v = mapping.viewport
        sgui_outline_quad(quad.flatMap { [Float($0.x), Float($0.y)] }, Float(v.minX), Float(v.minY), Float(v.maxX), Float(v.maxY))
        return pick
    }

    /// Interact mode: this frame's change of the mouse as a finger (`MouseTouch`), at its root point.
    func touch(_ mouse: inout MouseTouch, margin: CGFloat) -> (UITouch.Phase, CGPoint)? {
        guard let mapping = mapping(margin: margin) else { return nil }
        var x: Float = 0, y: Float = 0
        var pressed = false, down = false, released = false
        sgui_viewport_pointer(&x, &y, &pressed, &down, &released)
        let window = CGPoint(x: CGFloat(x), y: CGFloat(y))
        let point = mapping.rootPoint(ofWindow: window)
        // A press on the letterbox touches nothing; a finger down on the scene may move off it.
        return mouse.update(pressed: pressed && mapping.isOnScene(window: window), down: down, released: released, at: point)
            .map { ($0, point) }
    }

    /// The mouse pointer as a root point of the scene (for a pinch about it); nil before the first frame.
    func rootPointer(margin: CGFloat) -> CGPoint? {
        guard let mapping = mapping(margin: margin) else { return nil }
        var x: Float = 0, y: Float = 0
        var pressed = false, down = false, released = false
        sgui_viewport_pointer(&x, &y, &pressed, &down, &released)
        return mapping.rootPoint(ofWindow: CGPoint(x: CGFloat(x), y: CGFloat(y)))
    }

    /// Window points a click may miss what it picks by.
    static let pickTolerance: CGFloat = 3

    /// The window points of `layer`'s outline (`LayerPicking.outline`) as `mapping` draws it.
    static func outline(of layer: CALayer, in root: CALayer, mapping: ViewportMapping) -> [CGPoint] {
        LayerPicking.outline(of: layer, in: root).map(mapping.windowPoint(ofRoot:))
    }

    /// The mapping of the scene as last drawn (with variants, the focused one's); nil before the first frame.
    private func mapping(margin: CGFloat) -> ViewportMapping? {
        guard var (place, pixelsPerPoint) = lastPlacement, place.scale > 0 else { return nil }
        if let layout = variantLayout, layout.scenes.indices.contains(focusedVariant) {
            place = place.part(layout.scenes[focusedVariant], scale: layout.scales[focusedVariant])
            return ViewportMapping(placement: place, pixelsPerPoint: pixelsPerPoint, viewport: lastViewport, margin: margin)
        }
        return ViewportMapping(placement: place, pixelsPerPoint: pixelsPerPoint, viewport: lastViewport, margin: margin,
                               origin: presentationOrigin)
    }

    /// The variant whose cell was clicked in this frame, nil when none was (or no variants are shown).
    func clickedVariant() -> Int? {
        guard let layout = variantLayout, let (place, pixelsPerPoint) = lastPlacement, place.scale > 0 else { return nil }
        var x: Float = 0, y: Float = 0
        guard sgui_viewport_click(&x, &y) else { return nil }
        return layout.cell(at: CGPoint(x: (CGFloat(x) * pixelsPerPoint - place.scene.minX) / place.scale,
                                       y: (CGFloat(y) * pixelsPerPoint - place.scene.minY) / place.scale))
    }

    /// Each variant's label above its canvas, and the focused one's canvas outlined (`place`: where
    /// the variants' picture was drawn).
    private func labelVariants(_ place: ViewportPlacement, pixelsPerPoint: CGFloat) {
        guard let layout = variantLayout else { return }
        func window(_ p: CGPoint) -> CGPoint {
            CGPoint(x: (place.scene.minX + p.x * place.scale) / pixelsPerPoint, y: (place.scene.minY + p.y * place.scale) / pixelsPerPoint)
        }
        for (i, label) in variantLabels.enumerated() where layout.labels.indices.contains(i) {
            let at = window(layout.labels[i])
            sgui_viewport_label(Float(at.x), Float(at.y), label)
        }
        guard layout.scenes.indices.contains(focusedVariant) else { return }
        let r = layout.scenes[focusedVariant].insetBy(dx: -2, dy: -2)
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        let v = lastViewport
        sgui_outline_quad(corners.map(window).flatMap { [Float($0.x), Float($0.y)] }, Float(v.minX), Float(v.minY), Float(v.maxX), Float(v.maxY))
    }

    /// Labels the copies in the viewport when comparing; `scene`: where the picture is (device pixels).
    private func labelComparison(scene: CGRect, scale: CGFloat, pixelsPerPoint: CGFloat) {
        guard let comparison else { return }
        func label(_ origin: CGPoint, _ text: String) {
            guard !text.isEmpty else { return }
            sgui_viewport_label(Float((scene.minX + origin.x * scale) / pixelsPerPoint + 4),
                                Float((scene.minY + origin.y * scale) / pixelsPerPoint + 4), text)
        }
        label(comparison.model, comparisonCaptions.first)
        if comparison.presentation != comparison.model { label(comparison.presentation, comparisonCaptions.second) }
    }
}
