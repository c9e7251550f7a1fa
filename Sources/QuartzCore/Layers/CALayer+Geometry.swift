import Foundation

// Frame, affine transform, coordinate conversion and hit testing (points, y down).
extension CALayer {
    /// The layer's rectangle in the superlayer's coordinates: the bounds placed by position and
    /// anchorPoint and mapped by `transform` (its bounding box when rotated). Setting it sets
    /// `position` and `bounds.size` (exact with an identity transform, as in Core Animation).
    public var frame: CGRect {
        get {
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            let m = transformToSuperlayerBody
            let pts = corners.map { m.apply(to: $0) }
            let xs = pts.map(\.x), ys = pts.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            bounds.size = CGSize(width: newValue.width, height: newValue.height)
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                               y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// `affineTransform()`: the x/y part of `transform`.
    public func affineTransform() -> CGAffineTransform { transform.affine }

    /// `setAffineTransform(_:)`: `transform` becomes the affine transform.
    public func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3D(t) }

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

    /// Converts a point from `layer`'s coordinates (nil: the root's) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        let toRoot = layer?.transformToRoot ?? .identity
        let inv = transformToRoot.inverse ?? .identity
        return toRoot.multiplied(by: inv).apply(to: p)
    }

    /// Converts a point from this layer's coordinates to `layer`'s (nil: the root's).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let inv = layer?.transformToRoot.inverse ?? .identity
        return transformToRoot.multiplied(by: inv).apply(to: p)
    }

    /// Converts a rectangle (its bounding box after mapping the corners).
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        boundingBox([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                     CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: layer) })
    }

    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        boundingBox([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                     CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: layer) })
    }

    private func boundingBox(_ pts: [CGPoint]) -> CGRect {
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `containsPoint:` — `p` in this layer's coordinates lies inside its bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The front-most visible descendant (or self) containing `p`, given in the superlayer's
    /// coordinates; nil when `p` is outside this layer's bounds or the layer is hidden.
    public func hitTest(_ p: CGPoint) -> CALayer? {
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
