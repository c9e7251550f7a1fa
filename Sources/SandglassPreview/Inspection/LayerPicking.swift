import Foundation
import Sandglass
import SandglassTessellation

/// Which layer a click in the scene lands on, and the outline of a selected layer.
///
/// A click picks the front-most layer that paints where it lands, not the front-most whose bounds
/// contain it: an invisible container (a turning parent that only carries a ball) is never picked
/// through the ball it carries. What a layer paints, in its own coordinates:
/// - its background colour (alpha > 0) inside its bounds, rounded by `cornerRadius`;
/// - its border, `borderWidth` wide along the inside of its bounds;
/// - its `contents` image where the image's alpha is not zero (stretched over the bounds);
/// - a shape layer's fill (by its fill rule) and its stroke (`lineWidth` wide, trims and dashes ignored);
/// - a text layer's bounds when it has text, a gradient layer's when it has colours.
/// Masks are not consulted. A sublayer outside a `masksToBounds` ancestor is not picked.
///
/// Every point and `tolerance` are in the root layer's own coordinates (points, y down); the tolerance
/// lets a hairline stroke or a 1-point dot be hit by a click a few pixels off.
enum LayerPicking {
    /// The front-most layer under `root` (itself included) that paints within `tolerance` of `point`,
    /// hidden and fully transparent layers skipped; where nothing paints, the root when the point is in
    /// its bounds (the scene's background colour is the root's), else nil.
    static func pick(at point: CGPoint, in root: CALayer, tolerance: CGFloat) -> CALayer? {
        pick(root, local: point, tolerance: tolerance) ?? (root.bounds.contains(point) ? root : nil)
    }

    private static func pick(_ layer: CALayer, local: CGPoint, tolerance: CGFloat) -> CALayer? {
        guard !layer.isHidden, layer.opacity > 0 else { return nil }
        let clipped = layer.masksToBounds && !layer.bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(local)
        if !clipped {
            // Front-most first: higher zPosition, then later siblings (as the renderer draws them).
            let order = (layer.sublayers ?? []).enumerated()
                .sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
            for (_, child) in order {
                guard let inverse = child.transformToSuperlayer.inverse else { continue }
                if let hit = pick(child, local: inverse.apply(to: local), tolerance: tolerance) { return hit }
            }
        }
        return paints(layer, at: local, tolerance: tolerance) ? layer : nil
    }

    /// Whether `layer` itself (not its sublayers) paints within `tolerance` of `p` (its own coordinates).
    static func paints(_ layer: CALayer, at p: CGPoint, tolerance: CGFloat) -> Bool {
        let bounds = layer.bounds
        if let colour = layer.backgroundColor, colour.alpha > 0,
           roundedRect(bounds, radius: layer.cornerRadius, contains: p, tolerance: tolerance) {
            return true
        }
        if layer.borderWidth > 0, let colour = layer.borderColor, colour.alpha > 0,
           bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(p),
           !bounds.insetBy(dx: layer.borderWidth + tolerance, dy: layer.borderWidth + tolerance).contains(p) {
            return true
        }
        if let image = layer.contents, bounds.width > 0, bounds.height > 0,
           let pixel = image.pixel(x: Int(((p.x - bounds.minX) / bounds.width * CGFloat(image.width)).rounded(.down)),
                                   y: Int(((p.y - bounds.minY) / bounds.height * CGFloat(image.height)).rounded(.down))),
           pixel.a > 0 {
            return true
        }
        if let shape = layer as? CAShapeLayer, let path = shape.path {
            let line = Flattener.flatten(path, tolerance: 0.25)
            if let fill = shape.fillColor, fill.alpha > 0, winding(of: line, at: p, evenOdd: shape.fillRule == .evenOdd) {
                return true
            }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0,
               distance(from: p, to: line) <= shape.lineWidth / 2 + tolerance {
                return true
            }
        }
        let inBounds = bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(p)
        if let text = layer as? CATextLayer, !(text.string ?? "").isEmpty, inBounds { return true }
        if let gradient = layer as? CAGradientLayer, !(gradient.colors ?? []).isEmpty, inBounds { return true }
        return false
    }

    /// The outline of `layer` in `root`'s coordinates: its bounds' corners mapped by every transform on
    /// the way (clockwise from the bounds' origin), a quadrilateral when it is turned or skewed.
    static func outline(of layer: CALayer, in root: CALayer) -> [CGPoint] {
        let b = layer.bounds
        let toRoot = layer.transformToRoot.multiplied(by: root.transformToRoot.inverse ?? .identity)
        return [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].map { toRoot.apply(to: $0) }
    }

    private static func roundedRect(_ r: CGRect, radius: CGFloat, contains p: CGPoint, tolerance: CGFloat) -> Bool {
        guard r.insetBy(dx: -tolerance, dy: -tolerance).contains(p) else { return false }
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        guard radius > 0 else { return true }
        // The nearest point of the rectangle shrunk by the radius: within the radius of it is inside.
        let nearest = CGPoint(x: min(max(p.x, r.minX + radius), r.maxX - radius),
                              y: min(max(p.y, r.minY + radius), r.maxY - radius))
        return hypot(p.x - nearest.x, p.y - nearest.y) <= radius + tolerance
    }

    /// Whether `p` is inside the flattened path (every subpath closed for filling, as a fill does).
    private static func winding(of line: Polyline, at p: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for subpath in line.subpaths where subpath.range.count > 2 {
            let points = line.points[subpath.range]
            var previous = points.last!
            for point in points {
                if (previous.y <= p.y) != (point.y <= p.y) {
                    let x = previous.x + (p.y - previous.y) / (point.y - previous.y) * (point.x - previous.x)
                    if x > p.x { winding += point.y > previous.y ? 1 : -1 }
                }
                previous = point
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The distance from `p` to the nearest segment of the flattened path.
    private static func distance(from p: CGPoint, to line: Polyline) -> CGFloat {
        var nearest = CGFloat.infinity
        for subpath in line.subpaths {
            let points = line.points[subpath.range]
            var segments = Array(zip(points, points.dropFirst()))
            if subpath.isClosed, let first = points.first, let last = points.last { segments.append((last, first)) }
            if points.count == 1, let only = points.first { segments.append((only, only)) }
            for (a, b) in segments {
                let dx = b.x - a.x, dy = b.y - a.y
                let squared = dx * dx + dy * dy
                let t = squared > 0 ? min(1, max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared)) : 0
                nearest = min(nearest, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
            }
        }
        return nearest
    }
}
