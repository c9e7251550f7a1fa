import Foundation
import QuartzCore

/// `UIScrollView`: a view whose `bounds.origin` is its `contentOffset`, dragged by its own
/// `panGestureRecognizer`, with iOS's physics (`ScrollPhysics`): rubber-banding past an edge while
/// dragged, deceleration at `decelerationRate` when let go, a spring back to the edge, paging, and
/// `setContentOffset(_:animated:)`. The delegate hears each step in iOS's order (`UIScrollViewDelegate`).
///
/// Motion after the finger lifts runs on the scene's frame clock (a `CADisplayLink`) as a function of
/// the time since it began, so a scrub or `render --time` shows what playing shows. Scroll indicators
/// show while it moves and fade out once it rests. Not yet: zooming (`zoomScale` is kept at 1),
/// `refreshControl`, directional lock (each axis moves on its own).
open class UIScrollView: UIView {
    /// How fast a decelerating scroll view slows: the fraction of its velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    /// The point of the content at the view's top left: the view's `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { stopMotion(); show(newValue) }
    }
    open var contentSize: CGSize = .zero { didSet { updateIndicators() } }
    open var contentInset: UIEdgeInsets = .zero
    /// `contentInset` (there are no safe areas or bars to add).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Let go, the content moves to the nearest page (the view's size), or the next one in the
    /// direction of a fling.
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var decelerationRate: DecelerationRate = .normal
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default { didSet { updateIndicators() } }
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1
    open weak var delegate: UIScrollViewDelegate?

    /// A finger is down and has moved the content.
    open private(set) var isTracking = false
    open private(set) var isDragging = false
    open private(set) var isDecelerating = false
    public let panGestureRecognizer = UIPanGestureRecognizer()

    private var motion: ScrollMotion?
    private var link: CADisplayLink?
    /// The offset when the drag began, and the page it was on (paging).
    private var dragStart = CGPoint.zero
    private let verticalIndicator = CALayer()
    private let horizontalIndicator = CALayer()

    /// Flings faster than this (points a second) turn the page when paging.
    static let pageFlingVelocity: CGFloat = 300

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget { [unowned self] pan in self.panned(pan) }
        addGestureRecognizer(panGestureRecognizer)
        for (indicator, name) in [(verticalIndicator, "verticalScrollIndicator"), (horizontalIndicator, "horizontalScrollIndicator")] {
            indicator.name = name
            indicator.cornerRadius = 1.5
            indicator.opacity = 0
            layer.addSublayer(indicator)
        }
    }

    public required init?(coder: NSCoder) { nil }

    /// The offsets the content rests between on each axis (the lower bound alone when it is shorter than the view).
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content along each axis.
    private var scrollsAxis: (x: Bool, y: Bool) {
        let range = offsetRange
        return (range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
                range.y.upperBound > range.y.lowerBound || alwaysBounceVertical)
    }

    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard animated, offset != contentOffset else { return contentOffset = offset }
        stopMotion()
        let from = contentOffset
        start(ScrollMotion(kind: .animating, start: CACurrentMediaTime(),
                           x: .ease(from: from.x, to: offset.x, duration: ScrollPhysics.settleDuration),
                           y: .ease(from: from.y, to: offset.y, duration: ScrollPhysics.settleDuration)))
    }

    /// Scrolls the least that shows `rect` (content coordinates) whole, where it fits.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var target = contentOffset
        if rect.maxX > target.x + bounds.width { target.x = rect.maxX - bounds.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > target.y + bounds.height { target.y = rect.maxY - bounds.height }
        if rect.minY < target.y { target.y = rect.minY }
        let range = offsetRange
        target = CGPoint(x: min(max(target.x, range.x.lowerBound), range.x.upperBound),
                         y: min(max(target.y, range.y.lowerBound), range.y.upperBound))
        setContentOffset(target, animated: animated)
    }

    /// Shows the indicators, then fades them out.
    open func flashScrollIndicators() {
        showIndicators()
        fadeIndicators()
    }

    // MARK: Dragging

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            // The content moves with the finger from here, not by the distance the pan needed to begin.
            pan.setTranslation(.zero, in: self)
            dragStart = contentOffset
            (isTracking, isDragging) = (true, true)
            delegate?.scrollViewWillBeginDragging(self)
            showIndicators()
        case .changed:
            show(draggedOffset(pan.translation(in: self)))
        case .ended, .cancelled, .failed:
            isTracking = false
            let finger = pan.state == .ended ? pan.velocity(in: self) : .zero
            letGo(velocity: CGPoint(x: scrollsAxis.x ? -finger.x : 0, y: scrollsAxis.y ? -finger.y : 0))
        default:
            break
        }
    }

    /// Where the content shows for a drag of `translation`: past an edge, rubber-banded (or held at it).
    private func draggedOffset(_ translation: CGPoint) -> CGPoint {
        let range = offsetRange, axes = scrollsAxis
        func along(_ start: CGFloat, _ moved: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat, _ scrolls: Bool) -> CGFloat {
            guard scrolls else { return start }
            let raw = start - moved
            if raw < range.lowerBound {
                return bounces ? range.lowerBound - ScrollPhysics.rubberBand(range.lowerBound - raw, dimension: dimension) : range.lowerBound
            }
            if raw > range.upperBound {
                return bounces ? range.upperBound + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: dimension) : range.upperBound
            }
            return raw
        }
        return CGPoint(x: along(dragStart.x, translation.x, range.x, bounds.width, axes.x),
                       y: along(dragStart.y, translation.y, range.y, bounds.height, axes.y))
    }

    /// The finger lifted with the content moving at `velocity` (points a second): where it will rest
    /// (which the delegate may change), then the motion there.
    private func letGo(velocity: CGPoint) {
        let offset = contentOffset, range = offsetRange, rate = Double(decelerationRate.rawValue)
        func natural(_ o: CGFloat, _ v: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard range.contains(o) else { return min(max(o, range.lowerBound), range.upperBound) }
            let rest = o + CGFloat(ScrollPhysics.decelerationDistance(velocity: v, rate: rate))
            return min(max(rest, range.lowerBound), range.upperBound)
        }
        func page(_ o: CGFloat, _ v: CGFloat, _ start: CGFloat, _ size: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard size > 0 else { return o }
            var index = (o / size).rounded()
            if v > Self.pageFlingVelocity { index = (start / size).rounded() + 1 }
            if v < -Self.pageFlingVelocity { index = (start / size).rounded() - 1 }
            return min(max(index * size, range.lowerBound), range.upperBound)
        }
        let naturalTarget = CGPoint(x: natural(offset.x, velocity.x, range.x), y: natural(offset.y, velocity.y, range.y))
        var target = isPagingEnabled
            ? CGPoint(x: page(offset.x, velocity.x, dragStart.x, bounds.width, range.x),
                      y: page(offset.y, velocity.y, dragStart.y, bounds.height, range.y))
            : naturalTarget
        let proposed = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        let eases = isPagingEnabled || target != proposed
        func axis(_ o: CGFloat, _ v: CGFloat, _ to: CGFloat, _ range: ClosedRange<CGFloat>) -> AxisMotion {
            if eases { return o == to ? .still(o) : .ease(from: o, to: to, duration: ScrollPhysics.settleDuration) }
            if o < range.lowerBound || o > range.upperBound {
                let edge = o < range.lowerBound ? range.lowerBound : range.upperBound
                return .spring(edge: edge, offset: o - edge, velocity: v)
            }
            guard ScrollPhysics.decelerationDuration(velocity: v, rate: rate) > 0 else { return .still(o) }
            return .decelerate(from: o, velocity: v, rate: rate, range: range.lowerBound...range.upperBound, bounces: bounces)
        }
        let motion = ScrollMotion(kind: .decelerating, start: CACurrentMediaTime(),
                                  x: axis(offset.x, velocity.x, target.x, range.x), y: axis(offset.y, velocity.y, target.y, range.y))
        let moves = motion.x != .still(offset.x) || motion.y != .still(offset.y)
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { return fadeIndicators() }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(motion)
    }

    // MARK: Motion

    private func start(_ motion: ScrollMotion) {
        self.motion = motion
        showIndicators()
        let link = CADisplayLink { [unowned self] _ in self.step() }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// One frame of the motion: the offset at this frame's time; at its end, the delegate hears so.
    private func step() {
        guard let motion else { return }
        let now = motion.offset(at: CACurrentMediaTime())
        show(now.point)
        guard now.done else { return }
        stopMotion()
        switch motion.kind {
        case .decelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .animating: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        fadeIndicators()
    }

    private func stopMotion() {
        link?.invalidate()
        (link, motion, isDecelerating) = (nil, nil, false)
    }

    /// Moves the content to `offset` (the bounds' origin) and tells the delegate.
    private func show(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        updateIndicators()
        offsetChanged()
        delegate?.scrollViewDidScroll(self)
    }

    /// The content moved: a subclass showing only what is in view (a table) brings it in.
    func offsetChanged() {}

    // MARK: Indicators

    /// Places the indicators over the visible part of the content, along the right and bottom edges,
    /// each as long as the share of the content in view (shorter while overscrolled, 36 pt at least).
    private func updateIndicators() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        if layer.sublayers?.last !== verticalIndicator {
            layer.addSublayer(horizontalIndicator)
            layer.addSublayer(verticalIndicator)
        }
        let color: CGColor = indicatorStyle == .white ? CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            : CGColor(red: 0, green: 0, blue: 0, alpha: 0.35)
        let range = offsetRange, offset = contentOffset, size = bounds.size
        let thickness: CGFloat = 3, gap: CGFloat = 3
        func bar(_ o: CGFloat, _ range: ClosedRange<CGFloat>, _ visible: CGFloat, _ content: CGFloat) -> (start: CGFloat, length: CGFloat) {
            let over = o < range.lowerBound ? range.lowerBound - o : o > range.upperBound ? o - range.upperBound : 0
            let track = visible - 2 * gap
            var length = content > 0 ? track * min(1, visible / content) : track
            length = max(min(36, track), length - over)
            let travel = range.upperBound - range.lowerBound
            let fraction = travel > 0 ? min(max((o - range.lowerBound) / travel, 0), 1) : 0
            return (gap + fraction * (track - length), length)
        }
        let v = bar(offset.y, range.y, size.height, contentSize.height)
        verticalIndicator.frame = CGRect(x: offset.x + size.width - gap - thickness, y: offset.y + v.start, width: thickness, height: v.length)
        let h = bar(offset.x, range.x, size.width, contentSize.width)
        horizontalIndicator.frame = CGRect(x: offset.x + h.start, y: offset.y + size.height - gap - thickness, width: h.length, height: thickness)
        verticalIndicator.backgroundColor = color
        horizontalIndicator.backgroundColor = color
        verticalIndicator.isHidden = !showsVerticalScrollIndicator || !scrollsAxis.y || contentSize.height <= size.height
        horizontalIndicator.isHidden = !showsHorizontalScrollIndicator || !scrollsAxis.x || contentSize.width <= size.width
    }

    private func showIndicators() {
        updateIndicators()
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.removeAnimation(forKey: "fade")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            indicator.opacity = 1
            CATransaction.commit()
        }
    }

    /// As on iOS: a moment after the content rests, the indicators fade out.
    private func fadeIndicators() {
        for indicator in [verticalIndicator, horizontalIndicator] {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.beginTime = CACurrentMediaTime() + 0.3
            fade.duration = 0.25
            fade.fillMode = .backwards
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            indicator.opacity = 0
            CATransaction.commit()
            indicator.add(fade, forKey: "fade")
        }
    }
}
