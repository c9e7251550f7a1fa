import Foundation
import SandglassLayout

/// The part of a view tree Auto Layout meets: the views constraints name or place (with their
/// ancestors, up to the root), the guides they name, and the active constraints among them in
/// activation order.
struct TreeSnapshot {
    let root: UIView
    /// For `systemLayoutSizeFitting`: the target size and the priorities pulling towards it.
    let fitting: (target: CGSize, priorities: [UILayoutPriority])?
    private(set) var views: [UIView] = []
    private(set) var guides: [UILayoutGuide] = []
    private(set) var constraints: [NSLayoutConstraint] = []

    init(root: UIView, fitting: (target: CGSize, priorities: [UILayoutPriority])?) {
        self.root = root
        self.fitting = fitting
        var all: [UIView] = []
        root.forEachInTree { all.append($0) }
        let inTree = Set(all.map(ObjectIdentifier.init))
        func isInTree(_ item: AnyObject?) -> Bool { item.flatMap(owningView).map { inTree.contains(ObjectIdentifier($0)) } ?? false }
        constraints = all.flatMap(\.constraints)
            .filter { isInTree($0.firstItem) && ($0.secondAttribute == .notAnAttribute || isInTree($0.secondItem)) }
            .sorted { $0.activationOrder < $1.activationOrder }

        var engaged: Set<ObjectIdentifier> = []
        func engage(_ view: UIView) {
            var v: UIView? = view
            while let current = v, engaged.insert(ObjectIdentifier(current)).inserted, current !== root { v = current.superview }
        }
        for c in constraints {
            for item in [c.firstItem, c.secondItem].compactMap({ $0 }) {
                if let view = owningView(item) { engage(view) }
                if let guide = item as? UILayoutGuide, !guides.contains(where: { $0 === guide }) { guides.append(guide) }
            }
        }
        for view in all where !view.translatesAutoresizingMaskIntoConstraints { engage(view) }
        if fitting != nil { engage(root) }
        views = all.filter { engaged.contains(ObjectIdentifier($0)) }
    }
}

extension LayoutEngine {
    /// The solver's constraints for `tree`, in the order they are added: the root's frame, the frames
    /// of views that translate theirs, the system guides, intrinsic sizes, then the NSLayoutConstraints
    /// in activation order (so that a conflict breaks the latest).
    func specs(for tree: TreeSnapshot) -> [(key: Key, spec: Spec)] {
        var out: [(key: Key, spec: Spec)] = []
        let weights = PriorityWeights(tree)
        func add(_ key: Key, _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                 _ strength: Double = Strength.required, source: NSLayoutConstraint? = nil, _ describe: @escaping () -> String) {
            out.append((key, Spec(expression: lhs - rhs, relation: relation, strength: strength, describe: describe, source: source)))
        }
        func implicit(_ item: AnyObject, _ kind: Implicit) -> Key { .implicit(ObjectIdentifier(item), kind) }
        let edges: [(Implicit, KeyPath<Frame, Variable>, String)] =
            [(.left, \.left, "minX"), (.top, \.top, "minY"), (.width, \.width, "width"), (.height, \.height, "height")]

        // The root: its bounds, or in fitting its origin and a pull towards the target size.
        let root = tree.root, r = frame(of: root)
        let rootValues = [root.bounds.minX, root.bounds.minY, root.bounds.width, root.bounds.height]
        for (index, (kind, variable, name)) in edges.enumerated() {
            var value = rootValues[index], strength = Strength.required
            if let fitting = tree.fitting, index >= 2 {
                value = index == 2 ? fitting.target.width : fitting.target.height
                strength = weights.strength(fitting.priorities[index - 2])
            }
            add(implicit(root, kind), LinearExpression(r[keyPath: variable]), .equal, LinearExpression(constant: value), strength) { [weak root] in
                "<NSLayoutConstraint 'UIView-Encapsulated-Layout-\(name)' \(itemDescription(root)).\(name) == \(number(value))   (active)>"
            }
        }

        // Views whose frame is their constraints: origin in the superview, and size.
        for view in tree.views where view !== root && view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            let v = frame(of: view), p = frame(of: parent)
            let size = view.bounds.size, anchor = view.layer.anchorPoint, position = view.layer.position
            let origin = CGPoint(x: position.x - anchor.x * size.width - parent.bounds.minX,
                                 y: position.y - anchor.y * size.height - parent.bounds.minY)
            let values = [origin.x, origin.y, size.width, size.height]
            for (index, (kind, variable, name)) in edges.enumerated() {
                let base = index < 2 ? LinearExpression(p[keyPath: variable]) : LinearExpression(constant: 0)
                add(implicit(view, kind), LinearExpression(v[keyPath: variable]), .equal, base + values[index]) { [weak view] in
                    "<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(itemDescription(view)).\(name) == \(number(values[index]))   (active)>"
                }
            }
        }

