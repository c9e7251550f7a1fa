import Foundation
import UIKit

/// What the preview's inspector and tracks, and a Lottie export's layers, call a layer that has no `name`: the property it was assigned to
/// in the scene's code when one can be found (`ball` for `let ball = CAShapeLayer()` in the scene, or in
/// a view the scene holds), else its view's class or its own and its index among its siblings
/// (`CardView 1`, `CAShapeLayer 2`), never a bare `layer2`.
///
/// The properties are found by reflection (`Mirror`) over the scene object and the objects it holds,
/// `maximumDepth` objects deep, once per scene build.
package struct LayerNames {
    private var names: [ObjectIdentifier: String] = [:]
    /// Objects followed from the scene when looking for properties.
    static let maximumDepth = 3

    package init() {}

    /// The property names of the layers `scene` (any object or value) holds, and those of the views
    /// and layers it holds in turn.
    package init(reflecting scene: Any) {
        var seen = Set<ObjectIdentifier>()
        visit(scene, depth: 0, seen: &seen)
    }

    private mutating func visit(_ value: Any, depth: Int, seen: inout Set<ObjectIdentifier>) {
        guard depth <= Self.maximumDepth else { return }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label.map(Self.propertyName), !label.isEmpty,
                      let value = Self.unwrapped(child.value), type(of: value) is AnyClass else { continue }
                let object = value as AnyObject
                let id = ObjectIdentifier(object)
                if let layer = object as? CALayer, names[ObjectIdentifier(layer)] == nil {
                    names[ObjectIdentifier(layer)] = label
                } else if let view = object as? UIView, names[ObjectIdentifier(view.layer)] == nil {
                    names[ObjectIdentifier(view.layer)] = label
                }
                if seen.insert(id).inserted, !(object is CALayer) { visit(value, depth: depth + 1, seen: &seen) }
            }
            mirror = current.superclassMirror
        }
    }

    /// The value inside an optional (a lazy property's storage), nil for none; any other value itself.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map(\.value)
    }

    /// A stored property's label without the storage prefix of lazy properties (`$__lazy_storage_$_`).
    private static func propertyName(_ label: String) -> String {
        label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst("$__lazy_storage_$_".count)) : label
    }

    /// The name code would call `layer` by: its `name` or the property that holds it; nil when it has
    /// neither (copied code then says `layer`).
    package func codeName(of layer: CALayer) -> String? {
        if let name = layer.name, !name.isEmpty { return name }
        return names[ObjectIdentifier(layer)]
    }

    /// The name `layer` is shown by: its `name`, the property it was found in, or the class of its
    /// view (a view's layer: `CardView 1`, a label with its text, `UILabel "Hello" 0`), else its own
    /// class, and its `index` among its siblings. Never a bare `CALayer 1` for a view's layer, which
    /// says nothing of what is on screen.
    package func name(of layer: CALayer, index: Int) -> String {
        if let name = layer.name, !name.isEmpty { return name }
        if let property = names[ObjectIdentifier(layer)] { return property }
        if let label = layer.delegate as? UILabel, let text = label.text, !text.isEmpty {
            let shown = text.count > 16 ? text.prefix(15) + "…" : Substring(text)
            return "\(type(of: label)) \"\(shown)\" \(index)"
        }
        if let view = layer.delegate as? UIView { return "\(type(of: view)) \(index)" }
        return "\(type(of: layer)) \(index)"
    }
}
