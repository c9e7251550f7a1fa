import Foundation

/// A path that is built in place, as on iOS: `let p = CGMutablePath(); p.move(to: a); p.addLine(to: b)`.
///
/// Every builder takes Core Graphics' optional `transform`, applied to the points it adds. Layers and
/// animations given a mutable path keep an immutable copy of it (`immutable`), so building on later
/// changes what they draw only when the path is assigned again. Core Graphics starts an implicit
/// subpath at the origin when a segment comes first; so does this.
///
/// Sendable only because Swift passes the conformance down from `CGPath` and will not withdraw it:
/// as on iOS, a mutable path must not be built on while another thread reads it.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// A new immutable `CGPath` sharing the current element array (copied only when this path grows).
    public override var immutable: CGPath { CGPath(copying: self) }

    private func append(_ e: CGPathElement) {
        guard e.isFinite else {
            containsNonFiniteInput = true
            return
        }
        elements.append(e)
    }

    /// True when the next segment needs a move first: nothing drawn, or the last subpath closed.
    private var needsMove: Bool {
        guard let last = elements.last else { return true }
        if case .closeSubpath = last { return true }
        return false
    }

    private func ensureStarted() {
        if elements.isEmpty { append(.moveTo(.zero)) }
        else if case .closeSubpath = elements.last!, let p = currentPoint { append(.moveTo(p)) }
    }

    public func move(to p: CGPoint, transform t: CGAffineTransform = .identity) { append(.moveTo(p.applying(t))) }
    public func addLine(to p: CGPoint, transform t: CGAffineTransform = .identity) {
        ensureStarted(); append(.lineTo(p.applying(t)))
    }
    public func addQuadCurve(to p: CGPoint, control: CGPoint, transform t: CGAffineTransform = .identity) {
        ensureStarted(); append(.quadCurveTo(control: control.applying(t), to: p.applying(t)))
    }
    public func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint, transform t: CGAffineTransform = .identity) {
        ensureStarted(); append(.curveTo(control1: control1.applying(t), control2: control2.applying(t), to: p.applying(t)))
    }
    public func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    public func addLines(between points: [CGPoint], transform t: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: t)
        for p in points.dropFirst() { addLine(to: p, transform: t) }
    }

    public func addRect(_ r: CGRect, transform t: CGAffineTransform = .identity) {
        let r = r.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: t)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: t)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: t)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: t)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform t: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: t) }
    }

    /// An ellipse inscribed in `rect`, starting at its right-middle point and going clockwise on screen
    /// (increasing angle in y-down coordinates), as `UIBezierPath(ovalIn:)` draws it.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let t = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0).applying(t))
        appendArcCurves(from: 0, sweep: 2 * .pi, transform: t)
        closeSubpath()
    }

    /// A rectangle with elliptic corners of `cornerWidth` × `cornerHeight` (each clamped to half the
    /// side), starting after the top-left corner and going clockwise on screen.
    public func addRoundedRect(in rect: CGRect, cornerWidth rw: CGFloat, cornerHeight rh: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(rw, r.width / 2)), ry = max(0, min(rh, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        func corner(_ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat) {
            let t = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: cx, ty: cy).concatenating(transform)
            appendArcCurves(from: start, sweep: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        corner(r.maxX - rx, r.minY + ry, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        corner(r.maxX - rx, r.maxY - ry, 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        corner(r.minX + rx, r.maxY - ry, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        corner(r.minX + rx, r.minY + ry, .pi)
        closeSubpath()
    }

    /// Core Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`. Angles in radians measured
    /// from +x towards +y. `clockwise` follows Core Graphics' own (y-up) convention: true means the
    /// angle decreases. `UIBezierPath` flips it, so UIKit's `clockwise: true` means increasing angle,
    /// which is clockwise on a y-down screen. A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard [center.x, center.y, radius, startAngle, endAngle].allSatisfy(\.isFinite) else {
            containsNonFiniteInput = true
            return
        }
        let sweep = CGMutablePath.arcSweep(from: startAngle, to: endAngle, decreasing: clockwise)
        let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(t)
        if needsMove { move(to: start) } else { addLine(to: start) }
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

    /// Core Graphics' `addRelativeArc(center:radius:startAngle:delta:)`: an arc of signed `delta` radians.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard [center.x, center.y, radius, startAngle, delta].allSatisfy(\.isFinite) else {
            containsNonFiniteInput = true
            return
        }
        let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y)
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(t)
        if needsMove { move(to: start) } else { addLine(to: start) }
        appendArcCurves(from: startAngle, sweep: delta, transform: t)
    }

    /// Appends cubic segments of at most 90 degrees approximating the unit circle arc, mapped by `t`.
    private func appendArcCurves(from start: CGFloat, sweep: CGFloat, transform t: CGAffineTransform) {
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

    /// Appends `other`'s elements mapped by `transform` (a path added to itself adds its elements once).
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        let added = other.elements
        if transform.isIdentity {
            elements.append(contentsOf: added)
        } else {
            for e in added { append(e.applying(transform)) }
        }
        if other.containsNonFiniteInput { containsNonFiniteInput = true }
    }
}
