import Foundation

/// What Auto Layout keeps for a view, made the first time a view takes part (most views never do):
/// the constraints installed on it, its content priorities, guides and margins, and, on the root of
/// a tree, the engine that solves the tree.
final class ViewLayoutStorage {
    /// Active constraints whose items' nearest common ancestor is this view, in activation order.
    var installed: [NSLayoutConstraint] = []
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var needsUpdateConstraints = false
    /// True while the view's frame is an unknown of its root's engine or pinned in it.
    var inEngine = false
    /// The engine solving the tree this view is the root of.
    var engine: LayoutEngine?
    var engineNeedsUpdate = false
}

extension UIView {
    var layoutStorage: ViewLayoutStorage {
        if let storage = autoLayoutStorage { return storage }
        let storage = ViewLayoutStorage()
        autoLayoutStorage = storage
        return storage
    }

    /// The topmost ancestor: the view whose engine solves this view's constraints.
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Marks the tree's constraint layout for the next layout pass (the commit's or
    /// `layoutIfNeeded()`), and marks this view and its superview for layout so that the pass,
    /// which runs from the scene's root layer down, reaches one of them.
    func constraintLayoutChanged() {
        layoutRoot.layoutStorage.engineNeedsUpdate = true
        layer.setNeedsLayout()
        superview?.layer.setNeedsLayout()
    }

    /// The hook of `setNeedsLayout()` and of frame changes: a view the engine reads (its intrinsic
    /// size, or its frame when it translates its frame into constraints) marks the layout.
    func viewLayoutMayHaveChanged(frameOnly: Bool) {
        guard let storage = autoLayoutStorage, storage.inEngine else { return }
        if frameOnly && !translatesAutoresizingMaskIntoConstraints { return }
        constraintLayoutChanged()
    }

    /// Solves the tree's constraints if they changed, and sets the frames of the views they place.
    /// Runs from `layoutSubviews()` and `layoutIfNeeded()`.
    func updateConstraintLayoutIfNeeded() {
        let root = layoutRoot
        guard let storage = root.autoLayoutStorage, storage.engineNeedsUpdate else { return }
        let engine = storage.engine ?? LayoutEngine()
        storage.engine = engine
        guard !engine.isUpdating else { return }
        let moved = engine.update(root: root)
        // After the update: what `updateConstraints()` changed during it is in this solution already.
        storage.engineNeedsUpdate = false
        // Views that changed size lay out their own subviews now, not one frame late.
        for view in moved { view.layer.layoutIfNeeded() }
    }

    /// Called as the view leaves its superview: constraints held by the old ancestors that name a
    /// view of this subtree are deactivated, as on iOS.
    func deactivateConstraintsLeavingTree() {
        var ancestor = superview
        while let holder = ancestor {
            for c in holder.autoLayoutStorage?.installed ?? [] where c.references(subtreeOf: self) { c.isActive = false }
            ancestor = holder.superview
        }
    }

    /// Called after the view joined a tree: its new root solves again if the subtree has anything
    /// for it.
    func joinedTree() {
        var engaged = false
        forEachInTree { if $0.autoLayoutStorage != nil || !$0.translatesAutoresizingMaskIntoConstraints { engaged = true } }
        if engaged { constraintLayoutChanged() }
    }
}

extension NSLayoutConstraint {
    func references(subtreeOf view: UIView) -> Bool {
        [firstItem, secondItem].contains { item in item.flatMap(owningView)?.isDescendant(of: view) ?? false }
    }
}
