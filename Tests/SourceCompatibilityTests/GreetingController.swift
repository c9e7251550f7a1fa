import SandglassTooling
import UIKit
import XCTest

/// A view controller that builds its view in `viewDidLoad` and places it after layout.
final class GreetingController: UIViewController {
    let card = UIView()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        view.backgroundColor = .darkGray
        card.backgroundColor = .orange
        view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
        card.frame = view.bounds.insetBy(dx: 20, dy: 30)
    }
}

final class GreetingControllerTests: CorpusTestCase {
    func testTheViewLoadsOnFirstUse() {
        let controller = GreetingController()
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.events, [])
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        XCTAssertEqual(controller.events, ["viewDidLoad"])
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.events, ["viewDidLoad", "viewDidLayoutSubviews"])
        XCTAssertEqual(controller.card.frame, CGRect(x: 20, y: 30, width: 280, height: 140))
        XCTAssertTrue(controller.view.layer.sublayers?.first === controller.card.layer)
        XCTAssertEqual(controller.view.backgroundColor, .darkGray)
    }

    func testAControllerIsAScene() {
        let descriptor = SceneDescriptor(name: "greeting", size: CGSize(width: 300, height: 100)) {
            GreetingController()
        }
        let scene = inFrame(at: 0) { descriptor.build(descriptor.parameters.defaults, NonRenderingSceneContext()) }
        XCTAssertEqual(descriptor.info.naturalSize, CGSize(width: 300, height: 100))
        XCTAssertEqual(scene.rootLayer.bounds, CGRect(x: 0, y: 0, width: 300, height: 100))
        // The root layer is the window's: the controller's view, then its card.
        XCTAssertEqual(scene.rootLayer.sublayers?.first?.sublayers?.first?.frame, CGRect(x: 20, y: 30, width: 260, height: 40))
    }

    func testAViewIsAScene() {
        let descriptor = SceneDescriptor(name: "badge", size: CGSize(width: 40, height: 40)) {
            BadgeView(frame: .zero)
        }
        let scene = inFrame(at: 0) { descriptor.build(descriptor.parameters.defaults, NonRenderingSceneContext()) }
        XCTAssertEqual(scene.rootLayer.sublayers?.last?.frame, CGRect(x: 17, y: 17, width: 6, height: 6))
    }
}
