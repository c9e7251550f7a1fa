import Foundation

// Reading an animation's `Any` values for its key path: done once, on the copy
// `CALayer.add(_:forKey:)` keeps, so that evaluation only sees CAValues.
extension CAPropertyAnimation {
    /// Reads this animation's values as values of `kind` ("number", "point"...) for `keyPath`.
    func readValues(keyPath: String, kind: String) throws(CAAnimationError) {
        func read(_ v: Any, _ field: String) throws(CAAnimationError) -> CAValue {
            guard let c = CAValue(v, kind: kind) else {
                throw .value(.kindMismatch(keyPath: keyPath, field: field, got: ValueTypeName.of(v),
                                           expected: ValueTypeName.expected(kind)))
            }
            return c
        }
        if let b = self as? CABasicAnimation {
            b.converted = BasicValues(from: try b.fromValue.map { v throws(CAAnimationError) in try read(v, "fromValue") },
                                      to: try b.toValue.map { v throws(CAAnimationError) in try read(v, "toValue") },
                                      by: try b.byValue.map { v throws(CAAnimationError) in try read(v, "byValue") })
        } else if let k = self as? CAKeyframeAnimation {
            k.convertedValues = nil
            if k.path != nil {
                guard kind == "point" else {
                    throw .keyPath(.typeMismatch(keyPath: keyPath, field: "path", expected: kind, got: "point"))
                }
                return
            }
            guard let given = k.values else { return }
            var values: [CAValue] = []
            values.reserveCapacity(given.count)
            for (i, v) in given.enumerated() { values.append(try read(v, "values[\(i)]")) }
            k.convertedValues = values
        }
    }
}
