import Foundation

/// A rectangle that takes part in Auto Layout like a view but draws nothing: a spacer between
/// views, or a view's safe area and margins (`safeAreaLayoutGuide`, `layoutMarginsGuide`). Add one
/// with `addLayoutGuide(_:)`; its `layoutFrame` is known after layout.
open class UILayoutGuide: LayoutAnchorProviding, CustomStringConvertible {
    /// The view it was added to (weak, as on iOS).
    open internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// Where the last layout put it, in the owning view's coordinates; a view's safe area and
    /// margins guides are always its bounds less the insets.
    open var layoutFrame: CGRect {
        if let owner = owningView, let insets = insets(owner) { return owner.bounds.inset(by: insets) }
        return solvedFrame
    }
    var solvedFrame = CGRect.zero

    /// For the system's guides: their frame is the owning view's bounds less these insets.
    let insets: (UIView) -> UIEdgeInsets?

    public init() { insets = { _ in nil } }

    init(identifier: String, insets: @escaping (UIView) -> UIEdgeInsets?) {
        self.identifier = identifier
        self.insets = insets
    }

    open var description: String {
        "<UILayoutGuide: \(address(of: self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(itemDescription(owningView))>"
    }
}
