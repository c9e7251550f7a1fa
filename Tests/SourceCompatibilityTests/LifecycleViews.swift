import SandglassTooling
import UIKit
import XCTest

/// A view that logs UIKit's lifecycle calls, as libraries override them to start an animation when
/// shown (`didMoveToWindow`) and stop it when removed.
final class LoggingView: UIView {
    let name: String
    var log: (String) -> Void = { _ in }

    init(name: String, frame: CGRect = .zero) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log("\(name).awakeFromNib")
    }
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        log("\(name).prepareForInterfaceBuilder")
    }
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        log("\(name).willMove(toSuperview: \((newSuperview as? LoggingView)?.name ?? (newSuperview == nil ? "nil" : "window")))")
    }
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        log("\(name).didMoveToSuperview")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        log("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        log("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))")
    }
    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        log("\(name).didAddSubview(\((subview as? LoggingView)?.name ?? "?"))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        log("\(name).willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))")
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log("\(name).layoutSubviews")
    }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        log("\(name).tintColorDidChange")
    }
}

/// A pulsing dot that runs only while it is on screen, the usual reason for `didMoveToWindow`.
final class PulsingDot: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0.2
            pulse.duration = 0.5
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            layer.add(pulse, forKey: "pulse")
        } else {
            layer.removeAllAnimations()
        }
    }
}

/// Calls logged from a scene's builder (a `@Sendable` closure); the test reads them on the same thread.
final class EventLog: @unchecked Sendable {
    var events: [String] = []
}

final class LifecycleTests: CorpusTestCase {
    func testAddingAndRemovingOutsideAWindow() {
        var events: [String] = []
        let parent = LoggingView(name: "parent"), child = LoggingView(name: "child")
        parent.log = { events.append($0) }
        child.log = { events.append($0) }
        parent.addSubview(child)
        XCTAssertEqual(events, ["child.willMove(toSuperview: parent)", "child.didMoveToSuperview", "parent.didAddSubview(child)"])
        XCTAssertNil(child.window)
        events = []
        child.removeFromSuperview()
        XCTAssertEqual(events, ["parent.willRemoveSubview(child)", "child.willMove(toSuperview: nil)", "child.didMoveToSuperview"])
        XCTAssertNil(child.superview)
    }

    func testMovingIntoAndOutOfAWindow() {
        var events: [String] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = LoggingView(name: "card"), icon = LoggingView(name: "icon")
        card.log = { events.append($0) }
        icon.log = { events.append($0) }
        card.addSubview(icon)
        events = []
        window.addSubview(card)
        XCTAssertEqual(events, ["card.willMove(toSuperview: window)",
                                "card.willMove(toWindow: window)", "icon.willMove(toWindow: window)",
                                "card.didMoveToWindow(window)", "icon.didMoveToWindow(window)",
                                "card.didMoveToSuperview"])
        XCTAssertTrue(icon.window === window)
        XCTAssertTrue(window.window === window)
        events = []
        card.removeFromSuperview()
        XCTAssertEqual(events, ["card.willMove(toSuperview: nil)",
                                "card.willMove(toWindow: nil)", "icon.willMove(toWindow: nil)",
                                "card.didMoveToWindow(nil)", "icon.didMoveToWindow(nil)",
                                "card.didMoveToSuperview"])
        XCTAssertNil(icon.window)
    }

    /// A scene's view is in a window: it learns so before its first layout; nib hooks never run for a
    /// view made in code.
    func testASceneViewIsInAWindow() {
        let log = EventLog()
        let descriptor = SceneDescriptor(name: "logged", size: CGSize(width: 50, height: 30)) {
            let view = LoggingView(name: "root")
            view.log = { log.events.append($0) }
            return view
        }
        let scene = inFrame(at: 0) { descriptor.build(descriptor.parameters.defaults, NonRenderingSceneContext()) }
        XCTAssertEqual(log.events, ["root.willMove(toSuperview: window)", "root.willMove(toWindow: window)",
                                "root.didMoveToWindow(window)", "root.didMoveToSuperview", "root.layoutSubviews"])
        XCTAssertEqual(scene.rootLayer.bounds, CGRect(x: 0, y: 0, width: 50, height: 30))
    }

    func testAnimationStartsWhenShownAndStopsWhenRemoved() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dot = PulsingDot(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inFrame(at: 2) { window.addSubview(dot) }
        XCTAssertEqual(onScreen(dot.layer, at: 2.25).opacity, 0.6, accuracy: 1e-6)
        XCTAssertEqual(onScreen(dot.layer, at: 2.75).opacity, 0.6, accuracy: 1e-6)
        XCTAssertEqual(onScreen(dot.layer, at: 3).opacity, 1, accuracy: 1e-6)
        dot.removeFromSuperview()
        XCTAssertEqual(dot.layer.animationKeys() ?? [], [])
    }

    func testSubviewOrderMovesTheLayers() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        XCTAssertEqual(parent.subviews, [c, a, b])
        XCTAssertEqual(parent.layer.sublayers?.map(ObjectIdentifier.init), [decoration, c.layer, a.layer, b.layer].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        parent.sendSubviewToBack(b)
        XCTAssertEqual(parent.subviews, [b, a, c])
        XCTAssertEqual(parent.layer.sublayers?.map(ObjectIdentifier.init), [decoration, b.layer, a.layer, c.layer].map(ObjectIdentifier.init))
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(parent.subviews, [c, a, b])
        XCTAssertEqual(parent.layer.sublayers?.map(ObjectIdentifier.init), [decoration, c.layer, a.layer, b.layer].map(ObjectIdentifier.init))
        b.tag = 7
        XCTAssertTrue(parent.viewWithTag(7) === b)
        XCTAssertTrue(b.isDescendant(of: parent))
    }

    func testTintIsInheritedAndChangesAreTold() {
        var events: [String] = []
        let parent = LoggingView(name: "parent"), child = LoggingView(name: "child")
        parent.addSubview(child)
        parent.log = { events.append($0) }
        child.log = { events.append($0) }
        XCTAssertEqual(child.tintColor, .systemBlue)
        parent.tintColor = .systemPink
        XCTAssertEqual(child.tintColor, .systemPink)
        XCTAssertEqual(events, ["parent.tintColorDidChange", "child.tintColorDidChange"])
        events = []
        child.tintColor = .green
        parent.tintColor = .orange
        XCTAssertEqual(child.tintColor, .green)
        XCTAssertEqual(events, ["child.tintColorDidChange", "parent.tintColorDidChange"])
        child.tintColor = nil
        XCTAssertEqual(child.tintColor, .orange)
    }
}
