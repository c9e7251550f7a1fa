import Foundation

// `validate()` for every animation class: the checks `CALayer.add(_:forKey:)` runs, after reading
// the values for the key path, before it accepts an animation.
extension CAAnimation {
    func validateTiming() throws(CAAnimationError) {
        let finite: [(String, Double)] = [("beginTime", beginTime), ("duration", duration), ("speed", Double(speed)),
                                          ("timeOffset", timeOffset), ("repeatDuration", repeatDuration)]
        for (f, v) in finite where !v.isFinite { throw .timing(.notFinite(field: f, value: v)) }
        if repeatCount.isNaN { throw .timing(.notFinite(field: "repeatCount", value: Double(repeatCount))) }
        if repeatCount < 0 { throw .timing(.negative(field: "repeatCount", value: Double(repeatCount))) }
        if repeatDuration < 0 { throw .timing(.negative(field: "repeatDuration", value: repeatDuration)) }
    }
}

extension CABasicAnimation {
    func validateValues() throws(CAAnimationError) {
        for (f, v) in [("fromValue", converted.from), ("toValue", converted.to), ("byValue", converted.by)] {
            if let v, !v.isFinite { throw .value(.notFinite(field: f, value: v.description)) }
        }
        if let s = self as? CASpringAnimation {
            for (f, v) in [("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping), ("initialVelocity", s.initialVelocity)]
            where !v.isFinite { throw .timing(.notFinite(field: f, value: Double(v))) }
            if s.mass <= 0 { throw .timing(.notPositive(field: "mass", value: Double(s.mass))) }
            if s.stiffness <= 0 { throw .timing(.notPositive(field: "stiffness", value: Double(s.stiffness))) }
            if s.damping < 0 { throw .timing(.negative(field: "damping", value: Double(s.damping))) }
        }
    }
}

extension CAKeyframeAnimation {
    func validateKeyframes() throws(CAAnimationError) {
        do {
            resolved = try ResolvedKeyframes(self)
        } catch {
            throw .keyframes(error)
        }
        for (i, v) in (convertedValues ?? []).enumerated() where path == nil && !v.isFinite {
            throw .value(.notFinite(field: "values[\(i)]", value: v.description))
        }
        if let p = path, p.containsNonFiniteInput { throw .value(.notFinite(field: "path", value: "NaN or infinity")) }
    }
}

extension CAAnimationGroup {
    func validateChildren() throws(CAAnimationError) {
        for (i, a) in (animations ?? []).enumerated() {
            do { try a.validate() } catch { throw .groupChild(index: i, error) }
        }
    }
}
