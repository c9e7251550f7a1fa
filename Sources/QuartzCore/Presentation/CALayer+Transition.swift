import Foundation

/// A layer of the presentation tree standing for a layer in a transition: it has the layer's
/// geometry and draws nothing itself; its two sublayers are the snapshot taken when the transition
/// was added and the layer's own presentation copy, each filling its bounds, moved and faded by the
/// transition's progress. Never a model layer.
final class TransitionContainerLayer: CALayer {}

// CATransition in the presentation tree: what this renderer can show of it with layers alone.
extension CALayer {
    /// The transition shown at local time `t` (the last one added that has an effect) and its progress.
    func shownTransition(at t: CFTimeInterval) -> (CATransition, snapshot: CALayer, progress: CGFloat)? {
        guard animationEntries.transitionCount > 0 else { return nil }
        for e in animationEntries.reversed() {
            guard let tr = e.animation as? CATransition, let snapshot = tr.snapshot else { continue }
            let st = tr.timing.state(at: t)
            guard st.hasEffect, !(st.phase == .after && tr.isRemovedOnCompletion) else { continue }
            return (tr, snapshot, tr.progress(st))
        }
        return nil
    }

    /// The snapshot a transition added now starts from: what is on screen (an earlier transition of
    /// the layer included, mid-way).
    func transitionSnapshot() -> CALayer {
        let t = localTime(fromGlobal: CACurrentMediaTime())
        return presentingTransition(buildPresentation(localTime: t), localTime: t)
    }

    /// `copy` (this layer's presentation copy at local time `t`), or while a transition shows, the
    /// container holding the snapshot and `copy`.
    func presentingTransition(_ copy: CALayer, localTime t: CFTimeInterval?) -> CALayer {
        guard let t, let (transition, snapshot, p) = shownTransition(at: t) else { return copy }
        let container = TransitionContainerLayer()
        container.actionsSuppressed = true
        container.modelLayer = self
        container.bounds = copy.bounds
        container.position = copy.position
        container.anchorPoint = copy.anchorPoint
        container.anchorPointZ = copy.anchorPointZ
        container.transform = copy.transform
        container.zPosition = copy.zPosition
        container.masksToBounds = copy.masksToBounds
        container.cornerRadius = copy.cornerRadius
        let old = snapshot.modelTree()
        old.actionsSuppressed = true
        let size = container.bounds.size
        let from = transition.subtype.map { Self.entryOffset($0, size) } ?? CGPoint(x: -size.width, y: 0)
        var (oldShift, newShift) = (CGPoint.zero, CGPoint.zero)
        switch transition.type {
        case .push: (oldShift, newShift) = (from.scaled(-p), from.scaled(1 - p))
        case .moveIn: newShift = from.scaled(1 - p)
        case .reveal: oldShift = from.scaled(-p)
        default:
            old.opacity *= Float(1 - p)
            copy.opacity *= Float(p)
        }
        for (layer, shift) in [(old, oldShift), (copy, newShift)] {
            layer.transform = CATransform3DIdentity
            layer.zPosition = 0
            let b = layer.bounds.size
            layer.position = CGPoint(x: container.bounds.minX + layer.anchorPoint.x * b.width + shift.x,
                                     y: container.bounds.minY + layer.anchorPoint.y * b.height + shift.y)
            layer._superlayer = container
        }
        // Reveal uncovers the new content: the old is on top. Otherwise the new comes over the old.
        container._sublayers = transition.type == .reveal ? [copy, old] : [old, copy]
        return container
    }

    /// Where the new content starts for a subtype: a bounds' width or height off the side it comes from.
    private static func entryOffset(_ subtype: CATransitionSubtype, _ size: CGSize) -> CGPoint {
        switch subtype {
        case .fromRight: CGPoint(x: size.width, y: 0)
        case .fromTop: CGPoint(x: 0, y: -size.height)
        case .fromBottom: CGPoint(x: 0, y: size.height)
        default: CGPoint(x: -size.width, y: 0)
        }
    }
}

private extension CGPoint {
    func scaled(_ s: CGFloat) -> CGPoint { CGPoint(x: x * s, y: y * s) }
}
