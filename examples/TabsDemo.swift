import UIKit

/// A tab bar controller written as for iOS: three tabs with drawn icons, a badge, and a cross-fade
/// between tabs from the delegate's animator. Tap the tabs in Interact mode, or headless:
/// `sandglass render examples/TabsDemo.swift --tap 200,560@0.5 --time 0.6 --out tabs.png`.
final class TabsDemo: UITabBarController, UITabBarControllerDelegate {
    static let previewSize = CGSize(width: 320, height: 580)

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen]
        let titles = ["Home", "Search", "Profile"]
        viewControllers = titles.enumerated().map { i, title in
            let page = UIViewController()
            page.title = title
            page.view.backgroundColor = colors[i].withAlphaComponent(0.25)
            let label = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
            label.text = title
            label.font = .boldSystemFont(ofSize: 32)
            page.view.addSubview(label)
            page.tabBarItem = UITabBarItem(title: title, image: TabsDemo.icon(i), tag: i)
            return page
        }
        viewControllers?[2].tabBarItem.badgeValue = "3"
    }

    /// A plain shape a tab: a disc, a ring, a square (drawn black: the bar tints it).
    static func icon(_ kind: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { context in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            let box = CGRect(x: 3, y: 3, width: 19, height: 19)
            switch kind {
            case 0: UIBezierPath(ovalIn: box).fill()
            case 1:
                let ring = UIBezierPath(ovalIn: box.insetBy(dx: 2, dy: 2))
                ring.lineWidth = 3
                ring.stroke()
            default: UIBezierPath(roundedRect: box, cornerRadius: 4).fill()
            }
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CrossFade()
    }
}

/// Fades the new tab in over the old one in a quarter of a second.
final class CrossFade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.25, animations: { to.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
