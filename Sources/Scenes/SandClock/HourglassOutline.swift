import Sandglass

/// The glass drawn around the sand, in place of the post's background picture (`sandclock_bg`,
/// which is not ours): a stroked outline about 1 pt outside the two sand boxes, pinched to a neck
/// around the falling sand, and a bar across the top and the bottom. The post draws the picture above
/// the sand (an image view added after the layers), and so does this layer.
///
/// Coordinates are the clock view's (48 x 56 points in the post, y down).
enum HourglassOutline {
    /// Space between a sand box's edge and the glass, in points.
    static let clearance: CGFloat = 1

    /// The outline layer (`imageView` in the post), sized to the clock view.
    static func makeLayer(viewSize: CGSize, topBox: CGRect, bottomBox: CGRect, color: CGColor,
                          lineWidth: CGFloat) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.name = "imageView"
        layer.frame = CGRect(origin: .zero, size: viewSize)
        layer.fillColor = nil
        layer.strokeColor = color
        layer.lineWidth = lineWidth
        layer.lineJoin = .round
        layer.lineCap = .round
        layer.path = path(viewSize: viewSize, topBox: topBox, bottomBox: bottomBox).cgPath
        return layer
    }

    /// The glass and the two bars, from the boxes' frames in the view. The glass is point-symmetric
    /// about the view's centre, the point the view turns about, so it looks the same before and after
    /// the flip. The post's boxes are not quite (the bottom box sits 1 pt higher than the top box turned
    /// over), so the funnel slopes keep `clearance` from whichever box comes closer.
    static func path(viewSize: CGSize, topBox: CGRect, bottomBox: CGRect) -> UIBezierPath {
        let centreY = viewSize.height / 2, midX = viewSize.width / 2
        let left = topBox.minX - clearance, right = topBox.maxX + clearance
        let top = min(topBox.minY, 2 * centreY - bottomBox.maxY) - clearance, bottom = 2 * centreY - top
        // The top box's funnel slope (points down per point towards the middle), starting at 2/3 of
        // its height. The glass runs parallel to it, lower by `drop`, until it meets the middle line;
        // the bottom box turned over lies `shift` lower than the top box.
        let slope = (topBox.height / 3) / (topBox.width / 2)
        let shift = 2 * (centreY - (topBox.minY + bottomBox.maxY) / 2)
        let drop = clearance * (1 + slope * slope).squareRoot() + max(0, shift)
        let shoulderY = topBox.minY + topBox.height * 2 / 3 + drop - slope * clearance
        let neckHalfWidth = max(0.5, right - midX - (centreY - shoulderY) / slope)

        let path = UIBezierPath()
        path.move(to: CGPoint(x: left, y: top))
        path.addLine(to: CGPoint(x: right, y: top))
        path.addLine(to: CGPoint(x: right, y: shoulderY))
        path.addLine(to: CGPoint(x: midX + neckHalfWidth, y: centreY))
        path.addLine(to: CGPoint(x: right, y: 2 * centreY - shoulderY))
        path.addLine(to: CGPoint(x: right, y: bottom))
        path.addLine(to: CGPoint(x: left, y: bottom))
        path.addLine(to: CGPoint(x: left, y: 2 * centreY - shoulderY))
        path.addLine(to: CGPoint(x: midX - neckHalfWidth, y: centreY))
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
