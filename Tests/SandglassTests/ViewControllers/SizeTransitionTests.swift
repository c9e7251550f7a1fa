import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// A window's change of size: the root controller (and its children) hear `viewWillTransition(to:with:)`
/// before it, with a coordinator whose alongside blocks animate with the new layout and whose
/// completions run when the animation ends; segues made in code run their handlers; nibs give nothing.
final class SizeTransitionTests: XCTestCase {
    private final class Sized: UIViewController {
        var heard: [String] = []
        let child = Child()
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            heard.append("will \(Int(size.width)) while \(Int(view.bounds.width))")
            coordinator.animate(alongsideTransition: { [self] context in
                heard.append("alongside \(context.transitionDuration)")
                view.alpha = 0.5
            }, completion: { [self] _ in heard.append("completed") })
        }
    }
    private final class Child: UIViewController {
        var sizes: [CGSize] = []
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            sizes.append(size)
        }
    }

    func testAResizedWindowTellsItsControllersFirstAndAnimatesAlongside() {
        let scene = SceneDescriptor(name: "sized", size: CGSize(width: 300, height: 400)) { Sized() }
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        runner.seek(to: 0.1)
        let window = runner.scene.rootLayer.delegate as! UIWindow
        let root = window.rootViewController as! Sized
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        XCTAssertEqual(root.heard, ["will 500 while 300", "alongside 0.4"])
        XCTAssertEqual(root.child.sizes, [CGSize(width: 500, height: 400)], "passed to the children")
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 500, height: 400))
        XCTAssertNotNil(root.view.layer.animation(forKey: "opacity"), "the alongside change animates")
        runner.seek(to: 0.6)
        XCTAssertEqual(root.heard.last, "completed")
        window.frame = CGRect(x: 10, y: 0, width: 500, height: 400)
        XCTAssertEqual(root.heard.count, 3, "a move is no change of size")
    }

    func testASegueMadeInCodeRunsItsHandler() {
        var ran = false
        let segue = UIStoryboardSegue(identifier: "next", source: UIViewController(), destination: UIViewController()) { ran = true }
        segue.perform()
        XCTAssertTrue(ran)
        XCTAssertEqual(segue.identifier, "next")
    }

    func testNibsGiveNothing() {
        XCTAssertNil(Bundle.main.loadNibNamed("Card", owner: nil))
        XCTAssertTrue(UINib(nibName: "Card", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }

    /// A label subclass that insets its text, as iOS code writes it, places its text inside the insets.
    func testALabelDrawsItsTextWhereASubclassSays() {
        final class Padded: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12))) }
        }
        let label = Padded(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hello"
        label.layoutIfNeeded()
        let text = label.layer.sublayers!.first { $0 is CATextLayer }!
        XCTAssertEqual(text.frame.minX, 12)
        XCTAssertEqual(text.frame.width, 176)
    }
}
