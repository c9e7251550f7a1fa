import Foundation

// Frame, affine transform, coordinate conversion and hit testing (points, y down).
extension CALayer {
    /// What `frame` reads: the bounds placed by position and anchorPoint and mapped by `transform`
    /// (its bounding box when rotated), in the superlayer's coordinates.
    final var frameInSuperlayer: CGRect {
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let m = transformToSuperlayerBody
        let pts = corners.map { m.apply(to: $0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The anchor point in the layer's own coordinates.
    public var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Own coordinates -> superlayer coordinates, ignoring the superlayer's sublayerTransform.
    var transformToSuperlayerBody: CATransform3D {
        let a = anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ)
        let place = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        if transform.isIdentity { return toAnchor.multiplied(by: place) }
        return toAnchor.multiplied(by: transform).multiplied(by: place)
    }

    /// Own coordinates -> superlayer coordinates (row vectors), including the superlayer's
    /// `sublayerTransform` applied about its anchor point. A mask maps into its owner.
    public var transformToSuperlayer: CATransform3D {
        var m = transformToSuperlayerBody
        if let s = _superlayer, !s.sublayerTransform.isIdentity {
            let a = s.anchorInBounds
            m = m.multiplied(by: CATransform3DMakeTranslation(-a.x, -a.y, 0))
                .multiplied(by: s.sublayerTransform).multiplied(by: CATransform3DMakeTranslation(a.x, a.y, 0))
        }
        return m
    }

    /// Own coordinates -> the root's coordinates.
    public var transformToRoot: CATransform3D {
        var m = CATransform3D.identity
        var l: CALayer? = self
        while let c = l, let parent = c.parentForTiming {
            m = m.multiplied(by: c.transformToSuperlayer)
            l = parent
        }
        return m
    }

    /// What `convert(_:from:)` does for a point: from `layer`'s coordinates (nil: the root's) to this layer's.
    final func mapPoint(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let toRoot = layer?.transformToRoot ?? .identity
        let inv = transformToRoot.inverse ?? .identity
        return toRoot.multiplied(by: inv).apply(to: p)
    }

    /// What `convert(_:to:)` does for a point: from this layer's coordinates to `layer`'s (nil: the root's).
    final func mapPoint(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let inv = layer?.transformToRoot.inverse ?? .identity
        return transformToRoot.multiplied(by: inv).apply(to: p)
    }

    /// A rectangle converted: the bounding box of its corners mapped by `map`.
    final func mapRect(_ r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        boundingBox([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                     CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map))
    }

    private func boundingBox(_ pts: [CGPoint]) -> CGRect {
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// What `hitTest(_:)` does: the front-most visible descendant (or self) containing `p`, given in
    /// the superlayer's coordinates; nil when `p` is outside this layer's bounds or the layer is hidden.
    final func frontMostLayer(at p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        guard let inv = transformToSuperlayer.inverse else { return nil }
        let local = inv.apply(to: p)
        guard contains(local) else { return nil }
        // Front-most first: higher zPosition, then later siblings.
        let order = _sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
        for (_, s) in order {
            if let hit = s.hitTest(local) { return hit }
        }
        return self
    }
}
