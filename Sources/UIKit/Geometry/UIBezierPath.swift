import Foundation

/// UIKit's path builder, so seed code (`UIBezierPath(ovalIn:)`, `addArc(withCenter:...)`, `.cgPath`)
/// ports unchanged in shape. An open class like UIKit's (libraries subclass it).
///
/// Builds into its own `CGMutablePath`; `cgPath` hands out an immutable copy, made once per change (it
/// shares the elements), so a layer given `path.cgPath` keeps that shape when the path is built on.
open class UIBezierPath: NSObject {
    private var builder: CGMutablePath
    /// The immutable copy `cgPath` returned since the last change.
    private var snapshot: CGPath?

    /// The path, immutable; setting it replaces what was built (the path given is copied).
    open var cgPath: CGPath {
        get {
            if let snapshot { return snapshot }
            let copy = builder.immutable
            snapshot = copy
            return copy
        }
        set {
            builder = newValue.mutableCopy()!
            snapshot = newValue.immutable
        }
    }

    /// `builder` for a change: the cached copy no longer describes it.
    private var editing: CGMutablePath {
        snapshot = nil
        return builder
    }

    /// Line style used by `stroke()` in a UIKit drawing context (layers take theirs from the layer).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Accepted and kept; Cairo flattens curves to its own tolerance.
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    /// The dash `stroke()` draws with (`setLineDash(_:count:phase:)`).
    public private(set) var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    public override init() { builder = CGMutablePath() }
    public init(cgPath: CGPath) {
        builder = cgPath.mutableCopy()!
        snapshot = cgPath.immutable
    }
    public convenience init(rect: CGRect) { self.init(cgPath: CGPath(rect: rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(cgPath: CGPath(ellipseIn: rect)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: CGPath(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius))
    }

    /// An arc path. UIKit convention: `clockwise: true` means increasing angle, clockwise on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                            endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open var isEmpty: Bool { builder.isEmpty }
    open var bounds: CGRect { builder.boundingBox }
    open var currentPoint: CGPoint { builder.currentPoint ?? .zero }

    open func move(to p: CGPoint) { editing.move(to: p) }
    open func addLine(to p: CGPoint) { editing.addLine(to: p) }
    open func addQuadCurve(to p: CGPoint, controlPoint: CGPoint) { editing.addQuadCurve(to: p, control: controlPoint) }
    open func addCurve(to p: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        editing.addCurve(to: p, control1: controlPoint1, control2: controlPoint2)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        editing.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                       clockwise: !clockwise)
    }
    open func close() { editing.closeSubpath() }
    open func removeAllPoints() { cgPath = CGPath() }
    open func append(_ other: UIBezierPath) { editing.addPath(other.builder) }
    open func apply(_ t: CGAffineTransform) { cgPath = builder.applying(t) }

    /// A new path of the same shape drawn the other way: each subpath from its end back to its start
    /// (a closed one stays closed), with this path's line style.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: builder.reversedSubpaths())
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.flatness = flatness
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        reversed.lineDash = lineDash
        return reversed
    }

    /// The dash of `stroke()`: `count` lengths of `pattern`, starting `phase` points in.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? [], phase)
    }

    /// The dash into `pattern` (room for `count` lengths, when not nil), its length and phase.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, length) in lineDash.pattern.enumerated() { pattern[i] = length } }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }
}

extension CAValue {
    /// A path value from a UIKit path, as Core Animation takes `UIBezierPath.cgPath`.
    public init(_ v: UIBezierPath) { self = .path(v.cgPath) }
}
