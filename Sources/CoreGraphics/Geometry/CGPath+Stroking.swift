import Foundation

// Core Graphics' stroke-to-path: the area a stroke of the given style covers, as a path to fill with
// the non-zero rule (see `StrokeOutline` for how the outline is made and how it differs from iOS's).
extension CGPath {
    /// The area stroking this path covers, mapped by `transform` afterwards.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let outline = StrokeOutline(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
            .outline(of: self)
        return outline.applying(transform)
    }

    /// `CGPath(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)`, the form Swift imports
    /// `CGPathCreateCopyByStrokingPath` under; never nil here.
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?,
                             lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        let stroked = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                                miterLimit: miterLimit, transform: transform?.pointee ?? .identity)
        self.init(copying: stroked)
    }
}
