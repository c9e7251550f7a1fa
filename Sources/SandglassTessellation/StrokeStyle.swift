import Foundation

/// How the ends of open strokes are drawn (Core Graphics' CGLineCap).
package enum LineCap: Hashable, Sendable {
    /// Ends exactly at the end point; a zero-length piece draws nothing.
    case butt
    /// A half disc of radius lineWidth/2 around the end point; a zero-length piece is a dot.
    case round
    /// Extends lineWidth/2 past the end point; a zero-length piece is a square facing its direction.
    case square
}

/// How corners between segments are drawn (Core Graphics' CGLineJoin).
package enum LineJoin: Hashable, Sendable {
    /// Sharp corner while 1/sin(φ/2) <= miterLimit (φ the angle between the segments), else bevel.
    case miter
    /// A disc of radius lineWidth/2 at the corner.
    case round
    /// The corner cut straight between the two outer edges.
    case bevel
}

/// Which points a fill covers (Core Graphics' fill rules).
package enum FillRule: Hashable, Sendable {
    /// Covered where the winding number is not zero.
    case nonZero
    /// Covered where the winding number is odd.
    case evenOdd
}

/// Everything that shapes a stroke, in the path's own units (points); Core Animation defaults.
///
/// `lineWidth` 1; a negative or zero width draws nothing. `miterLimit` 10. `dashPattern` empty = solid;
/// entries are lengths in points along the stroke, on first; a pattern with a negative entry or a
/// zero sum is ignored (solid). `dashPhase` shifts the pattern start along the stroke. `strokeStart` and
/// `strokeEnd` are fractions of the whole path length, clamped to [0, 1]; start >= end draws nothing.
/// NaN or infinite values are reported as `TessellationError`.
package struct StrokeStyle: Hashable, Sendable {
    package var lineWidth: CGFloat
    package var lineCap: LineCap
    package var lineJoin: LineJoin
    package var miterLimit: CGFloat
    package var dashPattern: [CGFloat]
    package var dashPhase: CGFloat
    package var strokeStart: CGFloat
    package var strokeEnd: CGFloat

    package init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dashPattern: [CGFloat] = [], dashPhase: CGFloat = 0,
                strokeStart: CGFloat = 0, strokeEnd: CGFloat = 1) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}

/// A refused input. The buffer is left untouched when one is thrown. Each case names the field.
package enum TessellationError: Error, Hashable, Sendable {
    case nonFiniteLineWidth(Double)
    case nonFiniteMiterLimit(Double)
    case nonFiniteDashPhase(Double)
    case nonFiniteDashEntry(index: Int, value: Double)
    case nonFiniteStrokeStart(Double)
    case nonFiniteStrokeEnd(Double)
    /// pixelsPerPoint must be finite and greater than zero.
    case invalidPixelsPerPoint(Double)
    /// The flattening tolerance must be finite and greater than zero (device pixels).
    case invalidTolerance(Double)
}
