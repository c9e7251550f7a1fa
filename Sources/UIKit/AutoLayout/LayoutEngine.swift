import Foundation
import SandglassLayout

/// The solver of one view tree, kept on its root view. Each update lists the constraints the tree
/// wants now (its specs: the active NSLayoutConstraints, plus the frames of views that translate
/// them, intrinsic sizes and guides), changes the solver by the difference only (a changed constant
/// is one removal and one addition), and sets the frames of the views constraints place.
///
/// Every item (view or guide) has four unknowns: its frame's left, top, width and height in the
/// root's bounds coordinates, untransformed (as iOS's engine, it places `center` and `bounds`, so a
/// view's transform applies on top).
final class LayoutEngine {
    final class Frame {
        let left, top, width, height: Variable
        init(_ name: String) {
            (left, top, width, height) = (Variable(name + ".left"), Variable(name + ".top"),
                                          Variable(name + ".width"), Variable(name + ".height"))
        }
        /// The solution, cleared of the solver's rounding noise (below 1e-9 point) so that an
        /// unchanged layout sets no new frame.
        var rect: CGRect {
            func clean(_ x: Double) -> CGFloat { (x * 1e9).rounded() / 1e9 }
            return CGRect(x: clean(left.value), y: clean(top.value), width: clean(width.value), height: clean(height.value))
        }
    }

    /// Which constraint a spec stands for: an NSLayoutConstraint, or one the engine makes for an item.
    enum Key: Hashable {
        case constraint(ObjectIdentifier)
        case implicit(ObjectIdentifier, Implicit)
    }

    enum Implicit: Hashable { case left, top, width, height, hugWidth, hugHeight, resistWidth, resistHeight }

    /// One constraint as the solver takes it; equal specs need no change in the solver.
    struct Spec: Equatable {
        var expression: LinearExpression
        var relation: Relation
        var strength: Double
        /// What the conflict log shows for it.
        var describe: () -> String
        /// The NSLayoutConstraint it stands for, if any (told when it is broken).
        var source: NSLayoutConstraint? = nil

        static func == (a: Spec, b: Spec) -> Bool {
            guard a.relation == b.relation, a.strength == b.strength, a.expression.constant == b.expression.constant,
                  a.expression.terms.count == b.expression.terms.count else { return false }
            for (x, y) in zip(a.expression.terms, b.expression.terms) where x.variable !== y.variable || x.coefficient != y.coefficient {
                return false
            }
            return true
        }

        var variables: Set<Variable> { Set(expression.terms.map(\.variable)) }
        var isRequired: Bool { strength >= Strength.required }
    }

    struct Held {
        var spec: Spec
        var constraint: Constraint
        var serial: Int
    }

    let solver = Solver()
    private(set) var isUpdating = false
    var frames: [ObjectIdentifier: Frame] = [:]
    private var held: [Key: Held] = [:]
    private var serial = 0
    /// Conflicts already logged, by the constraint broken: each is logged once while it lasts.
    private var reported: Set<Key> = []
    private var engaged: [WeakView] = []
    /// The root's unknowns: pinned to its bounds, so a conflict is not traced through them.
    private var fixed: Set<Variable> = []

    func frame(of item: AnyObject) -> Frame {
        let id = ObjectIdentifier(item)
        if let frame = frames[id] { return frame }
        let frame = Frame(itemDescription(item))
        frames[id] = frame
        return frame
    }

    /// Brings the solver up to date with the tree under `root` and applies the solution; returns the
    /// views whose size changed.
    func update(root: UIView) -> [UIView] {
        isUpdating = true
        defer { isUpdating = false }
        root.forEachInTree { if $0.needsUpdateConstraints() { $0.updateConstraints() } }
        let tree = TreeSnapshot(root: root, fitting: nil)
        for weak in engaged { weak.view?.autoLayoutStorage?.inEngine = false }
        for view in tree.views { view.layoutStorage.inEngine = true }
        engaged = tree.views.map(WeakView.init)
        solve(specs(for: tree), root: root)
        return apply(tree)
    }

