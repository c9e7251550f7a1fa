import Foundation

// Core Graphics' copies return optionals (the C functions return NULL on failure), so `path.copy()!`
// and `if let p = path.mutableCopy()` compile as on iOS. Here a copy never fails.
extension CGPath {
    /// An immutable copy: the path itself when it is already immutable.
    public func copy() -> CGPath? { immutable }

    /// An immutable copy with every point mapped by `transform` (nil: none), as iOS's
    /// `copy(using: &transform)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return immutable }
        return applying(t)
    }

    /// A mutable copy that can be built on without changing this path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(checkedElements: elements, containsNonFiniteInput: containsNonFiniteInput)
    }

    /// A mutable copy with every point mapped by `transform` (nil: none).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let copy = CGMutablePath(checkedElements: elements, containsNonFiniteInput: containsNonFiniteInput)
        if let t = transform?.pointee, !t.isIdentity { copy.elements = elements.map { $0.applying(t) } }
        return copy
    }

}
