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
