import Foundation

extension UIViewController {
    /// A container controller's switch from the child `from` to the child `to`, run by `animator` (and
    /// `interaction`, if any) in `container`: `to`'s view is placed filling it, the view left behind
    /// is removed, `completion` runs, then the appearance calls end (or turn back, when cancelled), when
    /// the container is `visible`, then `afterAppearance` (iOS's order: the stack changes, the views
    /// appear, then the delegate hears). Navigation and tab bar controllers run their transitions so.
    func runChildTransition(in container: UIView, from: UIViewController, to: UIViewController,
                            animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?,
                            animated: Bool, visible: Bool, completion: @escaping (Bool) -> Void,
                            afterAppearance: @escaping (Bool) -> Void = { _ in }) {
        let place = container.bounds
        to.view.frame = place
        to.view.layoutIfNeeded()
        let context = TransitionContext(
            container: container,
            from: .init(controller: from, movesView: true, initialFrame: place, finalFrame: .zero),
            to: .init(controller: to, movesView: true, initialFrame: .zero, finalFrame: place),
            animated: animated, style: .none, animator: animator
        ) { completed in
            (completed ? from : to).viewIfLoaded?.removeFromSuperview()
            completion(completed)
            if visible, completed {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else if visible {
                to.reverseAppearance(to: false)
                from.reverseAppearance(to: true)
            }
            afterAppearance(completed)
        }
        ModalTransition.run(context, animator: animator, interaction: interaction)
    }

    /// The nearest ancestor of class `type`.
    func ancestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var ancestor = parentController
        while let current = ancestor {
            if let found = current as? Container { return found }
            ancestor = current.parentController
        }
        return nil
    }
}
