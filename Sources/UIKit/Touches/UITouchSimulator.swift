import Foundation
import QuartzCore

/// Delivers touches to a view tree as iOS does, at scene times: the deterministic driver behind
/// scripted and recorded interactions.
///
/// A finger going down is hit-tested from the root (`hitTest(_:with:)`); its touch then belongs to the
/// view hit and to the enabled gesture recognizers of that view and its ancestors. Each change goes to
/// the recognizers first, then to the view. When a recognizer begins or recognizes, the other
/// recognizers of its touches fail (one gesture at a time), and, with `cancelsTouchesInView`, the view
/// is told `touchesCancelled` and hears no more of them. A recognizer's deadline (a long press's
/// duration) is met when time is advanced past it, by `advance(to:)` or by a later sample. A recognizer
/// that waits for another to fail (`require(toFail:)`) is given its state once the other has failed or
/// can no longer recognize (a double tap whose second tap did not come in time).
///
/// Time only goes forward: to replay from an earlier time, make a new simulator on a fresh tree.
public final class UITouchSimulator {
    public let root: UIView
    /// The scene time reached.
    public private(set) var time: TimeInterval = 0

    private let event = UIEvent()
    private var playedUpTo = -TimeInterval.infinity
    private var down: [Int: UITouch] = [:]
    /// Recognizers whose state waits for others to fail.
    private var waiting: [UIGestureRecognizer] = []
    /// The last touch lifted, for tap counts.
    private var lastTap: (point: CGPoint, time: TimeInterval, count: Int)?
    /// How close in time and space a tap must follow the last to count with it.
    static let tapInterval: TimeInterval = 0.35
    static let tapDistance: CGFloat = 44

    /// `root` is usually the scene's window; points are in its coordinates.
    public init(root: UIView) { self.root = root }

    /// Delivers, in order, the samples after the last `play`'s time up to `time` (at each frame of
    /// a scene, with the same samples), then advances to `time`.
    public func play(_ samples: [TouchSample], upTo time: TimeInterval) {
        for sample in samples where sample.time > playedUpTo && sample.time <= time {
            send(sample.phase, at: sample.point, time: sample.time, finger: sample.finger)
        }
        playedUpTo = max(playedUpTo, time)
        advance(to: time)
    }

    /// One finger's change. A `.began` for a finger already down, or another phase for one that is not,
    /// is ignored.
    public func send(_ phase: UITouch.Phase, at point: CGPoint, time: TimeInterval, finger: Int = 0) {
        advance(to: time)
        event.timestamp = time
        let touch: UITouch
        if phase == .began {
            guard down[finger] == nil else { return }
            touch = begin(at: point, time: time)
            down[finger] = touch
        } else {
            guard let existing = down[finger] else { return }
            touch = existing
            touch.previousPoint = touch.point
            touch.point = point
            touch.timestamp = time
            touch.phase = phase
        }
        event.touches = Set(down.values)
        let recognizers = live(touch)
        for recognizer in recognizers {
            switch phase {
            case .began: recognizer.touchesBegan([touch], with: event)
            case .moved, .stationary: recognizer.touchesMoved([touch], with: event)
            case .ended: recognizer.touchesEnded([touch], with: event)
            case .cancelled: recognizer.touchesCancelled([touch], with: event)
            }
            settle(recognizer)
        }
        if let view = touch.view, !touch.cancelledInView {
            switch phase {
            case .began: view.touchesBegan([touch], with: event)
            case .moved, .stationary: view.touchesMoved([touch], with: event)
            case .ended: view.touchesEnded([touch], with: event)
            case .cancelled: view.touchesCancelled([touch], with: event)
            }
        }
        waiting += recognizers.filter { r in r.waitingState != nil && !waiting.contains { $0 === r } }
        if phase == .ended || phase == .cancelled { lift(touch, finger: finger) }
        _ = releaseWaiting(at: time)
    }

    /// Moves the clock to `time`, meeting the deadlines of recognizers whose touches are down.
    public func advance(to time: TimeInterval) {
        guard time >= self.time else { return }
        while true {
            let press = nextDeadline(before: time)
            let wait = waiting.compactMap(\.requirementsDeadline).filter { $0 <= time }.min()
            if let (recognizer, deadline) = press, deadline <= wait ?? .infinity {
                self.time = deadline
                event.timestamp = deadline
                recognizer.deadlineReached()
                settle(recognizer)
            } else if let wait {
                self.time = wait
                event.timestamp = wait
                if !releaseWaiting(at: wait) { break }
            } else {
                break
            }
        }
        self.time = time
        _ = releaseWaiting(at: time)
    }

    // MARK: Private

    private func begin(at point: CGPoint, time: TimeInterval) -> UITouch {
        let touch = UITouch(root: root, point: point, time: time)
        touch.view = root.hitTest(point, with: event)
        if let last = lastTap, time - last.time <= Self.tapInterval, distance(last.point, point) <= Self.tapDistance {
            touch.tapCount = last.count + 1
        }
        var recognizers: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            recognizers += current.recognizers.filter {
                $0.isEnabled && !Self.isOver($0.state) && $0.delegate?.gestureRecognizer($0, shouldReceive: touch) != false
            }
            view = current.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers { recognizer.touches.append(touch) }
        return touch
    }

    /// The touch's recognizers still in play.
    private func live(_ touch: UITouch) -> [UIGestureRecognizer] {
        (touch.gestureRecognizers ?? []).filter { $0.isEnabled && !Self.isOver($0.state) }
    }

    /// After a recognizer's state may have changed: once it has begun or recognized, the others of its
    /// touches fail and its touches are cancelled in their views.
    private func settle(_ recognizer: UIGestureRecognizer) {
        guard [.began, .changed, .ended].contains(recognizer.state) else { return }
        for touch in recognizer.touches {
            for other in live(touch) where other !== recognizer && other.state == .possible
                && !Self.simultaneous(recognizer, other) { other.state = .failed }
            if recognizer.cancelsTouchesInView, !touch.cancelledInView {
                touch.cancelledInView = true
                touch.view?.touchesCancelled([touch], with: event)
            }
        }
    }

    private func lift(_ touch: UITouch, finger: Int) {
        down[finger] = nil
        event.touches = Set(down.values)
        lastTap = (touch.point, touch.timestamp, touch.tapCount)
        for recognizer in touch.gestureRecognizers ?? [] {
            recognizer.touches.removeAll { $0 === touch }
            if recognizer.touches.isEmpty { recognizer.resetAfterGesture() }
        }
    }

    /// Gives each waiting recognizer whose requirements have settled its state; true when one did.
    private func releaseWaiting(at time: TimeInterval) -> Bool {
        var released = false
        for recognizer in waiting where recognizer.waitingState != nil && recognizer.requirementsSettled(at: time) {
            recognizer.applyWaitingState()
            settle(recognizer)
            released = true
        }
        waiting.removeAll { $0.waitingState == nil }
        return released
    }

    private func nextDeadline(before time: TimeInterval) -> (UIGestureRecognizer, TimeInterval)? {
        var best: (UIGestureRecognizer, TimeInterval)?
        for touch in down.values {
            for recognizer in live(touch) {
                if let deadline = recognizer.deadline, deadline <= time, deadline < best?.1 ?? .infinity {
                    best = (recognizer, deadline)
                }
            }
        }
        return best
    }

    /// Whether either recognizer's delegate lets the two recognize together.
    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private static func isOver(_ state: UIGestureRecognizer.State) -> Bool {
        state == .failed || state == .cancelled || state == .ended
    }
}