    /// The size `view`'s subtree gives it, with its size pulled towards `target` at `priorities`
    /// (horizontal, vertical) instead of fixed. A throwaway engine: nothing is logged or applied.
    func fittingSize(of view: UIView, target: CGSize, priorities: [UILayoutPriority]) -> CGSize {
        let tree = TreeSnapshot(root: view, fitting: (target, priorities))
        solve(specs(for: tree), root: view, logging: false)
        let frame = frame(of: view)
        return CGSize(width: frame.width.value, height: frame.height.value)
    }

    /// Removes the specs that went or changed, adds the new ones in order, then reads the solution.
    private func solve(_ wanted: [(key: Key, spec: Spec)], root: UIView, logging: Bool = true) {
        let rootFrame = frame(of: root)
        fixed = [rootFrame.left, rootFrame.top, rootFrame.width, rootFrame.height]
        var wantedByKey: [Key: Spec] = [:]
        for (key, spec) in wanted { wantedByKey[key] = spec }
        for (key, h) in held where wantedByKey[key] != h.spec {
            try? solver.remove(h.constraint)
            held[key] = nil
        }
        for (key, spec) in wanted where held[key] == nil {
            let constraint = Constraint(spec.expression, spec.relation, strength: spec.strength)
            do {
                try solver.add(constraint)
                serial += 1
                held[key] = Held(spec: spec, constraint: constraint, serial: serial)
                reported.remove(key)
                spec.source?.isBrokenByConflict = false
            } catch SolverError.unsatisfiable {
                if logging { spec.source?.isBrokenByConflict = true }
                if logging && !reported.contains(key) {
                    reported.insert(key)
                    logConflict(breaking: spec)
                }
            } catch {
                // The solver broke down (it reset itself): start again from nothing next time.
                FileHandle.standardError.write(Data("Auto Layout: \(error)\n".utf8))
                held = [:]
                break
            }
        }
        reported.formIntersection(wantedByKey.keys)
        let live = Set(wanted.flatMap { $0.spec.expression.terms.map { ObjectIdentifier($0.variable) } })
        frames = frames.filter { _, f in [f.left, f.top, f.width, f.height].contains { live.contains(ObjectIdentifier($0)) } }
        solver.updateVariables()
    }

    /// Sets the frames of the views constraints place (centre and size, in their superview's bounds
    /// coordinates) and the layout frames of guides. Returns the views whose size changed.
    private func apply(_ tree: TreeSnapshot) -> [UIView] {
        var resized: [UIView] = []
        for view in tree.views where view !== tree.root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let parent = view.superview else { continue }
            let rect = frame(of: view).rect, parentRect = frame(of: parent).rect
            let origin = CGPoint(x: rect.minX - parentRect.minX + parent.bounds.minX, y: rect.minY - parentRect.minY + parent.bounds.minY)
            let anchor = view.layer.anchorPoint
            let center = CGPoint(x: origin.x + anchor.x * rect.width, y: origin.y + anchor.y * rect.height)
            if view.bounds.size != rect.size {
                view.bounds = CGRect(origin: view.bounds.origin, size: rect.size)
                resized.append(view)
            }
            if view.center != center { view.center = center }
        }
        for guide in tree.guides {
            guard let owner = guide.owningView else { continue }
            let rect = frame(of: guide).rect, ownerRect = frame(of: owner).rect
            guide.solvedFrame = CGRect(x: rect.minX - ownerRect.minX + owner.bounds.minX, y: rect.minY - ownerRect.minY + owner.bounds.minY,
                                       width: rect.width, height: rect.height)
        }
        return resized
    }

    /// Logs as Xcode does that `broken` cannot hold with the required constraints it meets (those
    /// sharing an unknown with it, and so on, not through the root's fixed frame).
    private func logConflict(breaking broken: Spec) {
        var reach = broken.variables.subtracting(fixed)
        var members: [Held] = []
        var grew = true
        while grew {
            grew = false
            for h in held.values where h.spec.isRequired && !members.contains(where: { $0.serial == h.serial })
                && !h.spec.variables.isDisjoint(with: reach) {
                members.append(h)
                reach.formUnion(h.spec.variables.subtracting(fixed))
                grew = true
            }
        }
        let listed = members.sorted { $0.serial < $1.serial }.map { $0.spec.describe() } + [broken.describe()]
        FileHandle.standardError.write(Data(conflictMessage(listed: listed, breaking: broken.describe()).utf8))
    }
}

struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
