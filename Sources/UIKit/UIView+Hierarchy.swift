import Foundation
import QuartzCore

// Moving views in the tree, with UIKit's calls around each move, in iOS's order:
//   old superview's willRemoveSubview(_:), willMove(toSuperview:), willMove(toWindow:) (the view, then
//   its subviews, depth first; only when the window changes), the move itself, didMoveToWindow() (in
//   the same order), didMoveToSuperview(), then the new superview's didAddSubview(_:); then
//   tintColorDidChange() and traitCollectionDidChange(_:) where they changed.
extension UIView {
    /// Puts `view` among the subviews at `index` (clamped), its layer just below the layer of the
    /// subview that was at `index` (or on top); a subview already here only changes place.
    func place(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.parent === self {
            return reorder(view, to: min(index, children.count - 1))
        }
        let index = max(0, min(index, children.count))
        let oldWindow = view.window, newWindow = window
        let oldTint = view.tintColor
        let oldTraits = view.inheritedTraits
        view.parent?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInTree { $0.willMove(toWindow: newWindow) } }
        view.unlink()
        let sibling = index < children.count ? children[index] : nil
        children.insert(view, at: index)
        view.parent = self
        if let sibling { layer.insertSublayer(view.layer, below: sibling.layer) } else { layer.addSublayer(view.layer) }
        if oldWindow !== newWindow { view.forEachInTree { $0.didMoveToWindow() } }
        view.didMoveToSuperview()
        didAddSubview(view)
        view.joinedTree()
        if view.tintColor != oldTint { view.tintColorChanged() }
        view.inheritedTraitsChanged(from: oldTraits, to: view.inheritedTraits)
    }

    /// Moves a subview to `index` among the subviews, and its layer with it; no lifecycle calls.
    func reorder(_ view: UIView, to index: Int) {
        guard let from = children.firstIndex(of: view) else { return }
        children.remove(at: from)
        let index = max(0, min(index, children.count))
        view.layer.removeFromSuperlayer()
        if index < children.count {
            layer.insertSublayer(view.layer, below: children[index].layer)
        } else if let last = children.last {
            layer.insertSublayer(view.layer, above: last.layer)
        } else {
            layer.addSublayer(view.layer)
        }
        children.insert(view, at: index)
    }

    func detachFromSuperview() {
        guard let old = parent else { return }
        let oldWindow = window
        let oldTint = tintColor
        let oldTraits = inheritedTraits
        old.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInTree { $0.willMove(toWindow: nil) } }
        unlink()
        if oldWindow != nil { forEachInTree { $0.didMoveToWindow() } }
        didMoveToSuperview()
        if tintColor != oldTint { tintColorChanged() }
        inheritedTraitsChanged(from: oldTraits, to: inheritedTraits)
    }

    /// Takes the view out of its superview's list and its layer out of the tree, with no calls.
    private func unlink() {
        deactivateConstraintsLeavingTree()
        parent?.children.removeAll { $0 === self }
        parent = nil
        layer.removeFromSuperlayer()
    }

    /// `body` on this view, then on its descendants, depth first.
    func forEachInTree(_ body: (UIView) -> Void) {
        body(self)
        for child in children { child.forEachInTree(body) }
    }

    /// Tells this view, and the subviews that inherit its tint, that the tint changed.
    func tintColorChanged() {
        tintColorDidChange()
        for child in children where child.ownTintColor == nil { child.tintColorChanged() }
    }
}
