import Sandglass

/// The glass drawn around the sand, in place of the post's background picture (`sandclock_bg`,
/// which is not ours): a stroked outline that hugs the two sand boxes, a neck as wide as the column of
/// falling grains, and a bar across the top and the bottom. The post draws the picture above the sand
/// (an image view added after the layers), and so does this layer.
///
/// What the post's numbers fix: the grains' column (`sandLayer`, h/2 ... h/2 + 25) ends 1 pt below the
/// bottom box (h/2 - 1 ... h/2 + 24), so the picture must cover that point, or grains would show under
/// the full bottom pile; and a picture drawn over the sand leaves no gap between sand and glass. So the
/// glass's inner edge lies `overlap` inside the sand everywhere, never outside it.
///
/// Coordinates are the clock view's (48 x 56 points in the post, y down).
enum HourglassOutline {
    /// The outline layer (`imageView` in the post), sized to the clock view.
    static func makeLayer(viewSize: CGSize, topBox: CGRect, bottomBox: CGRect, column: CGRect, color: CGColor,
                          lineWidth: CGFloat) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.name = "imageView"
        layer.frame = CGRect(origin: .zero, size: viewSize)
        layer.fillColor = nil
        layer.strokeColor = color
        layer.lineWidth = lineWidth
        layer.lineJoin = .round
        layer.lineCap = .round
        layer.path = path(viewSize: viewSize, topBox: topBox, bottomBox: bottomBox, column: column, lineWidth: lineWidth).cgPath
        return layer
    }

    /// How far the glass covers the sand's edge: a sixth of the line (0.25 pt at 1.5 pt, a device pixel
    /// at the default 4x), so the anti-aliased edges of sand and glass never leave a seam between them.
    static func overlap(lineWidth: CGFloat) -> CGFloat { lineWidth / 6 }

    /// The glass and the two bars, from the boxes' frames and the grains' column in the view.
    ///
    /// The glass is point-symmetric about the view's centre, the point the view turns about, so it looks
    /// the same before and after the flip. Its upper half is the top box's shape where it meets the
    /// bottom box turned over (the post's boxes are not symmetric: turned over, the bottom box lies 1 pt
    /// lower), so neither pile ever shows outside the glass or leaves a gap to it; what one pile has
    /// beyond the other (1 pt) lies under the line. The funnel runs along the sand's slope down to the
    /// column, and the neck is the column's width.
    static func path(viewSize: CGSize, topBox: CGRect, bottomBox: CGRect, column: CGRect, lineWidth: CGFloat) -> UIBezierPath {
        let centreY = viewSize.height / 2, midX = viewSize.width / 2
        // The stroke's centre lies this far outside the sand's edge.
        let out = lineWidth / 2 - overlap(lineWidth: lineWidth)
        let left = topBox.minX - out, right = topBox.maxX + out
        let top = max(topBox.minY, 2 * centreY - bottomBox.maxY) - out, bottom = 2 * centreY - top
        // The funnel: the higher of the top box's and the turned bottom box's (both 2/3 down their
        // height, then to the middle), its slope in points down per point towards the middle.
        let slope = (topBox.height / 3) / (topBox.width / 2)
        let tipY = min(topBox.maxY, 2 * centreY - bottomBox.minY)
        let rise = out * (1 + slope * slope).squareRoot()
        func funnelY(atDistance dx: CGFloat) -> CGFloat { tipY - slope * dx + rise }
        let shoulderY = funnelY(atDistance: midX - left)
        // The neck: the funnel meets the column's wall (whose stroke leaves the column clear), or, if it
        // reaches the middle line first, ends there.
        let wallX = midX - column.minX + lineWidth / 2
        let neckY = min(funnelY(atDistance: wallX), centreY)
        let neckHalfWidth = neckY < centreY ? wallX : (tipY + rise - centreY) / slope

        let path = UIBezierPath()
        path.move(to: CGPoint(x: left, y: top))
        path.addLine(to: CGPoint(x: right, y: top))
        path.addLine(to: CGPoint(x: right, y: shoulderY))
        path.addLine(to: CGPoint(x: midX + neckHalfWidth, y: neckY))
        if neckY < centreY { path.addLine(to: CGPoint(x: midX + neckHalfWidth, y: 2 * centreY - neckY)) }
        path.addLine(to: CGPoint(x: right, y: 2 * centreY - shoulderY))
        path.addLine(to: CGPoint(x: right, y: bottom))
        path.addLine(to: CGPoint(x: left, y: bottom))
        path.addLine(to: CGPoint(x: left, y: 2 * centreY - shoulderY))
        path.addLine(to: CGPoint(x: midX - neckHalfWidth, y: 2 * centreY - neckY))
        if neckY < centreY { path.addLine(to: CGPoint(x: midX - neckHalfWidth, y: neckY)) }
        path.addLine(to: CGPoint(x: left, y: shoulderY))
        path.close()

        // The wooden ends of the glass: a bar a little wider than the glass, top and bottom.
        let barInset = max(0, left - 3)
        for y in [top - 1.25, bottom + 1.25] {
            path.move(to: CGPoint(x: barInset, y: y))
            path.addLine(to: CGPoint(x: viewSize.width - barInset, y: y))
        }
        return path
    }
}