        // A view's safe area and margins: its frame less the insets.
        for guide in tree.guides {
            guard let owner = guide.owningView, let insets = guide.insets(owner) else { continue }
            let g = frame(of: guide), o = frame(of: owner)
            let rhs = [o.left + insets.left, o.top + insets.top,
                       o.width - (insets.left + insets.right), o.height - (insets.top + insets.bottom)]
            for (index, (kind, variable, name)) in edges.enumerated() {
                add(implicit(guide, kind), LinearExpression(g[keyPath: variable]), .equal, rhs[index]) { [weak guide, weak owner] in
                    "<NSLayoutConstraint '\(guide?.identifier ?? "")-\(name)' \(itemDescription(guide)).\(name) == \(itemDescription(owner)) inset   (active)>"
                }
            }
        }

        // Intrinsic sizes: no larger at the hugging priority, no smaller at the compression resistance.
        for view in tree.views where !view.translatesAutoresizingMaskIntoConstraints || (tree.fitting != nil && view === root) {
            let size = view.intrinsicContentSize, v = frame(of: view)
            let axes: [(CGFloat, Variable, Implicit, Implicit, NSLayoutConstraint.Axis, String)] =
                [(size.width, v.width, .hugWidth, .resistWidth, .horizontal, "width"),
                 (size.height, v.height, .hugHeight, .resistHeight, .vertical, "height")]
            for (value, variable, hugKind, resistKind, axis, name) in axes where value != UIView.noIntrinsicMetric {
                let hug = view.contentHuggingPriority(for: axis), resist = view.contentCompressionResistancePriority(for: axis)
                let describe = { [weak view] in
                    "<NSContentSizeLayoutConstraint \(itemDescription(view)).\(name) == \(number(value)) Hug:\(number(CGFloat(hug.rawValue))) "
                        + "CompressionResistance:\(number(CGFloat(resist.rawValue)))   (active)>"
                }
                add(implicit(view, hugKind), LinearExpression(variable), .lessThanOrEqual, LinearExpression(constant: value), weights.strength(hug), describe)
                add(implicit(view, resistKind), LinearExpression(variable), .greaterThanOrEqual, LinearExpression(constant: value), weights.strength(resist), describe)
            }
        }

        // The constraints themselves.
        for c in tree.constraints {
            guard let first = c.firstItem, let lhs = expression(first, c.firstAttribute) else { continue }
            var rhs = LinearExpression(constant: c.constant)
            if let second = c.secondItem, let other = expression(second, c.secondAttribute) { rhs = other * c.multiplier + c.constant }
            add(.constraint(ObjectIdentifier(c)), lhs, c.relation.solverRelation, rhs, weights.strength(c.priority), source: c) { [weak c] in
                c?.description ?? "<NSLayoutConstraint (gone)>"
            }
        }
        return out
    }

    /// An attribute of a view or guide in its frame's unknowns. Leading and trailing are left and
    /// right (left-to-right text); the baselines are the bottom.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        let f = frame(of: item)
        let m = (item as? UIView)?.layoutMargins ?? .zero
        let (left, top) = (LinearExpression(f.left), LinearExpression(f.top))
        let (right, bottom) = (f.left + f.width, f.top + f.height)
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return right
        case .top: return top
        case .bottom, .lastBaseline, .firstBaseline: return bottom
        case .width: return LinearExpression(f.width)
        case .height: return LinearExpression(f.height)
        case .centerX: return f.left + 0.5 * f.width
        case .centerY: return f.top + 0.5 * f.height
        case .leftMargin, .leadingMargin: return left + m.left
        case .rightMargin, .trailingMargin: return right - m.right
        case .topMargin: return top + m.top
        case .bottomMargin: return bottom - m.bottom
        case .centerXWithinMargins: return f.left + 0.5 * f.width + (m.left - m.right) / 2
        case .centerYWithinMargins: return f.top + 0.5 * f.height + (m.top - m.bottom) / 2
        case .notAnAttribute: return nil
        }
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: return .lessThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }
}

/// Solver weights for UIKit priorities. iOS orders priorities strictly; the solver weighs errors. So
/// each distinct priority in use weighs 1000 times the next lower one (less with more than four
/// levels, keeping the heaviest within 1e9 of the lightest): a priority gives way to one above it
/// unless a thousand of its constraints pull together.
struct PriorityWeights {
    private var weights: [Float: Double] = [:]

    init(_ tree: TreeSnapshot) {
        var used = Set(tree.constraints.map(\.priority.rawValue))
        for view in tree.views {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                used.insert(view.contentHuggingPriority(for: axis).rawValue)
                used.insert(view.contentCompressionResistancePriority(for: axis).rawValue)
            }
        }
        used.formUnion(tree.fitting?.priorities.map(\.rawValue) ?? [])
        let levels = used.filter { $0 < 1000 }.sorted()
        let factor = levels.count <= 1 ? 1000 : min(1000, pow(1e9, 1 / Double(levels.count - 1)))
        for (rank, level) in levels.enumerated() { weights[level] = pow(factor, Double(rank)) }
    }

    func strength(_ priority: UILayoutPriority) -> Double {
        priority.isRequired ? Strength.required : weights[priority.rawValue] ?? 1
    }
}
