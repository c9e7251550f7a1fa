import Foundation

/// An immutable, resolution-independent path made of move/line/quad/cubic/close elements, a class as on
/// iOS. Build one with `CGMutablePath` (`let p = CGMutablePath(); p.addLine(to: q)`).
///
/// Arcs, ovals and rounded rects are stored as cubic Béziers of at most 90 degrees each, as Core
/// Graphics does (radial error below 0.03 % of the radius), so that paths compare, hash, transform and
/// morph element by element. Equality and hashing are by elements, not identity. Non-finite coordinates
/// are refused by the builder (the call is ignored) so that bad geometry never reaches the tessellator;
/// `containsNonFiniteInput` records that it happened.
///
/// Value semantics where Core Animation keeps a path: a layer, an animation or a `CAValue` handed a
/// `CGMutablePath` keeps an immutable copy (`immutable`), so building on after the assignment changes
/// nothing on screen. The copy shares the element array, so it costs one small object; an immutable
/// path is its own copy.
///
/// `@unchecked Sendable`: only `CGMutablePath` can change `elements`, and nothing else writes them
/// after initialisation. Swift cannot withdraw a conformance from a subclass, so `CGMutablePath` is
/// Sendable by inheritance too; like iOS's, it must not be mutated while another thread reads it.
open class CGPath: Hashable, @unchecked Sendable {
    /// The elements, in order. Reading is free (the array is shared, not copied).
    @exclusivity(unchecked) public final internal(set) var elements: [CGPathElement]
    /// True when a builder call was given NaN or infinity and was dropped.
    @exclusivity(unchecked) public final internal(set) var containsNonFiniteInput: Bool

    /// Elements already checked to be finite, taken as they are.
    init(checkedElements: [CGPathElement], containsNonFiniteInput: Bool) {
        self.elements = checkedElements
        self.containsNonFiniteInput = containsNonFiniteInput
    }

    /// A path of `elements`; non-finite ones are dropped and flagged in `containsNonFiniteInput`.
    /// `required` so that `Self(elements:)` builds a path of the caller's class.
    public required convenience init(elements: [CGPathElement]) {
        let finite = elements.allSatisfy(\.isFinite)
        self.init(checkedElements: finite ? elements : elements.filter(\.isFinite),
                  containsNonFiniteInput: !finite)
    }

    /// An empty path.
    public convenience init() { self.init(checkedElements: [], containsNonFiniteInput: false) }

    public final var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element (nil on an empty path).
    public final var currentPoint: CGPoint? {
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

    /// This path as it is now, immutable: itself, or for a `CGMutablePath` a new `CGPath` sharing its
    /// element array. What layers, animations and values store, so later building changes none of them.
    public var immutable: CGPath { self }

    /// A new immutable path of these elements mapped by `t`.
    public final func applying(_ t: CGAffineTransform) -> CGPath {
        if t.isIdentity { return immutable }
        return CGPath(checkedElements: elements.map { $0.applying(t) }, containsNonFiniteInput: containsNonFiniteInput)
    }

    /// The box of all points including control points (`CGPath.boundingBox`); `.null` when empty.
    /// Walks the elements without gathering their points (the renderer asks this every frame).
    public final var boundingBox: CGRect {
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
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform ?? .identity)
        self.init(copying: p)
    }
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform ?? .identity)
        self.init(copying: p)
    }
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: CGAffineTransform? = nil) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform ?? .identity)
        self.init(copying: p)
    }

    /// A path of `other`'s elements as they are now (the array is shared until either side changes).
    convenience init(copying other: CGPath) {
        self.init(checkedElements: other.elements, containsNonFiniteInput: other.containsNonFiniteInput)
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || (lhs.containsNonFiniteInput == rhs.containsNonFiniteInput && lhs.elements == rhs.elements)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
        hasher.combine(containsNonFiniteInput)
    }
}
