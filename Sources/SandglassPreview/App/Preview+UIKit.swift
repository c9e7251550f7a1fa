import Sandglass
import SandglassHeadless
import UIKit

/// Previewing iOS-style code as it is: a view or a view controller is the scene.
///
///     import UIKit
///     import SandglassPreview
///
///     try Preview.run(size: CGSize(width: 200, height: 200)) { CPMatchingView(frame: .zero) }
///
/// The view is made with the scene's size as its frame and laid out; its layer is the root.
extension Preview {
    public static func run(name: String = "view", size: CGSize, backgroundColor: UIColor = .white,
                           options: PreviewOptions = PreviewOptions(),
                           view makeView: @escaping @Sendable () -> UIView) throws {
        try run([SceneDescriptor(name: name, size: size, backgroundColor: backgroundColor, view: makeView)], options: options)
    }

    public static func run(name: String = "view", size: CGSize, backgroundColor: UIColor = .white,
                           options: PreviewOptions = PreviewOptions(),
                           viewController makeController: @escaping @Sendable () -> UIViewController) throws {
        try run([SceneDescriptor(name: name, size: size, backgroundColor: backgroundColor, viewController: makeController)],
                options: options)
    }
}
