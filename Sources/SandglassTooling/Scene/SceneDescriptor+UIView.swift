import Foundation
import UIKit

/// A view shown as a scene: the view fills the scene, is laid out once built, and its layer is the
/// root layer. The controller, when there is one, is kept alive with it.
final class ViewSceneContent: SceneContent {
    let view: UIView
    let controller: UIViewController?

    init(view: UIView, controller: UIViewController?, size: CGSize) {
        (self.view, self.controller) = (view, controller)
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
    }

    var rootLayer: CALayer { view.layer }
}

// Previewing iOS-style code: a scene built from a view or a view controller, so that the preview and
// every command take `SceneDescriptor(name: "card", size: …) { CardView(frame: .zero) }`.
extension SceneDescriptor {
    /// A scene of the view `makeView` builds; the view is given the scene's size as its frame.
    public init(name: String, summary: String = "", size: CGSize, backgroundColor: UIColor = .white,
                view makeView: @escaping @Sendable () -> UIView) {
        self.init(info: SceneInfo(name: name, summary: summary, naturalSize: size, backgroundColor: backgroundColor.cgColor),
                  parameters: SceneParameters(scene: name, [])) { _, _ in
            ViewSceneContent(view: makeView(), controller: nil, size: size)
        }
    }

    /// A scene of the root view of the controller `makeController` builds (loaded, then laid out).
    public init(name: String, summary: String = "", size: CGSize, backgroundColor: UIColor = .white,
                viewController makeController: @escaping @Sendable () -> UIViewController) {
        self.init(info: SceneInfo(name: name, summary: summary, naturalSize: size, backgroundColor: backgroundColor.cgColor),
                  parameters: SceneParameters(scene: name, [])) { _, _ in
            let controller = makeController()
            return ViewSceneContent(view: controller.view, controller: controller, size: size)
        }
    }
}
