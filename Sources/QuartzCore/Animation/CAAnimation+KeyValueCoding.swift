import Foundation

// An animation is a key-value coding container, as on iOS: posts tag one with the layer it moves
// (`anim.setValue(layer, forKey: "layer")`) and read the tag back in `animationDidStop`. The copy
// `add(_:forKey:)` keeps carries the tags.
extension CAAnimation {
    /// `valueForKey:` for keys of the app's own (the animation's properties are not looked up).
    public func value(forKey key: String) -> Any? { keyedValues[key] }

    /// `setValue:forKey:` for keys of the app's own; nil removes the key.
    public func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
}
