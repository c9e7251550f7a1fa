import Foundation
import QuartzCore

/// Where the view property changes made inside an animation block go: `UIView.animate`'s block
/// (UIViewAnimation) turns them into animations at once, a property animator keeps them to drive.
protocol ViewPropertyRecorder: AnyObject {
    /// Applies `body` (which sets the layer properties `keys`) and takes over the ones that changed.
    func record(_ keys: [String], of layer: CALayer, _ body: () -> Void)
}

/// One layer property an animation block changed: the value on screen before the change and the new
/// model value, each as the layer gives it (`Any`, what `fromValue` takes) and as a CAValue.
struct ViewPropertyChange {
    let layer: CALayer
    let key: String
    var from: (any: Any, value: CAValue)
    var to: (any: Any, value: CAValue)

    /// Applies `body` with no implicit animation and returns the properties among `keys` whose value
    /// on screen before differs from the model value after.
    static func capture(_ keys: [String], of layer: CALayer, _ body: () -> Void) -> [ViewPropertyChange] {
        let shown = layer.presentation()
        let before = keys.map { shown?.value(forKeyPath: $0) ?? layer.value(forKeyPath: $0) }
        UIView.withoutActions(body)
        return zip(keys, before).compactMap { key, start in
            guard let start, let end = layer.value(forKeyPath: key),
                  let a = CAValue(any: start), let b = CAValue(any: end), a != b else { return nil }
            return ViewPropertyChange(layer: layer, key: key, from: (start, a), to: (end, b))
        }
    }
}
