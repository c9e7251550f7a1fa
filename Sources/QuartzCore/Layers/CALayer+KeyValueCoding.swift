import Foundation

// Key-value coding as Core Animation's layers have it: the animatable properties by key path, with
// real values (`value(forKeyPath: "position") as? CGPoint`), and any other key holding whatever is
// set to it (a layer is a key-value coding container).
extension CALayer {
    /// What `value(forKeyPath:)` reads: an NSNumber for numbers (it also reads `as? CGFloat`, `as? Double`), a Bool,
    /// a CGPoint, CGSize, CGRect, CATransform3D, CGColor, CGPath, [CGColor] or [NSNumber]
    /// for the properties; for other keys what was set, else `defaultValue(forKey:)`.
    final func readValue(forKeyPath keyPath: String) -> Any? {
        if isEmitterLayer, let v = unsafeDowncast(self, to: CAEmitterLayer.self).emitterValue(forKeyPath: keyPath) { return v }
        if let k = try? LayerKeyPath(parsing: keyPath), let v = value(at: k) { return v.anyValue }
        return ownValue(forKey: keyPath)
    }

    /// What `setValue(_:forKeyPath:)` does: sets the property (running its implicit animation, as any set does); a
    /// value of the wrong kind changes nothing and is reported once on stderr. A key that is not a
    /// property of this layer keeps the value for `value(forKeyPath:)`.
    final func writeValue(_ value: Any?, forKeyPath keyPath: String) {
        if isEmitterLayer, unsafeDowncast(self, to: CAEmitterLayer.self).writeEmitterValue(value, forKeyPath: keyPath) { return }
        let k: LayerKeyPath
        do {
            k = try LayerKeyPath(parsing: keyPath)
        } catch {
            let property = keyPath.prefix { $0 != "." }
            if LayerProperty(rawValue: String(property)) != nil {
                return ProblemLog.report("sandglass: setValue(_:forKeyPath:) ignored: unknown key path '\(keyPath)'")
            }
            return setOwnValue(value, forKey: keyPath)
        }
        guard self.value(at: k) != nil else { return setOwnValue(value, forKey: keyPath) }
        let kind = k.expectedKind(wholeKind: CALayer.kind(of: k.property))
        guard let v = CAValue(value ?? NSNull(), kind: kind), set(v, at: k) else {
            let given = value.map(ValueTypeName.of) ?? "nil"
            return ProblemLog.report("sandglass: setValue(_:forKeyPath:) ignored: \(keyPath): value is \(given), expected \(ValueTypeName.expected(kind))")
        }
    }

    /// Keeps `value` for a key of the app's own, marking the layer for redrawing when its class
    /// redraws for the key, and running the key's action, if it has one (looked up before the value
    /// changes, so that `presentation()` there still shows the old one, as on iOS).
    final func setOwnValue(_ value: Any?, forKey key: String) {
        let old = keyedValues[key]
        let run = ownKeyAction(forKey: key)
        keyedValues[key] = value
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        run?(old)
    }
}
