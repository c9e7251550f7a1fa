import Foundation
import QuartzCore

/// `UISplitViewController`, minimal: a primary column beside a secondary one, or, in a narrow view
/// (collapsed), one of them filling it.
///
/// - Wide (600 points or more; iOS decides by the size class, which follows the device): the primary
///   column is `preferredPrimaryColumnWidthFraction` of the width (320 points when automatic),
///   clamped by the minimum and maximum widths when set, left of the secondary, with a hairline
///   between them. `.secondaryOnly` (and the older `.primaryHidden`) hides the primary column;
///   `.oneOverSecondary` lays it over the secondary one.
/// - Collapsed: the primary column fills the view. As on iOS, unless the delegate's
///   `collapseSecondary(_:onto:)` answers true, a secondary controller is pushed onto a primary
///   navigation controller when the split view first collapses.
/// - `showDetailViewController(_:sender:)` replaces the secondary controller.
///
/// Not here: the tab-style sidebar of iOS 14's styles, the supplementary column's own layout (it is
/// kept), gestures that reveal a hidden column, and animated changes of display mode.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
             twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }

    /// `preferredPrimaryColumnWidthFraction` and the widths left to the split view.
    public static let automaticDimension: CGFloat = -1
    /// Below this width the split view collapses (Sandglass's stand-in for the compact size class).
    static let collapsingWidth: CGFloat = 600
    /// The primary column's automatic width, iOS's.
    static let automaticPrimaryWidth: CGFloat = 320

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?
    open var preferredDisplayMode = DisplayMode.automatic { didSet { view.setNeedsLayout() } }
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { view.setNeedsLayout() } }
    open var primaryEdge = PrimaryEdge.leading { didSet { view.setNeedsLayout() } }
    /// Kept: no gesture reveals a hidden column.
    open var presentsWithGesture = true

    private var columns: [Column: UIViewController] = [:]
    private var collapsedOnce = false
    private let separator = UIView()

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { nil }

    /// The primary and secondary controllers, in that order (the classic interface).
    open var viewControllers: [UIViewController] {
        get { [columns[.primary], columns[.secondary]].compactMap { $0 } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue[1] : nil, for: .secondary)
        }
    }

    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    open func setViewController(_ controller: UIViewController?, for column: Column) {
        if let old = columns[column], old !== controller {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = controller
        if let controller, controller.parentController !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        if isViewLoaded { view.setNeedsLayout() }
    }

    /// Whether one column fills the view: the view is narrower than 600 points.
    open var isCollapsed: Bool { isViewLoaded && view.bounds.width < Self.collapsingWidth }

    /// What is shown: `preferredDisplayMode`, automatic resolved to one beside the secondary.
    open var displayMode: DisplayMode {
        switch preferredDisplayMode {
        case .automatic, .twoBesideSecondary, .twoDisplaceSecondary: .oneBesideSecondary
        case .twoOverSecondary: .oneOverSecondary
        default: preferredDisplayMode
        }
    }

    /// The primary column's width when shown beside or over the secondary.
    open var primaryColumnWidth: CGFloat {
        let width = isViewLoaded ? view.bounds.width : 0
        var primary = preferredPrimaryColumnWidthFraction >= 0 ? width * preferredPrimaryColumnWidthFraction : Self.automaticPrimaryWidth
        if minimumPrimaryColumnWidth >= 0 { primary = max(primary, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { primary = min(primary, maximumPrimaryColumnWidth) }
        return min(max(primary, 0), width)
    }

    open func show(_ column: Column) {
        if column == .primary, displayMode == .secondaryOnly { preferredDisplayMode = .oneBesideSecondary }
    }

    open func hide(_ column: Column) {
        if column == .primary { preferredDisplayMode = .secondaryOnly }
    }

    /// Replaces the secondary controller (the delegate may do it instead, answering true).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        setViewController(vc, for: .secondary)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutColumns()
    }

    private func layOutColumns() {
        let bounds = view.bounds
        let primary = columns[.primary], secondary = columns[.secondary]
        if isCollapsed {
            if !collapsedOnce, let secondary, let primary {
                collapsedOnce = true
                if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true,
                   let navigation = primary as? UINavigationController {
                    secondary.willMove(toParent: nil)
                    secondary.viewIfLoaded?.removeFromSuperview()
                    secondary.removeFromParent()
                    columns[.secondary] = nil
                    navigation.pushViewController(secondary, animated: false)
                }
            }
            secondary?.viewIfLoaded?.removeFromSuperview()
            separator.removeFromSuperview()
            place(primary, in: bounds)
            return
        }
        let width = primaryColumnWidth
        let leading = primaryEdge == .leading
        let primaryFrame = CGRect(x: leading ? 0 : bounds.width - width, y: 0, width: width, height: bounds.height)
        switch displayMode {
        case .secondaryOnly:
            primary?.viewIfLoaded?.removeFromSuperview()
            separator.removeFromSuperview()
            place(secondary, in: bounds)
        case .oneOverSecondary:
            place(secondary, in: bounds)
            place(primary, in: primaryFrame)
            separator.removeFromSuperview()
        default:
            let rest = CGRect(x: leading ? width : 0, y: 0, width: bounds.width - width, height: bounds.height)
            place(primary, in: primaryFrame)
            place(secondary, in: rest)
            let hairline = 1 / UIScreen.main.scale
            separator.backgroundColor = .separator
            separator.frame = CGRect(x: leading ? width - hairline : bounds.width - width, y: 0, width: hairline, height: bounds.height)
            if separator.superview == nil { view.addSubview(separator) } else { view.bringSubviewToFront(separator) }
        }
    }

    private func place(_ controller: UIViewController?, in frame: CGRect) {
        guard let controller else { return }
        controller.view.frame = frame
        if controller.view.superview !== view { view.addSubview(controller.view) } else { view.bringSubviewToFront(controller.view) }
    }
}

/// `UISplitViewControllerDelegate`: the members a minimal split view asks; each has iOS's default.
public protocol UISplitViewControllerDelegate: AnyObject {
    /// True: the secondary controller is not put on the primary one when the split view collapses.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// True: the delegate showed `vc` itself.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }
}
