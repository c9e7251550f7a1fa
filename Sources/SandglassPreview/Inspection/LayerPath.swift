import Sandglass
import SandglassHeadless

/// A layer's place in a scene's tree, as child indices from the root (a mask is step -1), so that the
/// same layer is found in the model tree, in a presentation copy, and after the scene is rebuilt.
package struct LayerPath: Hashable, Sendable {
    package var steps: [Int]

    package init(_ steps: [Int] = []) { self.steps = steps }

    /// Whether `other` is under this layer (a descendant, not itself).
    package func isAncestor(of other: LayerPath) -> Bool {
        other.steps.count > steps.count && Array(other.steps.prefix(steps.count)) == steps
    }

    /// The layer at this path under `root`, or nil when the tree has no such place (any more).
    package func resolve(in root: CALayer) -> CALayer? {
        var layer = root
        for step in steps {
            if step == -1 {
                guard let mask = layer.mask else { return nil }
                layer = mask
            } else {
                guard let sublayers = layer.sublayers, sublayers.indices.contains(step) else { return nil }
                layer = sublayers[step]
            }
        }
        return layer
    }

    /// The path of `target` (the same object) under `root`, or nil when it is not in that tree.
    package static func of(_ target: CALayer, in root: CALayer) -> LayerPath? {
        var stack: [(CALayer, [Int])] = [(root, [])]
        while let (layer, steps) = stack.popLast() {
            if layer === target { return LayerPath(steps) }
            if let mask = layer.mask { stack.append((mask, steps + [-1])) }
            for (i, child) in (layer.sublayers ?? []).enumerated() { stack.append((child, steps + [i])) }
        }
        return nil
    }
}
