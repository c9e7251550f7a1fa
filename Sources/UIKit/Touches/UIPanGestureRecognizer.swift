import Foundation
import QuartzCore

/// Recognizes a drag: it begins once the touches' centroid has moved more than 10 points from where it
/// went down, then changes with each move and ends when the last finger lifts.
///
/// The translation is the centroid's movement since the touches went down (plus what
/// `setTranslation(_:in:)` set); the velocity is the centroid's movement between the last two moves,
/// divided by the time between them, in points per second (iOS smooths it over a few moves; here it
/// is exact, so that a scripted drag gives known numbers).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// How far the centroid moves before the pan begins.
    static let hysteresis: CGFloat = 10

    /// In root coordinates: where the translation counts from, the last two centroids and their times.
    private var origin = CGPoint.zero
    private var last = (point: CGPoint.zero, time: TimeInterval(0))
    private var previous = (point: CGPoint.zero, time: TimeInterval(0))

    open func translation(in view: UIView?) -> CGPoint {
        let now = centroid
        return vector(from: origin, to: now, in: view)
    }

    /// Makes the translation read `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = centroid
        let offset = vector(from: .zero, to: translation, in: view, inverse: true)
        origin = CGPoint(x: now.x - offset.x, y: now.y - offset.y)
    }

    open func velocity(in view: UIView?) -> CGPoint {
        let dt = last.time - previous.time
        guard dt > 0 else { return .zero }
        let d = vector(from: previous.point, to: last.point, in: view)
        return CGPoint(x: d.x / dt, y: d.y / dt)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        origin = centroid
        last = (origin, event.timestamp)
        previous = last
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        previous = last
        last = (centroid, event.timestamp)
        switch state {
        case .possible:
            if self.touches.count >= minimumNumberOfTouches, distance(origin, last.point) > Self.hysteresis { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.allSatisfy({ $0.phase == .ended }) else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// The centroid of the touches down, in the root view's coordinates.
    private var centroid: CGPoint { location(in: nil) }

    /// The vector between two root points as seen in `view` (or the reverse mapping).
    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?, inverse: Bool = false) -> CGPoint {
        guard let view, let root = touches.first?.root, view !== root else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let (p, q) = inverse ? (root.convert(a, from: view), root.convert(b, from: view))
                             : (view.convert(a, from: root), view.convert(b, from: root))
        return CGPoint(x: q.x - p.x, y: q.y - p.y)
    }
}
