import Foundation
import QuartzCore

// How trait changes reach views and controllers. A view's traits are a function of what it inherits
// and the overrides on the way (its controller's, then its own), so a change is told from where it
// starts, down the tree, stopping at a subtree whose traits did not change: a view that overrides the
// style hides a change of style from its subviews.
extension UIView: UITraitEnvironment {
    /// `base` with the controller's override (for a controller's view), then this view's, laid over it.
    func traits(inheriting base: UITraitCollection) -> UITraitCollection {
        let controlled = owningController.map { $0.traits(inheriting: base) } ?? base
        return controlled.overriding(overrideUserInterfaceStyle)
    }

    /// What this view inherits went from `oldBase` to `newBase` (it moved, or an ancestor's traits
    /// changed): tells its controller, then the view and its subviews.
    func inheritedTraitsChanged(from oldBase: UITraitCollection, to newBase: UITraitCollection) {
        var (old, new) = (oldBase, newBase)
        if let controller = owningController {
            (old, new) = (controller.traits(inheriting: oldBase), controller.traits(inheriting: newBase))
            if old.isEqual(new) == false { new.performAsCurrent { controller.traitCollectionDidChange(old) } }
        }
        ownTraitsChanged(from: old.overriding(overrideUserInterfaceStyle), to: new.overriding(overrideUserInterfaceStyle))
    }

    /// The view's traits went from `old` to `new`: a dynamic background colour is resolved again (not
    /// animated) and the view's own colours are shown again (`colorAppearanceChanged()`), then
    /// `traitCollectionDidChange(_:)` is called, then the subviews are told.
    func ownTraitsChanged(from old: UITraitCollection, to new: UITraitCollection) {
        guard !old.isEqual(new) else { return }
        new.performAsCurrent {
            if new.hasDifferentColorAppearance(comparedTo: old) {
                if let background = assignedBackgroundColor, background.isDynamic {
                    UIView.withoutActions { layer.backgroundColor = background.resolvedColor(with: new).cgColor }
                }
                colorAppearanceChanged()
            }
            traitCollectionDidChange(old)
        }
        for child in children { child.inheritedTraitsChanged(from: old, to: new) }
    }
}
