import Foundation
import QuartzCore

extension UIView {
    /// The options of `animateKeyframes`: UIView's own (repeat, autoreverse…) and the calculation mode
    /// between keyframes (bits 10-12, as in UIKit).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Keyframes over `duration`: each `addKeyframe` in `animations` changes view properties over its
    /// part of the duration; a change made outside any keyframe spans all of it. Each animated layer
    /// property becomes one CAKeyframeAnimation, holding its value between its keyframes, as UIKit's.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        UIViewKeyframeAnimation(duration: duration, delay: delay, options: options, completion: completion).run(animations)
    }

    /// One keyframe of the enclosing `animateKeyframes`: from `frameStartTime` for `frameDuration`,
    /// both fractions of its duration. Outside `animateKeyframes` the block runs unanimated.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let keyframes = UIViewAnimation.current as? UIViewKeyframeAnimation else {
            UIViewAnimation.during(nil, animations)
            return
        }
        keyframes.keyframe(start: frameStartTime, length: frameDuration, animations)
    }
}

/// An `animateKeyframes` block while it runs: the changes each keyframe makes, per layer property,
/// turned into keyframe animations when the block ends.
final class UIViewKeyframeAnimation: ViewPropertyRecorder {
    private let duration: TimeInterval, delay: TimeInterval
    private let options: UIView.KeyframeAnimationOptions
    private var completion: ((Bool) -> Void)?
    /// The keyframe being recorded (fractions of the duration); the whole duration outside one.
    private var span: (start: Double, length: Double) = (0, 1)
    private var tracks: [Track] = []
    private var pending = 0, allFinished = true

    /// One layer property: its value on screen at the start, then each keyframe's (start, end, value).
    private struct Track {
        let layer: CALayer
        let key: String
        let initial: Any
        var steps: [(start: Double, end: Double, value: Any)]
    }

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)?) {
        (self.duration, self.delay, self.options, self.completion) = (duration, delay, options, completion)
    }

    func run(_ animations: () -> Void) {
        UIViewAnimation.during(self, animations)
        for track in tracks { add(track) }
        if pending == 0, let completion { self.completion = nil; completion(true) }
    }

    func keyframe(start: Double, length: Double, _ animations: () -> Void) {
        let outer = span
        span = (min(max(start, 0), 1), min(max(length, 0), 1 - min(max(start, 0), 1)))
        animations()
        span = outer
    }

    func record(_ keys: [String], of layer: CALayer, _ body: () -> Void) {
        for change in ViewPropertyChange.capture(keys, of: layer, body) {
            let step = (start: span.start, end: span.start + span.length, value: change.to.any)
            if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == change.key }) {
                tracks[i].steps.append(step)
            } else {
                tracks.append(Track(layer: layer, key: change.key, initial: change.from.any, steps: [step]))
            }
        }
    }

    /// Values hold between keyframes: the value at each keyframe's start is the one before it.
    private func add(_ track: Track) {
        var times: [Double] = [0], values: [Any] = [track.initial]
        var current = track.initial
        for step in track.steps.sorted(by: { $0.start < $1.start }) {
            if step.start > times.last! { times.append(step.start); values.append(current) }
            times.append(max(step.end, times.last!)); values.append(step.value)
            current = step.value
        }
        if times.last! < 1 { times.append(1); values.append(current) }
        let animation = CAKeyframeAnimation(keyPath: track.key)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = options.calculationMode
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = track.layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        pending += 1
        animation.completion = { [self] finished in
            pending -= 1
            allFinished = allFinished && finished
            if pending == 0, let completion { self.completion = nil; completion(allFinished) }
        }
        track.layer.add(animation, forKey: track.key)
    }
}
