import SandglassTooling
import UIKit
import XCTest

/// The most common way to preview a transition: the scene's controller presents another one as soon
/// as it appears.
final class OnboardingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let welcome = UIViewController()
        welcome.view.backgroundColor = .white
        welcome.modalPresentationStyle = .fullScreen
        present(welcome, animated: true, completion: nil)
    }
}

final class PresentOnAppearTests: CorpusTestCase {
    private let scene = SceneDescriptor(name: "onboarding", size: CGSize(width: 200, height: 400)) { OnboardingController() }

    /// The scene of a controller shows its window (the root layer is the window's, and the root
    /// controller appears when the scene is built), so what it presents is drawn.
    func testTheSceneShowsThePresentationInBetweenAndAfter() throws {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        XCTAssertTrue(runner.scene.rootLayer.delegate is UIWindow, "a controller scene draws its window")
        runner.seek(to: 0.25)
        let during = runner.presentationTree()
        XCTAssertEqual(during.sublayers?.count, 2, "the root view and the transition view over it")
        XCTAssertEqual(during.sublayers?.last?.sublayers?.first?.position, CGPoint(x: 100, y: 400), "half way up")
        XCTAssertEqual(during.sublayers?.last?.sublayers?.first?.backgroundColor, UIColor.white.cgColor)
        runner.seek(to: 0.6)
        let after = runner.presentationTree()
        XCTAssertEqual(after.sublayers?.count, 1, "full screen: the presenting view has left the window")
        XCTAssertEqual(after.sublayers?.first?.sublayers?.first?.position, CGPoint(x: 100, y: 200))
        runner.seek(to: 0.25)
        XCTAssertEqual(runner.presentationTree().sublayers?.last?.sublayers?.first?.position, CGPoint(x: 100, y: 400),
                       "a seek back rebuilds and replays it")
    }
}
