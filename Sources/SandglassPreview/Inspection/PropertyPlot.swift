import Foundation
import SandglassHeadless
import Sandglass

/// The inspector's value-over-time plot: a layer's animated key path sampled across the timeline, from
/// presentation copies of the layer (`presentationTree(at:)`, its ancestors' timing included) with the
/// animations it has now. Each sample is the value's components: a number, a point's x and y, a size, a
/// rectangle, a colour's RGBA, a transform's parts (its turn in degrees, scale x and y, translation x
/// and y: what an animation of it changes, not six matrix cells). Angles are in degrees and unwrapped
/// across the samples, so a turn that goes on past 180° plots as a line, not a sawtooth.
package struct PropertyPlot: Equatable, Sendable {
    package let keyPath: String
    package let times: [Double]
    /// `samples[i]`: the components at `times[i]`; empty when the value has no numeric form there.
    package let samples: [[Double]]

    /// Component names for the legend (empty until a sample has a value).
    package var componentNames: [String] {
        switch samples.first(where: { !$0.isEmpty })?.count ?? 0 {
        case 1: return [Self.isAngle(keyPath) ? keyPath + " (°)" : keyPath]
        case 2: return keyPath.hasPrefix("bounds") ? ["width", "height"] : ["x", "y"]
        case 4: return keyPath.lowercased().contains("color") ? ["r", "g", "b", "a"] : ["x", "y", "width", "height"]
        case 5: return ["rotation (°)", "scale x", "scale y", "x", "y"]
        case let n: return (0..<n).map { "\($0)" }
        }
    }

    /// Samples `keyPath` of `layer` (a model layer in its tree) at `count` times evenly from `start` to `end`.
    package init(layer: CALayer, keyPath: String, from start: Double, to end: Double, count: Int) {
        self.keyPath = keyPath
        let n = max(2, count)
        times = (0..<n).map { start + (end - start) * Double($0) / Double(n - 1) }
        let raw = times.map { Self.components(layer.presentationTree(at: $0).value(forKeyPath: keyPath), keyPath: keyPath) }
        samples = Self.isAngle(keyPath) || raw.contains(where: { $0.count == 5 }) ? Self.unwrappingFirst(raw) : raw
    }

    /// A rotation key path (`transform.rotation`, `transform.rotation.z`…): its value is an angle.
    static func isAngle(_ keyPath: String) -> Bool {
        keyPath.split(separator: ".").contains { $0 == "rotation" }
    }

    /// The first component (an angle in degrees) of each sample, continued across ±180° jumps.
    static func unwrappingFirst(_ samples: [[Double]]) -> [[Double]] {
        var out = samples, previous: Double?
        for i in out.indices where !out[i].isEmpty {
            if let previous {
                while out[i][0] - previous > 180 { out[i][0] -= 360 }
                while out[i][0] - previous < -180 { out[i][0] += 360 }
            }
            previous = out[i][0]
        }
        return out
    }

    /// The numeric components of a key-value coding value at `keyPath`, or none.
    static func components(_ value: Any?, keyPath: String = "") -> [Double] {
        switch value {
        case let n as NSNumber where isAngle(keyPath): return [n.doubleValue * 180 / .pi]
        case let n as NSNumber: return [n.doubleValue]
        case let b as Bool: return [b ? 1 : 0]
        case let d as Double: return [d]
        case let p as CGPoint: return [Double(p.x), Double(p.y)]
        case let s as CGSize: return [Double(s.width), Double(s.height)]
        case let r as CGRect: return [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }
        case let c as CGColor: return c.rgba.map { Double($0) }
        case let t as CATransform3D:
            guard let parts = t.decomposed() else { return [] }
            return [parts.eulerAngles.z * 180 / .pi, parts.scale.x, parts.scale.y, parts.translation.x, parts.translation.y]
                .map { Double($0) }
        default: return []
        }
    }

    /// The key paths the layer's animations animate, groups included, in the order they were added.
    package static func animatedKeyPaths(of layer: CALayer) -> [String] {
        var paths: [String] = []
        func visit(_ animation: CAAnimation) {
            if let group = animation as? CAAnimationGroup { (group.animations ?? []).forEach(visit) }
            if let keyPath = (animation as? CAPropertyAnimation)?.keyPath, !paths.contains(keyPath) { paths.append(keyPath) }
        }
        for key in layer.animationKeys() ?? [] { layer.animation(forKey: key).map(visit) }
        return paths
    }
}
