import Foundation

// Key-value coding of a cell's values, as `emitter.setValue(0, forKeyPath: "emitterCells.confetti.birthRate")`
// reaches them: its numbers, colour, name and switch by their Swift names.
extension CAEmitterCell {
    // Immutable tables; key paths are not Sendable in Swift 6.0's eyes.
    nonisolated(unsafe) private static let floats: [String: ReferenceWritableKeyPath<CAEmitterCell, Float>] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange,
        "redRange": \.redRange, "greenRange": \.greenRange, "blueRange": \.blueRange, "alphaRange": \.alphaRange,
        "redSpeed": \.redSpeed, "greenSpeed": \.greenSpeed, "blueSpeed": \.blueSpeed, "alphaSpeed": \.alphaSpeed,
    ]
    nonisolated(unsafe) private static let numbers: [String: ReferenceWritableKeyPath<CAEmitterCell, CGFloat>] = [
        "emissionLongitude": \.emissionLongitude, "emissionLatitude": \.emissionLatitude, "emissionRange": \.emissionRange,
        "velocity": \.velocity, "velocityRange": \.velocityRange, "xAcceleration": \.xAcceleration,
        "yAcceleration": \.yAcceleration, "zAcceleration": \.zAcceleration, "scale": \.scale, "scaleRange": \.scaleRange,
        "scaleSpeed": \.scaleSpeed, "spin": \.spin, "spinRange": \.spinRange, "contentsScale": \.contentsScale,
    ]

    /// Sets the value under `key`; a key the cell does not have, or a value of the wrong kind, changes
    /// nothing and is reported once.
    public func setValue(_ value: Any?, forKey key: String) {
        guard write(value, forKey: key) else {
            return ProblemLog.report("sandglass: CAEmitterCell.setValue(_:forKey:) ignored: '\(key)' with "
                                     + "\(value.map { "\(type(of: $0))" } ?? "nil") (a cell's numbers take a number, color a CGColor)")
        }
    }

    /// The value under `key` (numbers as NSNumber), nil for a key the cell does not have.
    public func value(forKey key: String) -> Any? {
        if let path = Self.floats[key] { return NSNumber(value: self[keyPath: path]) }
        if let path = Self.numbers[key] { return NSNumber(value: Double(self[keyPath: path])) }
        switch key {
        case "name": return name
        case "enabled", "isEnabled": return isEnabled
        case "color": return color
        case "contents": return contents
        case "emitterCells": return emitterCells
        default: return nil
        }
    }

    /// Whether `value` was written under `key`.
    func write(_ value: Any?, forKey key: String) -> Bool {
        let number = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? CGFloat).map(Double.init)
            ?? (value as? Float).map(Double.init) ?? (value as? Int).map(Double.init)
        if let path = Self.floats[key], let number { self[keyPath: path] = Float(number); return true }
        if let path = Self.numbers[key], let number { self[keyPath: path] = CGFloat(number); return true }
        switch key {
        case "name": name = value as? String; return value == nil || value is String
        case "enabled", "isEnabled":
            guard let on = (value as? Bool) ?? number.map({ $0 != 0 }) else { return false }
            isEnabled = on
            return true
        case "color":
            guard value == nil || value is CGColor else { return false }
            color = value.map { $0 as! CGColor }
            return true
        case "contents": contents = value; return true
        default: return false
        }
    }
}
