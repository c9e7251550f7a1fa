import Foundation

/// One element of a path, in the path's own coordinates (points, y down).
public enum CGPathElement: Hashable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(control: CGPoint, to: CGPoint)
    case curveTo(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case closeSubpath

    /// The points the element carries, in order (control points first, end point last).
    /// Where the element ends (nil for closeSubpath), without gathering its points.
    package var endPoint: CGPoint? {
        switch self {
        case .moveTo(let p), .lineTo(let p), .quadCurveTo(_, let p), .curveTo(_, _, let p): return p
        case .closeSubpath: return nil
        }
    }

    /// Every coordinate is finite (checked as paths are built, without allocating).
    package var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        switch self {
        case .moveTo(let p), .lineTo(let p): return ok(p)
        case .quadCurveTo(let c, let p): return ok(c) && ok(p)
        case .curveTo(let c1, let c2, let p): return ok(c1) && ok(c2) && ok(p)
        case .closeSubpath: return true
        }
    }

    public var points: [CGPoint] {
        switch self {
        case .moveTo(let p), .lineTo(let p): return [p]
        case .quadCurveTo(let c, let p): return [c, p]
        case .curveTo(let c1, let c2, let p): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    package func applying(_ t: CGAffineTransform) -> CGPathElement {
        switch self {
        case .moveTo(let p): return .moveTo(p.applying(t))
        case .lineTo(let p): return .lineTo(p.applying(t))
        case .quadCurveTo(let c, let p): return .quadCurveTo(control: c.applying(t), to: p.applying(t))
        case .curveTo(let c1, let c2, let p):
            return .curveTo(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// A resolution-independent path: a value type made of move/line/quad/cubic/close elements.
///
/// Arcs, ovals and rounded rects are stored as cubic Béziers of at most 90 degrees each, as Core
/// Graphics does (radial error below 0.03 % of the radius), so that paths compare, hash, transform
/// and morph element by element. `CGMutablePath` is the same type: declare it `var` to build.
/// Non-finite coordinates are refused by the builder (the call is ignored) so that bad geometry never
/// reaches the tessellator; `containsNonFiniteInput` records that it happened.
public struct CGPath: Hashable, Sendable {
    public private(set) var elements: [CGPathElement] = []
    /// True when a builder call was given NaN or infinity and was dropped.
    public private(set) var containsNonFiniteInput = false

    public init() {}
    public init(elements: [CGPathElement]) {
        for e in elements { append(e) }
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element (nil on an empty path).
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for e in elements {
            switch e {
            case .moveTo(let p): start = p; current = p
            case .closeSubpath: current = start
            default: current = e.endPoint
            }
        }
        return current
    }

    private mutating func append(_ e: CGPathElement) {
        guard e.isFinite else {
            containsNonFiniteInput = true
            return
        }
        elements.append(e)
    }

    /// Core Graphics starts an implicit subpath at the origin when a segment comes first.
    private mutating func ensureStarted() {
        if elements.isEmpty { append(.moveTo(.zero)) }
        else if case .closeSubpath = elements.last!, let p = currentPoint { append(.moveTo(p)) }
    }

    public mutating func move(to p: CGPoint) { append(.moveTo(p)) }
    public mutating func addLine(to p: CGPoint) { ensureStarted(); append(.lineTo(p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        ensureStarted(); append(.quadCurveTo(control: control, to: p))
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureStarted(); append(.curveTo(control1: control1, control2: control2, to: p))
    }
    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    public mutating func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    public mutating func addRect(_ r: CGRect) {
        let r = r.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `rect`, starting at its right-middle point and going clockwise on screen
    /// (increasing angle in y-down coordinates), as `UIBezierPath(ovalIn:)` draws it.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let c = CGPoint(x: r.midX, y: r.midY)
        let t = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: c.x, ty: c.y)
        move(to: CGPoint(x: 1, y: 0).applying(t))
        appendArcCurves(from: 0, sweep: 2 * .pi, transform: t)
        closeSubpath()
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side),
    /// starting after the top-left corner and going clockwise on screen.
    public mutating func addRoundedRect(in rect: CGRect, cornerWidth rw: CGFloat, cornerHeight rh: CGFloat) {
        let r = rect.standardized
        let rx = max(0, min(rw, r.width / 2)), ry = max(0, min(rh, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r); return }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy)
            appendArcCurves(from: start, sweep: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        corner(r.maxX - rx, r.minY + ry, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        corner(r.maxX - rx, r.maxY - ry, 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        corner(r.minX + rx, r.maxY - ry, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        corner(r.minX + rx, r.minY + ry, .pi)
        closeSubpath()
    }

    /// Core Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`. Angles in radians measured
    /// from +x towards +y. `clockwise` follows Core Graphics' own (y-up) convention: true means the
    /// angle decreases. `UIBezierPath` flips it, so UIKit's `clockwise: true` means increasing angle,
    /// which is clockwise on a y-down screen. A line joins the current point to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                                clockwise: Bool) {
        guard [center.x, center.y, radius, startAngle, endAngle].allSatisfy(\.isFinite) else {
            containsNonFiniteInput = true
            return
        }
        let sweep = CGPath.arcSweep(from: startAngle, to: endAngle, decreasing: clockwise)
        let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(t)
        if elements.isEmpty || { if case .closeSubpath = elements.last! { return true }; return false }() {
            move(to: start)
        } else {
            addLine(to: start)
        }
        appendArcCurves(from: startAngle, sweep: sweep, transform: t)
    }

    /// The signed sweep Core Graphics draws: at most one full turn, in the requested direction.
    package static func arcSweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        var delta = end - start
        if decreasing {
            if delta <= -full { return -full }
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: full) - full }
            if delta > 0 { delta -= full }
            return delta
        } else {
            if delta >= full { return full }
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: full) + full }
            if delta >= full { delta -= full }
            return delta
        }
    }

    /// Appends cubic segments of at most 90 degrees approximating the unit circle arc, mapped by `t`.
    private mutating func appendArcCurves(from start: CGFloat, sweep: CGFloat, transform t: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = start
        for _ in 0..<count {
            let a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p3 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            append(.curveTo(control1: c1.applying(t), control2: c2.applying(t), to: p3.applying(t)))
            a0 = a1
        }
    }

    public mutating func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        for e in other.elements { append(e.applying(transform)) }
    }

    public func applying(_ t: CGAffineTransform) -> CGPath {
        var p = CGPath()
        p.addPath(self, transform: t)
        return p
    }

    /// The box of all points including control points (`CGPath.boundingBox`); `.null` when empty.
    /// Walks the elements without gathering their points (the renderer asks this every frame).
    public var boundingBox: CGRect {
        var (x0, y0, x1, y1) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        var any = false
        func add(_ p: CGPoint) {
            any = true
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        for element in elements {
            switch element {
            case .moveTo(let p), .lineTo(let p): add(p)
            case .quadCurveTo(let c, let p): add(c); add(p)
            case .curveTo(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .closeSubpath: break
            }
        }
        guard any else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // iOS passes the transform by pointer, nil for none (`CGPath(rect: r, transform: nil)`, the usual
    // call); an optional value takes that call and a transform alike.
    public init(rect: CGRect, transform: CGAffineTransform? = nil) {
        var p = CGPath(); p.addRect(rect); self = p.applying(transform ?? .identity)
    }
    public init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        var p = CGPath(); p.addEllipse(in: rect); self = p.applying(transform ?? .identity)
    }
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                transform: CGAffineTransform? = nil) {
        var p = CGPath(); p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self = p.applying(transform ?? .identity)
    }
}

/// Core Graphics' mutable path is the same value type here; build it as a `var`.
public typealias CGMutablePath = CGPath
