import Foundation

/// Core Animation's transition: added to a layer, it animates from how the layer looked when the
/// transition was added (its whole subtree, as a snapshot) to how it looks as it goes on: a cross-fade,
/// or the two sliding (push, moveIn, reveal, from the side the subtype names, the left when none).
///
/// Core Animation takes the "before" picture from the last committed frame, so code may change the
/// layer before or after adding the transition in the same transaction. Here the snapshot is taken
/// when it is added: add it first, then change the layer (as most code does, and as
/// `UIView.transition` does). The presentation tree shows the transition as a container layer holding
/// the snapshot and the layer's current state (see CALayer+Transition.swift); `presentation()` of
/// the layer itself shows its own values, as on iOS. Other types (Apple's private "cube", "oglFlip"…)
/// cross-fade.
open class CATransition: CAAnimation {
    @exclusivity(unchecked) public var type: CATransitionType = .fade
    @exclusivity(unchecked) public var subtype: CATransitionSubtype?
    /// The part of the transition shown: its progress runs from `startProgress` to `endProgress`.
    @exclusivity(unchecked) public var startProgress: Float = 0
    @exclusivity(unchecked) public var endProgress: Float = 1

    /// The layer's presentation when the layer's own copy of this transition was added.
    @exclusivity(unchecked) var snapshot: CALayer?

    public required init() {}

    open override func copyProperties(from o: CAAnimation) {
        super.copyProperties(from: o)
        guard let t = o as? CATransition else { return }
        type = t.type; subtype = t.subtype; startProgress = t.startProgress; endProgress = t.endProgress
        snapshot = t.snapshot
    }

    /// How far the transition is at this timing state, 0...1 (timing function, then the progress range).
    func progress(_ st: TimingState) -> CGFloat {
        let eased = timingFunction?.evaluate(st.progress) ?? st.progress
        return CGFloat(startProgress) + CGFloat(endProgress - startProgress) * CGFloat(eased)
    }
}
