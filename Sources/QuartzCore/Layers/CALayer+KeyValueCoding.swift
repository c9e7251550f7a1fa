import Foundation

// Key-value coding as Core Animation's layers have it: the animatable properties by key path, with
// real values (`value(forKeyPath: "position") as? CGPoint`), and any other key holding whatever is
// set to it (a layer is a key-value coding container).
extension CALayer {
    /// `valueForKeyPath:`: an NSNumber for numbers (it also reads `as? CGFloat`, `as? Double`), a Bool,
    /// a CGPoint, CGSize, CGRect, CATransform3D, CGColor, CGPath, [CGColor] or [NSNumber]
    /// for the properties; for other keys what was set.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let k = try? LayerKeyPath(parsing: keyPath), let v = value(at: k) { return v.anyValue }
        return keyedValues[keyPath]
    }

    /// `setValueForKeyPath:`: sets the property (running its implicit animation, as any set does); a
    /// value of the wrong kind changes nothing and is reported once on stderr. A key that is not a
    /// property of this layer keeps the value for `value(forKeyPath:)`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let k: LayerKeyPath
        do {
            k = try LayerKeyPath(parsing: keyPath)
        } catch {
            let property = keyPath.prefix { $0 != "." }
            if LayerProperty(rawValue: String(property)) != nil {
                return ProblemLog.report("sandglass: setValue(_:forKeyPath:) ignored: unknown key path '\(keyPath)'")
            }
            keyedValues[keyPath] = value
            return
        }
        guard self.value(at: k) != nil else {
            keyedValues[keyPath] = value
            return
        }
        let kind = k.expectedKind(wholeKind: CALayer.kind(of: k.property))
        guard let v = CAValue(value ?? NSNull(), kind: kind), set(v, at: k) else {
            let given = value.map(ValueTypeName.of) ?? "nil"
            return ProblemLog.report("sandglass: setValue(_:forKeyPath:) ignored: \(keyPath): value is \(given), expected \(ValueTypeName.expected(kind))")
        }
    }

    /// `valueForKey:`: a property or a key of the app's own (a dot is part of the key).
    public func value(forKey key: String) -> Any? {
        key.contains(".") ? keyedValues[key] : value(forKeyPath: key)
    }

    /// `setValue:forKey:`: a property or a key of the app's own (a dot is part of the key).
    public func setValue(_ value: Any?, forKey key: String) {
        if key.contains(".") { keyedValues[key] = value } else { setValue(value, forKeyPath: key) }
    }
}
