import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// A view for main-queue work: this test target is Swift 6 code, where that work may not capture a view
/// (a scene file or an app's code needs nothing).
private final class Held<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The smaller iOS API the libraries round asked for: each with its iOS behaviour.
final class UIKitAdditionsTests: XCTestCase {
    /// A 100 x 100 scene whose view runs `body` as it is built.
    private func scene(_ body: @escaping @Sendable (UIView) -> Void) -> SceneDescriptor {
        SceneDescriptor(name: "api", size: CGSize(width: 100, height: 100)) { () -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            body(view)
            return view
        }
    }

    private func root(_ runner: SceneRunner) -> UIView { runner.scene.rootLayer.delegate as! UIView }

    func testWithAnimationsDisabledABlockAppliesAtOnceAndCompletes() {
        let runner = SceneRunner(scene { view in
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(dot)
            let held = Held(dot)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                UIView.setAnimationsEnabled(false)
                UIView.animate(withDuration: 1, animations: { held.value.alpha = 0 }, completion: { done in
                    held.value.tag = done ? 1 : 2
                })
                UIView.setAnimationsEnabled(true)
            }
        }, context: NonRenderingSceneContext())
        runner.seek(to: 0.6)
        let dot = root(runner).subviews[0]
        XCTAssertEqual(dot.layer.animationKeys() ?? [], [], "no animation was made")
        XCTAssertEqual(dot.alpha, 0)
        XCTAssertEqual(dot.tag, 1, "the completion ran, finished")
        XCTAssertTrue(UIView.areAnimationsEnabled, "outside a scene's frames: on")
    }

    /// A scene that turns animations off as it builds does not leave them off for the next scene built.
    func testAnimationsEnabledIsKeptPerBuild() {
        func fading(disabledAtBuild: Bool) -> SceneDescriptor {
            scene { view in
                if disabledAtBuild { UIView.setAnimationsEnabled(false) }
                let held = Held(view)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { UIView.animate(withDuration: 1) { held.value.alpha = 0 } }
            }
        }
        let off = SceneRunner(fading(disabledAtBuild: true), context: NonRenderingSceneContext())
        off.seek(to: 0.6)
        XCTAssertEqual(root(off).layer.animationKeys() ?? [], [])
        let on = SceneRunner(fading(disabledAtBuild: false), context: NonRenderingSceneContext())
        on.seek(to: 0.6)
        XCTAssertEqual(root(on).layer.animationKeys()?.count, 1, "the next scene animates")
    }

    func testFrameIntervalIsThePreferredRateInFrames() {
        let link = CADisplayLink { _ in }
        XCTAssertEqual(link.frameInterval, 1)
        link.frameInterval = 3
        XCTAssertEqual(link.preferredFramesPerSecond, 20)
        XCTAssertEqual(link.frameInterval, 3)
        link.frameInterval = 1
        XCTAssertEqual(link.preferredFramesPerSecond, 0)
    }

    func testVectorsAndObjectiveCIntegers() {
        XCTAssertEqual(CGVector(dx: 3, dy: -4), CGVector(dx: 3.0, dy: -4.0))
        XCTAssertEqual(CGVector.zero, CGVector())
        let count: NSInteger = 3
        let mask: NSUInteger = 7
        XCTAssertEqual(count + Int(mask), 10)
    }

    func testLayoutDirectionIsLeftToRightUnlessForced() {
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertTrue(view.endEditing(true))
    }

    func testAControllerHearsWillLayoutBeforeDidLayout() {
        final class Recorder: UIViewController {
            var calls: [String] = []
            override func viewWillLayoutSubviews() { calls.append("will") }
            override func viewDidLayoutSubviews() { calls.append("did") }
        }
        let controller = Recorder()
        controller.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.calls.suffix(2), ["will", "did"])
    }

    /// Eight spokes an eighth of a turn apart, each fading 1 -> 0.3 a second, an eighth of a second behind
    /// the one before: half a second in, the bottom spoke (the fifth) is the bright one.
    func testTheActivityIndicatorSpinsClockwiseOnceASecond() {
        let runner = SceneRunner(scene { view in
            let spinner = UIActivityIndicatorView(style: .medium)
            view.addSubview(spinner)
            XCTAssertTrue(spinner.isHidden, "hidden while stopped")
            spinner.startAnimating()
        }, context: NonRenderingSceneContext())
        let spinner = root(runner).subviews[0] as! UIActivityIndicatorView
        XCTAssertFalse(spinner.isHidden)
        XCTAssertEqual(spinner.bounds.size, CGSize(width: 20, height: 20))
        runner.seek(to: 0.5)
        let replicator = runner.framePresentationTree().sublayers![0].sublayers![0]
        let opacities = replicator.sublayers!.map { Double($0.sublayers![0].opacity) }
        XCTAssertEqual(opacities.count, 8)
        XCTAssertEqual(opacities[4], 1, accuracy: 1e-6, "the bottom spoke, just lit")
        XCTAssertEqual(opacities[3], 1 - 0.7 * 0.125, accuracy: 1e-6, "the one before it, an eighth faded")
        XCTAssertEqual(opacities[5], 1 - 0.7 * 0.875, accuracy: 1e-6, "the next, nearly dark")
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden)
    }

    func testFontDescriptorsNameTheirFaces() {
        let body = UIFont.systemFont(ofSize: 17)
        let boldItalic = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
        let font = UIFont(descriptor: boldItalic, size: 0)
        XCTAssertEqual([font.fontName, "\(font.pointSize)"], ["Helvetica-BoldOblique", "17.0"])
        XCTAssertEqual(UIFont(descriptor: boldItalic, size: 12).pointSize, 12)
        let heavy = UIFontDescriptor(name: "Avenir-Heavy", size: 12)
        XCTAssertTrue(heavy.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(heavy.withSymbolicTraits(.traitItalic)?.postscriptName, "Avenir-Italic")
        XCTAssertEqual(body.fontDescriptor.fontAttributes[.family] as? String, "Helvetica")
        let courier = UIFontDescriptor(fontAttributes: [.family: "Courier", .size: NSNumber(value: 9),
                                                        .traits: [UIFontDescriptor.TraitKey.symbolic: NSNumber(value: UIFontDescriptor.SymbolicTraits.traitBold.rawValue)]])
        XCTAssertEqual([courier.postscriptName, "\(courier.pointSize)"], ["Courier-Bold", "9.0"])
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, "Helvetica-Bold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
    }

    func testNavigationItemsAccessibilityAndNamedImagesAnswerAsIOSDoesWithoutThem() {
        let controller = UIViewController()
        controller.title = "Inbox"
        XCTAssertEqual(controller.navigationItem.title, "Inbox", "the item's title follows the controller's")
        controller.navigationItem.setHidesBackButton(true, animated: true)
        XCTAssertTrue(controller.navigationItem.hidesBackButton)
        XCTAssertNil(UINavigationController(rootViewController: controller).interactivePopGestureRecognizer)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertNil(UIImage(named: "no-such-image", in: nil, compatibleWith: nil))
    }
}
