/// What the frame's walks still have to do in a layer's subtree: kept on every layer so that the tick
/// and the commit's layout and display skip a subtree with nothing to do. 10,000 layers whose
/// animations repeat forever then cost one flag test a walk, not 10,000 visits of cold objects.
///
/// A layer's work is its own and its sublayers' and mask's: whatever marks a layer marks its ancestors
/// (`CALayer.markPending`), and the walk that does the work clears it on the way back up, keeping
/// what is left (an animation that has not ended, a layer its own layout marked again).
struct PendingWork: OptionSet {
    let rawValue: UInt8

    /// The tick has work here: a layer not yet committed, or an animation that may still start, end or
    /// be removed (all but those started and repeating forever).
    static let tick = PendingWork(rawValue: 1 << 0)
    /// The commit has work here: a layer marked for layout or display.
    static let commit = PendingWork(rawValue: 1 << 1)
    /// A new layer's: it has never been committed, and is visited once by each walk.
    static let all: PendingWork = [.tick, .commit]
}

extension CALayer {
    /// Adds `work` to this layer and its ancestors (a mask's owner included). It stops at the first
    /// that already has all of it: that layer's ancestors have it too.
    final func markPending(_ work: PendingWork) {
        var layer: CALayer? = self
        while let l = layer, !l.pendingWork.isSuperset(of: work) {
            l.pendingWork.formUnion(work)
            layer = l.parentForTiming
        }
    }

    /// The work left in this subtree after a walk of `kind` visited it: the layer's own (`own`) and
    /// its sublayers' and mask's as they are now (scene code run by the walk may have marked them).
    final func pendingAfterWalk(_ kind: PendingWork, own: Bool) -> Bool {
        own || _sublayers.contains { $0.pendingWork.contains(kind) } || storedMask?.pendingWork.contains(kind) == true
    }
}
