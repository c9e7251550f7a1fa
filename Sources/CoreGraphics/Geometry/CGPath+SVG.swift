import Foundation

extension CGPath {
    /// Absolute SVG path data: `M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z`, each number written by
    /// `format` (the dump and the scene-file exporter each choose their number form).
    public func svgPathData(format: (Double) -> String) -> String {
        func pt(_ q: CGPoint) -> String { format(Double(q.x)) + " " + format(Double(q.y)) }
        return elements.map { e -> String in
            switch e {
            case .moveTo(let q): return "M " + pt(q)
            case .lineTo(let q): return "L " + pt(q)
            case .quadCurveTo(let c, let q): return "Q " + pt(c) + " " + pt(q)
            case .curveTo(let c1, let c2, let q): return "C " + pt(c1) + " " + pt(c2) + " " + pt(q)
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}
