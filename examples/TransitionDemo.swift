import UIKit

/// View-controller transitions written as for iOS: a navigation controller whose delegate gives a
/// custom push (the new page grows from the tapped card and fades in) and the default slide back, and
/// a modal sheet presented with a custom transitioning delegate. Try
/// `sandglass preview examples/TransitionDemo.swift` and tap the card in Interact mode (G), or headless:
/// `sandglass render examples/TransitionDemo.swift --tap 200,300@0.5 --time 0.7 --out push.png`, and the
/// default pop half way: `--tap 200,300@0.5 --tap 50,40@1.5 --time 1.775`.
final class TransitionDemo: UIViewController, UINavigationControllerDelegate {
    static let previewSize = CGSize(width: 400, height: 600)

    private let navigation = UINavigationController(rootViewController: PageController(number: 1))
    private let grow = GrowTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        navigation.delegate = self
        addChild(navigation)
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigation.view.frame = view.bounds
    }

    // The push grows the new page from the card; the pop is the default slide (nil).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? grow : nil
    }
}

/// A page with a card: tapping the card pushes the next page; on page 3 it presents a sheet instead.
/// Pages after the first have a back button at the top left, which pops with the default slide.
final class PageController: UIViewController {
    let number: Int
    let card = UIButton(type: .custom)
    let back = UIButton(type: .system)
    private let sheetTransition = SheetTransition()

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let hues: [CGFloat] = [0.6, 0.8, 0.05, 0.35]
        view.backgroundColor = UIColor(hue: hues[number % hues.count], saturation: 0.35, brightness: 0.95, alpha: 1)
        card.backgroundColor = UIColor(white: 1, alpha: 0.9)
        card.layer.cornerRadius = 18
        card.setTitle(number < 3 ? "Page \(number): next" : "Show the sheet", for: .normal)
        card.setTitleColor(.darkGray, for: .normal)
        card.addAction(UIAction { [weak self] _ in self?.cardTapped() }, for: .touchUpInside)
        view.addSubview(card)
        if number > 1 {
            back.setTitle("‹ Back", for: .normal)
            back.frame = CGRect(x: 12, y: 20, width: 90, height: 40)
            back.addAction(UIAction { [weak self] _ in
                self?.navigationController?.popViewController(animated: true)
            }, for: .touchUpInside)
            view.addSubview(back)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame = CGRect(x: 40, y: view.bounds.midY - 60, width: view.bounds.width - 80, height: 120)
    }

    private func cardTapped() {
        if number < 3 {
            navigationController?.pushViewController(PageController(number: number + 1), animated: true)
        } else {
            let sheet = UIViewController()
            sheet.view.backgroundColor = .white
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = sheetTransition
            present(sheet, animated: true)
        }
    }
}

/// The push: the incoming page starts at 60 % and transparent, and grows to fill the screen.
final class GrowTransition: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        toView.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            toView.alpha = 1
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// A sheet covering the lower half, sliding up over a dimmed page.
final class SheetTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private let dimming = UIView()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let sheet = transitionContext.view(forKey: .to) else { return }
        dimming.frame = container.bounds
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.alpha = 0
        container.addSubview(dimming)
        let bounds = container.bounds
        sheet.frame = CGRect(x: 0, y: bounds.maxY, width: bounds.width, height: bounds.height / 2)
        sheet.layer.cornerRadius = 16
        container.addSubview(sheet)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: {
            self.dimming.alpha = 1
            sheet.frame.origin.y = bounds.midY
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
