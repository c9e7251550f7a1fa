import Sandglass
import SandglassRender

/// The heads-up display drawn over the scene: scene, time, speed, fps, params state, the last message,
/// and (H) the key table or (T) the tweak panel. Built as a small render tree in window points.
struct HUDOverlay {
    /// Height of the timeline bar along the bottom of the window; clicks and drags on it scrub.
    static let timelineHeight = 14.0

    static let keyHelp = """
    Space pause/resume   Left/Right step 1/60 s (paused)
    S slow motion x10    +/- speed x2 / x0.5    R restart
    Tab/1-9 scene        P presentation PNG     M model PNG
    T tweak panel        L restart on reload    H this help
    Enter scene action   Esc quit
    """

    func tree(size: CGSize, controller: PreviewController, info: SceneInfo, params: ParamsSession,
              frameMedianMs: Double, message: String) -> RenderTree {
        let clock = controller.clock
        var status = "\(info.name)  t \(String(format: "%.3f", clock.time)) s  x\(String(format: "%g", clock.speed))"
        if clock.isSlowMotion { status += " slow" }
        if clock.isPaused { status += "  paused" }
        status += "  \(String(format: "%.0f", frameMedianMs > 0 ? 1000 / frameMedianMs : 0)) fps"
        status += "  \(String(format: "%.1f", frameMedianMs)) ms"
        var lines = [status, params.stateText]
        if controller.restartOnReload { lines[1] += "  (restart on reload)" }
        if !message.isEmpty { lines.append(message) }
        if controller.isHelpVisible { lines.append(HUDOverlay.keyHelp) }
        if controller.isPanelVisible {
            for (i, d) in params.parameters.declarations.enumerated() {
                let marker = i == controller.selectedParameter ? "> " : "  "
                lines.append("\(marker)\(d.name) = \(params.values[d.name].jsonText) \(d.unit)")
            }
        }
        let text = lines.joined(separator: "\n")
        let fontSize: CGFloat = 11
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let box = CGRect(x: 0, y: 0, width: min(size.width, 420), height: CGFloat(lineCount) * fontSize * 1.25 + 8)
        var panel = RenderNode(world: CATransform3DMakeTranslation(4, 4, 0), bounds: box)
        panel.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.55)
        panel.cornerRadius = 4
        panel.children = [2]
        let label = RenderNode(world: CATransform3DMakeTranslation(10, 8, 0),
                               bounds: CGRect(x: 0, y: 0, width: box.width - 12, height: box.height - 8),
                               content: .text(TextContent(string: text, fontName: "DejaVuSansMono", fontSize: fontSize,
                                                          color: CGColor(gray: 0.95))))
        var nodes = [RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: size), children: [1]), panel, label]
        appendTimeline(size: size, time: clock.time, length: controller.timelineLength, to: &nodes)
        if let curve = CurvePlot.curve(in: params.values, selected: controller.selectedParameter) {
            let origin = CGPoint(x: max(4, size.width - CurvePlot.size - 8),
                                 y: max(4, size.height - CurvePlot.size - 8 - HUDOverlay.timelineHeight))
            let plot = CurvePlot.append(curve.points, time: clock.time, cycle: CurvePlot.cycle(in: params.values),
                                        at: origin, to: &nodes)
            nodes[0].children.append(plot)
        }
        return RenderTree(size: size, backgroundColor: .clear, nodes: nodes)
    }

    /// The scrub bar: the elapsed part of the timeline filled, with the time written at its end.
    private func appendTimeline(size: CGSize, time: Double, length: Double, to nodes: inout [RenderNode]) {
        let h = CGFloat(HUDOverlay.timelineHeight)
        let y = size.height - h
        var bar = RenderNode(world: CATransform3DMakeTranslation(0, y, 0), bounds: CGRect(x: 0, y: 0, width: size.width, height: h))
        bar.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.55)
        let fraction = length > 0 ? CGFloat(min(max(time / length, 0), 1)) : 0
        var elapsed = RenderNode(world: bar.world, bounds: CGRect(x: 0, y: 0, width: size.width * fraction, height: h))
        elapsed.backgroundColor = CGColor(red: 1, green: 0.8, blue: 0.3, alpha: 0.45)
        let label = RenderNode(world: CATransform3DMakeTranslation(4, y + 1, 0), bounds: CGRect(x: 0, y: 0, width: 200, height: h),
                               content: .text(TextContent(string: String(format: "%.2f / %.0f s", time, length),
                                                          fontName: "DejaVuSansMono", fontSize: 10, color: .white)))
        let first = nodes.count
        nodes += [bar, elapsed, label]
        nodes[0].children += [first, first + 1, first + 2]
    }
}
