import CCairo
import Foundation

/// Paints a layer tree into a `CGContext` as `CALayer.render(in:)` does on iOS: each layer's
/// background, contents, shape or gradient or text, sublayers (in zPosition order), then border;
/// opacity composites a layer with its sublayers as one group, `masksToBounds` clips to the (rounded)
/// bounds, and a `mask` masks by its alpha.
///
/// What Core Animation's own `render(in:)` leaves out is left out here too: 3-D transforms draw their
/// x/y part only (no perspective). Shadows are not drawn (Cairo has no blur), nor are conic gradients.
struct LayerTreePainter {
    let ctx: CGContext
    var cairo: OpaquePointer { ctx.cairo }

    /// Paints `layer` in its own coordinates (its bounds' user space is the current one).
    func paint(_ layer: CALayer) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let needsGroup = layer.mask != nil || (layer.opacity < 1 && !(layer._sublayers.isEmpty && isSinglePaint(layer)))
        ctx.saveGState()
        // A transparency layer composites with the alpha in effect when it begins.
        ctx.setAlpha(ctx.state.alpha * CGFloat(layer.opacity))
        if needsGroup { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
        paintBody(layer)
        if let mask = layer.mask {
            ctx.endTransparencyLayer { paintPlaced(mask) }
        } else if needsGroup {
            ctx.endTransparencyLayer()
        }
        ctx.restoreGState()
    }

    /// A layer that paints at most one thing can take its opacity as an alpha, with no group.
    private func isSinglePaint(_ layer: CALayer) -> Bool {
        var parts = 0
        if layer.backgroundColor != nil { parts += 1 }
        if layer.contents != nil { parts += 1 }
        if layer.borderWidth > 0, layer.borderColor != nil { parts += 1 }
        if let s = layer as? CAShapeLayer { parts += (s.fillColor != nil ? 1 : 0) + (s.strokeColor != nil ? 1 : 0) }
        if layer is CAGradientLayer || layer is CATextLayer { parts += 1 }
        return parts <= 1
    }

    /// The layer's own drawing and its sublayers, without its opacity or mask.
    func paintBody(_ layer: CALayer) {
        let bounds = layer.bounds
        let outline = roundedBounds(layer)
        if let color = layer.backgroundColor {
            fill(outline, color)
        }
        if layer.masksToBounds { ctx.saveGState(); ctx.addPath(outline); ctx.clip() }
        if let image = layer.contents { paintContents(image, of: layer) }
        if let shape = layer as? CAShapeLayer { ShapePainter(ctx: ctx).paint(shape) }
        if let gradient = layer as? CAGradientLayer { paintGradient(gradient, in: outline) }
        if let text = layer as? CATextLayer { paintText(text) }
        for sub in layer._sublayers.enumerated().sorted(by: { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }) {
            paintPlaced(sub.element, sublayerTransformOf: layer)
        }
        if layer.masksToBounds { ctx.restoreGState() }
        if layer.borderWidth > 0, let color = layer.borderColor, bounds.width > 0, bounds.height > 0 {
            // The border lies inside the bounds: a stroke of twice the width clipped to the outline.
            ctx.saveGState()
            ctx.addPath(outline)
            ctx.clip()
            ctx.setStrokeColor(color)
            ctx.setLineWidth(layer.borderWidth * 2)
            ctx.addPath(outline)
            ctx.strokePath()
            ctx.restoreGState()
        }
    }

    /// Paints `layer` placed in its superlayer's coordinates (the current user space).
    /// A layer whose transform flattens it (a scale of 0) covers nothing and is skipped.
    private func paintPlaced(_ layer: CALayer, sublayerTransformOf parent: CALayer? = nil) {
        let placement = layer.transformToSuperlayerBody.affine
        guard placement.isDrawable else { return }
        ctx.saveGState()
        if let parent, !parent.sublayerTransform.isIdentity {
            let a = parent.anchorInBounds
            ctx.translateBy(x: a.x, y: a.y)
            ctx.concatenate(parent.sublayerTransform.affine)
            ctx.translateBy(x: -a.x, y: -a.y)
        }
        ctx.concatenate(placement)
        paint(layer)
        ctx.restoreGState()
    }

    private func roundedBounds(_ layer: CALayer) -> CGPath {
        let r = min(layer.cornerRadius, min(layer.bounds.width, layer.bounds.height) / 2)
        return r > 0 ? CGPath(roundedRect: layer.bounds, cornerWidth: r, cornerHeight: r) : CGPath(rect: layer.bounds)
    }

    private func fill(_ path: CGPath, _ color: CGColor) {
        ctx.setFillColor(color)
        ctx.addPath(path)
        ctx.fillPath()
    }

    // MARK: Contents

    private func paintContents(_ image: CGImage, of layer: CALayer) {
        let r = layer.contentsRect
        let crop = CGRect(x: r.minX * CGFloat(image.width), y: r.minY * CGFloat(image.height),
                          width: r.width * CGFloat(image.width), height: r.height * CGFloat(image.height))
        guard let shown = r == CGRect(x: 0, y: 0, width: 1, height: 1) ? image : image.cropping(to: crop) else { return }
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = CGSize(width: CGFloat(shown.width) / scale, height: CGFloat(shown.height) / scale)
        let target = layer.contentsGravity.place(size, in: layer.bounds)
        // Upright in the layer's y-down space: Core Graphics puts an image's first row at a y-up top.
        ctx.saveGState()
        ctx.translateBy(x: 0, y: target.minY + target.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(shown, in: target)
        ctx.restoreGState()
    }

    // MARK: Gradients

    private func paintGradient(_ layer: CAGradientLayer, in outline: CGPath) {
        guard let colors = layer.cgColors, !colors.isEmpty,
              let gradient = CGGradient(colorsSpace: nil, colors: colors as CFArray,
                                        locations: layer.locationValues?.count == colors.count ? layer.locationValues : nil)
        else { return }
        let b = layer.bounds
        func point(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
        ctx.saveGState()
        ctx.addPath(outline)
        ctx.clip()
        let all: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch layer.type {
        case .radial:
            // An ellipse about startPoint reaching endPoint along each axis.
            let c = point(layer.startPoint), e = point(layer.endPoint)
            let rx = abs(e.x - c.x), ry = abs(e.y - c.y)
            if rx > 0, ry > 0 {
                ctx.translateBy(x: c.x, y: c.y)
                ctx.scaleBy(x: rx, y: ry)
                ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: [.drawsAfterEndLocation])
            }
        case .axial:
            ctx.drawLinearGradient(gradient, start: point(layer.startPoint), end: point(layer.endPoint), options: all)
        default:
            break
        }
        ctx.restoreGState()
    }

    // MARK: Text

    private func paintText(_ layer: CATextLayer) {
        guard let string = layer.string, !string.isEmpty, let color = layer.foregroundColor else { return }
        let alignment: TextPainter.Alignment = layer.alignmentMode == .center ? .center : layer.alignmentMode == .right ? .right : .left
        TextPainter(fontName: layer.fontName, string: string)
            .draw(fontSize: layer.fontSize, color: color, alpha: ctx.state.alpha, alignment: alignment, wraps: layer.isWrapped,
                  in: layer.bounds, on: ctx)
    }
}
