import Foundation

// Auto Layout's side of UIView: the constraints a view holds, its content priorities, its guides
// and margins, and the size its constraints give it.
extension UIView {
    /// The active constraints installed on this view (those whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.installed ?? [] }

    /// Activates `constraint`, installed on this view when it holds both items (as iOS requires),
    /// else on their nearest common ancestor.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if !constraint.isActive { constraint.install(on: self) }
    }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Content priorities

    /// How much the view resists growing past its intrinsic size on `axis`: 250 by default.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.hugging[axis.rawValue] ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutStorage.hugging[axis.rawValue] = priority
        constraintLayoutChanged()
    }

    /// How much the view resists shrinking below its intrinsic size on `axis`: 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutStorage.compressionResistance[axis.rawValue] = priority
        constraintLayoutChanged()
    }

    // MARK: Guides and margins

    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides ?? [] }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        layoutStorage.guides.append(guide)
        guide.owningView = self
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for c in layoutRoot.constraintsInTree() where c.firstItem === guide || c.secondItem === guide { c.isActive = false }
        autoLayoutStorage?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Zero here: there is no status bar, notch or home indicator to keep clear of.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// The bounds less `safeAreaInsets` (so the bounds themselves).
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaGuide, "UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
    }

    /// 8 points on every side by default, as for a view on iOS (a view controller's root view gets
    /// iOS's wider system margins there; here it keeps 8). Setting them re-solves.
    public var layoutMargins: UIEdgeInsets {
        get { autoLayoutStorage?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            layoutStorage.layoutMargins = newValue
            constraintLayoutChanged()
        }
    }

    /// The bounds less `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.marginsGuide, "UIViewLayoutMarginsGuide") { $0.layoutMargins }
    }

    /// The margins guide (there is no reading width to keep text to).
    public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }

    private func systemGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutStorage, UILayoutGuide?>, _ identifier: String,
                             insets: @escaping (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        if let guide = layoutStorage[keyPath: slot] { return guide }
        let guide = UILayoutGuide(identifier: identifier, insets: insets)
        guide.owningView = self
        layoutStorage[keyPath: slot] = guide
        return guide
    }

    // MARK: Fitting

    /// The smallest size the view's constraints and content allow (`systemLayoutSizeFitting(_:)`).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// A size larger than any view: fitting to it gives the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The size the constraints of the view's subtree give it when its size is pulled towards
    /// `targetSize` only at `fittingSizeLevel` (50): its content and constraints decide, the target
    /// breaks ties. The view is not changed.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The same, pulling each dimension towards the target at its own priority (`.required` fixes it).
    public func systemLayoutSizeFitting(_ targetSize: CGSize,
                                        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine().fittingSize(of: self, target: targetSize, priorities: [horizontalFittingPriority, verticalFittingPriority])
    }

    /// The active constraints of the view's tree that name this view on `axis` (its horizontal or
    /// vertical attributes; `width` is horizontal), in activation order.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutRoot.constraintsInTree()
            .filter { c in
                (c.firstItem === self && c.firstAttribute.axis == axis) || (c.secondItem === self && c.secondAttribute.axis == axis)
            }
            .sorted { $0.activationOrder < $1.activationOrder }
    }

    /// Auto Layout has no ambiguity check here: always false.
    public var hasAmbiguousLayout: Bool { false }

    /// The active constraints of the tree below this view (itself included).
    func constraintsInTree() -> [NSLayoutConstraint] {
        var all: [NSLayoutConstraint] = []
        forEachInTree { all += $0.constraints }
        return all
    }
}
