import Foundation

// Animating a key of the app's own: Core Animation's way to animate a custom property (a progress
// ring's angle). On iOS the property is `@NSManaged`, its storage the layer's key-value storage; here
// it is written as a computed property over that same storage, which iOS also accepts:
//
//     var progress: CGFloat {
//         get { value(forKey: "progress") as? CGFloat ?? 0 }
//         set { setValue(newValue, forKey: "progress") }
//     }
//
// An animation of such a key is evaluated on the presentation copy's storage, and when the class's
// `needsDisplay(forKey:)` says so the copy redraws (`display()`, so `draw(in:)` reads the animated
// value) each frame the animation has an effect.
extension CALayer {
    /// Prepares `p` to animate `key` as a key of the layer's own: true when it is one, that is, it
    /// names no property, and the layer holds a value for it (set, or `defaultValue(forKey:)`) or its
    /// class redraws for it. Otherwise false, and `key` is an unknown key path (a misspelt property).
    func prepareOwnKey(_ p: CAPropertyAnimation, _ key: String) throws(CAAnimationError) -> Bool {
        guard LayerProperty(rawValue: String(key.prefix { $0 != "." })) == nil else { return false }
        let current = ownValue(forKey: key)
        guard current != nil || type(of: self).needsDisplay(forKey: key) else { return false }
        // The kind of the value held, else of the animation's first value.
        guard let sample = current ?? p.firstGivenValue, let kind = CAValue(any: sample)?.typeName else { return false }
        p.appliedValueFunction = nil
        try p.readValues(keyPath: key, kind: kind)
        p.parsedKeyPath = nil
        p.ownKey = key
        return true
    }

    /// What `value(forKey:)` gives for a key of the layer's own: the value set, else the default.
    func ownValue(forKey key: String) -> Any? {
        if let held = keyedValues[key] { return held }
        // An emitter's values and its cells' animate as keys of its own (`CAEmitterLayer`).
        if isEmitterLayer, let value = unsafeDowncast(self, to: CAEmitterLayer.self).animatableValue(forKey: key) { return value }
        return type(of: self).defaultValue(forKey: key)
    }

    /// The value beneath an animation of `key` (the one held, else the zero of `sample`'s kind).
    func animatedBase(forOwnKey key: String, kindOf sample: CAValue) -> CAValue {
        ownValue(forKey: key).flatMap { CAValue($0, kind: sample.typeName) } ?? sample.zero
    }

    /// Stores an animated value for `key`; a number keeps the Swift type of the value it replaces
    /// (a CGFloat stays a CGFloat, so that `as? CGFloat`, `as? Float` and `as? Double` read it as set).
    func setAnimatedValue(_ v: CAValue, forOwnKey key: String) {
        guard case .number(let n) = v else {
            keyedValues[key] = v.anyValue
            return
        }
        switch keyedValues[key] {
        case is CGFloat: keyedValues[key] = n
        case is Double: keyedValues[key] = Double(n)
        case is Float: keyedValues[key] = Float(n)
        default: keyedValues[key] = NSNumber(value: Double(n))
        }
    }
}

extension CAPropertyAnimation {
    /// The first value the animation was given, whose kind names the kind of a key of the app's own.
    var firstGivenValue: Any? {
        if let b = self as? CABasicAnimation { return b.fromValue ?? b.toValue ?? b.byValue }
        if let k = self as? CAKeyframeAnimation { return k.path.map { _ in CGPoint.zero } ?? k.values?.first }
        return nil
    }
}
