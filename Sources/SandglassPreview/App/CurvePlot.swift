import Sandglass
import SandglassRender

/// The HUD's plot of a scene's timing curve with a live playhead dot.
///
/// The curve is the tweak panel's selected parameter when that is a curve, else the scene's first
/// curve parameter. The dot runs along it once per cycle: the scene's `duration` (or `animationTime`)
/// parameter when it has one, else one second, so the dot shows where on the curve the animation is.
struct CurvePlot {
    static let size: CGFloat = 96

    /// The curve to plot and its name, or nil when the scene declares none.
    static func curve(in values: ParameterValues, selected: Int) -> (name: String, points: BezierControlPoints)? {
        let declarations = values.parameters.declarations
        func isCurve(_ d: ParameterDeclaration) -> Bool { if case .curve = d.kind { return true }; return false }
        let pick = declarations.indices.contains(selected) && isCurve(declarations[selected])
            ? declarations[selected] : declarations.first(where: isCurve)
        guard let d = pick else { return nil }
        return (d.name, values.curve(d.name))
    }

    /// Seconds per pass of the dot.
    static func cycle(in values: ParameterValues) -> Double {
        for name in ["duration", "animationTime"] {
            if let d = values.parameters.declaration(named: name), case .number = d.kind {
                let v = values.number(name)
                if v > 0 { return v }
            }
        }
        return 1
    }

    /// Seconds the HUD's scrub bar spans: two cycles, at least 12 s.
    static func timelineLength(in values: ParameterValues) -> Double { max(12, 2 * cycle(in: values)) }

    /// Render nodes (a frame, the curve, the dot) placed at `origin` in the overlay's points, appended
    /// to `nodes`; returns the index of the frame node.
    static func append(_ c: BezierControlPoints, time: Double, cycle: Double, at origin: CGPoint,
                       to nodes: inout [RenderNode]) -> Int {
        let s = size
        // Unit square to the plot: x right, y up.
        func map(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x * s, y: s - y * s) }
        var path = CGPath()
        path.move(to: map(0, 0))
        path.addCurve(to: map(1, 1), control1: map(c.x1, c.y1), control2: map(c.x2, c.y2))
        var line = ShapeContent(path: path, fillColor: nil, strokeColor: CGColor(red: 1, green: 0.8, blue: 0.3))
        line.lineWidth = 1.5
        let box = CGRect(x: 0, y: 0, width: s, height: s)
        let frameIndex = nodes.count
        var frame = RenderNode(world: CATransform3DMakeTranslation(origin.x, origin.y, 0), bounds: box)
        frame.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.55)
        frame.borderWidth = 0.5
        frame.borderColor = CGColor(gray: 1, alpha: 0.4)
        frame.children = [frameIndex + 1, frameIndex + 2]
        nodes.append(frame)
        nodes.append(RenderNode(world: frame.world, bounds: box, content: .shape(line)))
        let progress = cycle > 0 ? (time / cycle).truncatingRemainder(dividingBy: 1) : 0
        let y = CAMediaTimingFunction(c1x: Double(c.x1), c1y: Double(c.y1), c2x: Double(c.x2), c2y: Double(c.y2))
            .evaluate(progress)
        let p = map(CGFloat(progress), CGFloat(y))
        var dot = RenderNode(world: CATransform3DMakeTranslation(origin.x + p.x - 3, origin.y + p.y - 3, 0),
                             bounds: CGRect(x: 0, y: 0, width: 6, height: 6))
        dot.backgroundColor = .white
        dot.cornerRadius = 3
        nodes.append(dot)
        return frameIndex
    }
}
