import Foundation
import QuartzCore

// UIKit's drawing shortcuts that paint into the current context (UIGraphicsGetCurrentContext()).
extension UIColor {
    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke colour.
    public func set() { setFill(); setStroke() }
}

extension UIBezierPath {
    /// Fills the path in the current context with its fill colour.
    public func fill() { fill(with: .normal, alpha: 1) }

    /// Fills with `blendMode` at `alpha` (the context's state is kept).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.beginPath()
        ctx.addPath(cgPath)
        ctx.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.restoreGState()
    }

    /// Strokes the path in the current context with the path's own line style and dash.
    public func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes with `blendMode` at `alpha` (the context's state is kept).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        ctx.setAlpha(alpha)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCapStyle)
        ctx.setLineJoin(lineJoinStyle)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern)
        ctx.beginPath()
        ctx.addPath(cgPath)
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Intersects the current context's clip with the path (its fill rule).
    public func addClip() {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.beginPath()
        ctx.addPath(cgPath)
        ctx.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
