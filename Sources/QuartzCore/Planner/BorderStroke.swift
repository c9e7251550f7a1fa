
/// A layer's border as a stroked path, so that drawing it touches only the border's band of pixels
/// (the rounded-rect shader runs over the whole bounds: a 680 x 340 px card with a hairline border
/// cost 230,000 fragments for about 2,000 border pixels).
///
/// Core Animation draws the border inside the bounds: its outer edge follows the bounds rounded by
/// cornerRadius r, its inner edge is rounded by max(r - w, 0). A stroke of width w along the bounds
/// inset by w/2, rounded by r - w/2, has exactly those edges when r = 0 or r >= w/2 (a stroked arc
/// narrower than its half width closes into a sharp inner corner, as the border's does). Other radii
/// keep the shader.
enum BorderStroke {
    /// The border strokes made so far, by bounds, width and radius: a border that does not change
    /// costs no new path and no new shape (no allocation) from frame to frame; a new colour is
    /// written into the kept shape.
    struct Strokes {
        private struct Key: Hashable { var bounds: CGRect, width: CGFloat, radius: CGFloat }
        private var known: [Key: ShapeContent] = [:]

        mutating func stroke(_ box: CGRect, width w: CGFloat, radius r: CGFloat, color: CGColor) -> ShapeContent {
            let key = Key(bounds: box, width: w, radius: r)
            if let index = known.index(forKey: key) {
                if known.values[index].strokeColor != color { known.values[index].strokeColor = color }
                return known.values[index]
            }
            if known.count >= 1024 { known.removeAll(keepingCapacity: true) }
            let path = r == 0 ? CGPath(rect: box) : CGPath(roundedRect: box, cornerWidth: r - w / 2, cornerHeight: r - w / 2)
            var stroke = ShapeContent(path: path, fillColor: nil, strokeColor: color)
            stroke.lineWidth = w
            stroke.lineJoin = .miter
            known[key] = stroke
            return stroke
        }
    }

    static func shape(for node: RenderNode, color: CGColor, strokes: inout Strokes) -> ShapeContent? {
        let w = node.borderWidth, r = node.cornerRadius
        let box = node.bounds.insetBy(dx: w / 2, dy: w / 2)
        guard w > 0, w.isFinite, r.isFinite, r == 0 || r >= w / 2, box.width > 0, box.height > 0 else { return nil }
        return strokes.stroke(box, width: w, radius: r, color: color)
    }
}
