import Foundation
import UIKit

/// A view shown as a scene: the view fills the scene and is in a window of the scene's size, as a view
/// on an iPhone's screen is (so `window` is set and `didMoveToWindow()` is called, before the first
/// layout); it is laid out once built. Its layer is the root layer: the window's layer is not drawn.
/// The controller, when there is one, is the window's root view controller, told it appears once the
/// first layout is done; then the window's layer is the root layer, since what the controller
/// presents is put in the window beside its view, as on iOS. Touches are delivered
/// to the window as on iOS (`UITouchSimulator`); while one is down, a display link meets the
/// recognizers' deadlines (a long press) at every frame. The window is made key, and once laid out the
/// app is said to have launched and become active (`UIApplication`'s notifications).
final class ViewSceneContent: SceneContent {
    let view: UIView
    let window: UIWindow
    private lazy var touchSimulator = UITouchSimulator(root: window)
    private var deadlineLink: CADisplayLink?
    private let hasController: Bool

    init(view: UIView, controller: UIViewController?, size: CGSize) {
        self.view = view
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        view.frame = window.bounds
        hasController = controller != nil
        controller?.beginAppearanceTransition(true, animated: false)
        if let controller { window.rootViewController = controller } else { window.addSubview(view) }
        window.makeKey()
        view.layoutIfNeeded()
        controller?.endAppearanceTransition()
        UIApplication.shared.didLaunch()
    }

    var rootLayer: CALayer { hasController ? window.layer : view.layer }
    var acceptsTouches: Bool { true }

    var acceptsTyping: Bool { window.isTyping }

    func handle(_ key: KeySample) { window.type(key.key) }

    func handle(_ sample: TouchSample) {
        touchSimulator.send(sample.phase, at: sample.point, time: sample.time, finger: sample.finger)
        if deadlineLink == nil {
            let link = CADisplayLink { [weak self] _ in self?.touchSimulator.advance(to: CACurrentMediaTime()) }
            link.add(to: .main, forMode: .common)
            deadlineLink = link
        }
    }
}

// Previewing iOS-style code: a scene built from a view or a view controller, so that the preview and
// every command take `SceneDescriptor(name: "card", size: …) { CardView(frame: .zero) }`.
extension SceneDescriptor {
    /// A scene of the view `makeView` builds; the view is given the scene's size as its frame (or the
    /// size the host asks for, `SceneContext.requestedSize`).
    public init(name: String, summary: String = "", size: CGSize, backgroundColor: UIColor = .white,
                view makeView: @escaping @Sendable () -> UIView) {
        self.init(info: SceneInfo(name: name, summary: summary, naturalSize: size, backgroundColor: backgroundColor.cgColor),
                  parameters: SceneParameters(scene: name, [])) { _, context in
            ViewSceneContent(view: makeView(), controller: nil, size: context.requestedSize ?? size)
        }
    }

    /// A scene of the root view of the controller `makeController` builds (loaded, then laid out).
    public init(name: String, summary: String = "", size: CGSize, backgroundColor: UIColor = .white,
                viewController makeController: @escaping @Sendable () -> UIViewController) {
        self.init(info: SceneInfo(name: name, summary: summary, naturalSize: size, backgroundColor: backgroundColor.cgColor),
                  parameters: SceneParameters(scene: name, [])) { _, context in
            let controller = makeController()
            return ViewSceneContent(view: controller.view, controller: controller, size: context.requestedSize ?? size)
        }
    }
}
