import Foundation

/// A relation between two attributes of views or layout guides, as on iOS:
/// `first.attribute1 (==, <=, >=) multiplier × second.attribute2 + constant`, or, with no second
/// item, `first.attribute1 (==, <=, >=) constant`.
///
/// Activating it installs it on the nearest common ancestor of its items (that view's
/// `constraints`); the next layout (the commit's, or `layoutIfNeeded()`) solves every active
/// constraint of the view tree together and sets the frames of views whose
/// `translatesAutoresizingMaskIntoConstraints` is false. Changing `constant` or `priority` marks the
/// layout for the next pass, so `c.constant = 100` then `UIView.animate { view.layoutIfNeeded() }`
/// animates the change as on iOS.
///
/// Required constraints that contradict each other are logged as Xcode logs them
/// ("Unable to simultaneously satisfy constraints.") and the last activated one is broken: it stays
/// active but is not applied until the conflict goes.
open class NSLayoutConstraint: CustomStringConvertible {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY,
             lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin,
             leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Weak, so that a constraint installed on a view and naming it makes no cycle.
    private(set) weak var first: AnyObject?
    private(set) weak var second: AnyObject?

    /// The view or layout guide on the left side.
    open var firstItem: AnyObject? { first }
    /// The view or layout guide on the right side; nil for a constant.
    open var secondItem: AnyObject? { second }

    /// Changing it re-solves at the next layout.
    open var constant: CGFloat { didSet { if constant != oldValue { layoutChanged() } } }

    /// `.required` by default. iOS forbids changing a required priority to optional (and back) on an
    /// active constraint; here both ways are allowed.
    open var priority: UILayoutPriority = .required { didSet { if priority != oldValue { layoutChanged() } } }

    /// A name shown in the description and in conflict logs.
    open var identifier: String?

    /// Sandglass's, not iOS's (for inspectors and tests): true while the constraint is active but
    /// broken, because it contradicts required constraints activated before it.
    public internal(set) var isBrokenByConflict = false

    /// Accepted for source compatibility (archiving is not supported).
    open var shouldBeArchived = false

    /// The view the constraint is installed on while active (the items' nearest common ancestor).
    weak var container: UIView?
    /// When it was activated, in activation order across all constraints: conflicts break the latest.
    var activationOrder = 0

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier, c)
    }

    init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
         _ multiplier: CGFloat, _ constant: CGFloat) {
        self.first = first
        firstAttribute = attr1
        self.relation = relation
        self.second = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout. Setting it true installs it on the nearest
    /// common ancestor of its items; items with none (not in one view tree) are logged, as iOS
    /// raises, and the constraint stays inactive.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue == isActive { return }
            if newValue { install() } else { uninstall() }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The anchors the constraint relates (nil for a constant's second anchor).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: first, attribute: firstAttribute) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        second.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// As iOS describes constraints (see NSLayoutConstraint+Description.swift).
    open var description: String {
        let id = identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint:\(address(of: self)) \(id)\(equation)   (\(isActive ? "active" : "inactive"))>"
    }

    // MARK: Installing

    /// Installs the constraint on `holder` when it contains both items (as `addConstraint(_:)` does
    /// on iOS), else on their nearest common ancestor.
    func install(on holder: UIView? = nil) {
        guard var ancestor = commonAncestor() else {
            let anchors = [(first, firstAttribute), (second, secondAttribute)].map { "\(itemDescription($0)).\($1.name)" }
            FileHandle.standardError.write(Data(("Unable to activate constraint with anchors \(anchors[0]) and \(anchors[1]) "
                + "because they have no common ancestor. Does the constraint or its anchors reference items in "
                + "different view hierarchies? That's illegal.\n").utf8))
            return
        }
        if let holder, ancestor.isDescendant(of: holder) { ancestor = holder }
        activationOrder = ActivationCounter.shared.next()
        container = ancestor
        ancestor.layoutStorage.installed.append(self)
        layoutChanged()
    }

    func uninstall() {
        layoutChanged()
        isBrokenByConflict = false
        container?.layoutStorage.installed.removeAll { $0 === self }
        container = nil
    }

    /// The nearest view that holds every item (a guide counts as its owning view).
    func commonAncestor() -> UIView? {
        guard let a = first.flatMap(owningView) else { return nil }
        guard let second else { return a }
        guard let b = owningView(second) else { return nil }
        var candidate: UIView? = a
        while let c = candidate {
            if b.isDescendant(of: c) { return c }
            candidate = c.superview
        }
        return nil
    }

    /// Marks the layout of the items' tree for the next pass.
    func layoutChanged() {
        for item in [first, second].compactMap({ $0 }) { owningView(item)?.constraintLayoutChanged() }
    }
}

/// The view an item stands for: itself, or a guide's owning view.
func owningView(_ item: AnyObject) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
}

/// Numbers activations across all constraints.
private final class ActivationCounter: @unchecked Sendable {
    static let shared = ActivationCounter()
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        count += 1
        return count
    }
}
