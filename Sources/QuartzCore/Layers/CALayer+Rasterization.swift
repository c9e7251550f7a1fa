import Foundation

/// One piece of what a rasterized bitmap shows: a property value, a style, an image's identity.
enum RasterKeyPart: Equatable {
    case value(CAValue?)
    case text(String?)
    case image(ObjectIdentifier?)
    case flag(Bool)
}

extension CALayer {
    /// The bitmap Core Animation composites in place of a layer whose `shouldRasterize` is set: the
    /// layer and its sublayers (not its opacity, mask or shadow, which apply to the bitmap), drawn into
    /// `bounds × rasterizationScale` pixels in the layer's own coordinates, so a scale below the
    /// screen's shows blurred, as on iOS. Drawn as `render(in:)` draws, through the frame plan; kept on the model layer and
    /// drawn again only when something it shows changes (an animation inside it does, every frame).
    /// Nil for empty bounds.
    public func rasterizedContents() -> CGImage? {
        let owner = model()
        let key = rasterKey()
        if let cache = owner.rasterCache, cache.key == key { return cache.image }
        let image = drawRaster()
        owner.rasterCache = (key, image)
        return image
    }

    private func drawRaster() -> CGImage? {
        let scale = rasterizationScale > 0 && rasterizationScale.isFinite ? rasterizationScale : 1
        let most = CGFloat(CGImage.maximumDecodedSide)
        guard bounds.width * scale <= most, bounds.height * scale <= most,
              let ctx = CGContext.drawing(bounds, scale: scale) else { return nil }
        drawThroughPlan(in: ctx, bodyOnly: true)
        return ctx.makeImage()
    }

    /// Everything the bitmap shows, over the subtree: equal keys draw equal bitmaps.
    private func rasterKey() -> [RasterKeyPart] {
        var key: [RasterKeyPart] = [.value(.number(rasterizationScale))]
        // Where the layer itself is, and how it is composited, do not change its bitmap (a moving
        // rasterized layer is drawn once).
        let placing: Set<LayerProperty> = [.position, .zPosition, .anchorPoint, .anchorPointZ, .transform, .opacity,
                                           .hidden, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath]
        func add(_ l: CALayer) {
            key.append(.text(String(describing: type(of: l))))
            for p in LayerProperty.allCases where l !== self || !placing.contains(p) { key.append(.value(l.value(of: p))) }
            key.append(.image(l.contents.map { ObjectIdentifier($0.pixels) }))
            key.append(.text(l.contentsGravity.rawValue))
            if let s = l as? CAShapeLayer {
                key += [.text(s.fillRule.rawValue), .text(s.lineCap.rawValue), .text(s.lineJoin.rawValue),
                        .value(s.lineDashValues.map { .numbers($0) })]
            }
            if let t = l as? CATextLayer {
                key += [.text(t.string), .text(t.fontName), .text(t.alignmentMode.rawValue), .flag(t.isWrapped)]
            }
            if let g = l as? CAGradientLayer { key.append(.text(g.type.rawValue)) }
            if let m = l.mask { key.append(.text("mask")); add(m) }
            key.append(.value(.number(CGFloat(l._sublayers.count))))
            for s in l._sublayers { add(s) }
        }
        add(self)
        return key
    }
}
