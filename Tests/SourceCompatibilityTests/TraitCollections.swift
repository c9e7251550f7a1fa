import SandglassTooling
import UIKit
import XCTest

/// Dark mode as iOS code handles it: a dynamic colour of its own, system colours on views, and a
/// layer's CGColor set again in `traitCollectionDidChange(_:)`, since a layer's colour does not follow
/// the traits by itself.
extension UIColor {
    static let brandAccent = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) : UIColor(red: 0.2, green: 0.2, blue: 0.6, alpha: 1)
    }
}

final class BorderedCardView: UIView {
    let ring = CAShapeLayer()
    private(set) var changes: [UIUserInterfaceStyle?] = []
    private(set) var styleAtInit: UIUserInterfaceStyle

    override init(frame: CGRect) {
        styleAtInit = .unspecified
        super.init(frame: frame)
        styleAtInit = traitCollection.userInterfaceStyle
        backgroundColor = .secondarySystemBackground
        layer.addSublayer(ring)
        updateColors()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection?.userInterfaceStyle)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { updateColors() }
    }

    private func updateColors() {
        ring.strokeColor = UIColor.brandAccent.cgColor
        layer.borderColor = UIColor.label.cgColor
    }
}

/// A view that draws with a system colour, as `draw(_:)` code does.
final class SwatchView: UIView {
    private(set) var drawnFills: [CGColor] = []

    override func draw(_ rect: CGRect) {
        UIColor.systemFill.setFill()
        UIGraphicsGetCurrentContext()?.fill(rect)
        drawnFills.append(UIColor.systemFill.cgColor)
    }
}

/// A controller that reads its traits in `viewDidLoad`, as a themed screen does.
final class ThemedController: UIViewController {
    private(set) var styleAtLoad: UIUserInterfaceStyle = .unspecified
    private(set) var changes: [UIUserInterfaceStyle?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        styleAtLoad = traitCollection.userInterfaceStyle
        view.backgroundColor = .systemBackground
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection?.userInterfaceStyle)
    }
}

private final class ThemedBox: @unchecked Sendable {
    var controller: ThemedController?
}

final class TraitCollectionTests: XCTestCase {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    private func rgba(_ color: UIColor) -> [CGFloat] {
        let c = color.cgColor
        return [c.red, c.green, c.blue, c.alpha].map { ($0 * 255).rounded() }
    }

    func testADynamicColourResolvesToEachSide() {
        XCTAssertEqual(rgba(UIColor.brandAccent.resolvedColor(with: dark)), [255, 204, 0, 255])
        XCTAssertEqual(rgba(UIColor.brandAccent.resolvedColor(with: light)), [51, 51, 153, 255])
        XCTAssertEqual(rgba(UIColor.brandAccent.resolvedColor(with: UITraitCollection())), [51, 51, 153, 255],
                       "an unspecified style resolves as light")
        XCTAssertEqual(dark.performAsCurrent { rgba(.brandAccent) }, [255, 204, 0, 255], "cgColor resolves with current")
        XCTAssertEqual(rgba(.brandAccent), [51, 51, 153, 255], "the screen's traits are light")
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: dark)), [0, 0, 0, 255])
        XCTAssertEqual(rgba(UIColor.systemBackground.resolvedColor(with: light)), [255, 255, 255, 255])
        XCTAssertEqual(rgba(UIColor.label.resolvedColor(with: dark)), [255, 255, 255, 255])
        XCTAssertEqual(rgba(UIColor.secondaryLabel.resolvedColor(with: dark)), [235, 235, 245, 153])
        XCTAssertEqual(rgba(UIColor.systemBlue.resolvedColor(with: dark)), [10, 132, 255, 255])
        XCTAssertEqual(rgba(UIColor.brandAccent.withAlphaComponent(0.5).resolvedColor(with: dark)), [255, 204, 0, 128])
        XCTAssertTrue(UIColor.white.resolvedColor(with: dark) === UIColor.white, "a fixed colour is itself")
        XCTAssertEqual(UIColor.label, UIColor.label)
        XCTAssertNotEqual(UIColor.label, UIColor.black, "a dynamic colour equals only itself")
    }

    func testTraitCollectionsCombineAndCompare() {
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 3), dark, UITraitCollection(horizontalSizeClass: .regular)])
        XCTAssertEqual(combined.userInterfaceStyle, .dark)
        XCTAssertEqual(combined.displayScale, 3)
        XCTAssertEqual(combined.horizontalSizeClass, .regular)
        XCTAssertEqual(combined.verticalSizeClass, .unspecified)
        XCTAssertTrue(combined.containsTraits(in: dark))
        XCTAssertFalse(combined.containsTraits(in: light))
        XCTAssertTrue(dark.hasDifferentColorAppearance(comparedTo: light))
        XCTAssertFalse(light.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        XCTAssertEqual(UITraitCollection(traitsFrom: [dark, light]), light)
        let screen = UIScreen.main.traitCollection
        XCTAssertEqual([screen.userInterfaceStyle.rawValue, screen.horizontalSizeClass.rawValue, screen.verticalSizeClass.rawValue], [1, 1, 2])
        XCTAssertEqual(screen.displayScale, 2)
    }

    func testAViewInheritsItsWindowsTraitsAndOverrides() {
        let darkScreen = UITraitCollection(traitsFrom: [UIScreen.main.traitCollection, dark])
        let window = darkScreen.performAsCurrent { UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
        let outer = UIView(), inner = UIView()
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .light, "a view in no window takes current")
        outer.addSubview(inner)
        window.addSubview(outer)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark, "the window keeps the traits it was made with")
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(inner.traitCollection.displayScale, 2, "the other traits come from the screen")
        outer.overrideUserInterfaceStyle = .light
        XCTAssertEqual(outer.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(inner.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(window.traitCollection.userInterfaceStyle, .dark)

        let controller = ThemedController()
        controller.overrideUserInterfaceStyle = .light
        window.addSubview(controller.view)
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .light)
        XCTAssertEqual(controller.view.traitCollection.userInterfaceStyle, .light, "a controller's view takes its override")
        controller.view.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .light, "the view's override stays below the controller")
    }

    func testTraitCollectionDidChangeIsCalledOnceWithThePreviousTraits() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = BorderedCardView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let pinned = BorderedCardView(frame: .zero)
        pinned.overrideUserInterfaceStyle = .light
        card.addSubview(pinned)
        window.addSubview(card)
        XCTAssertEqual(card.changes, [], "moving into a window of the same style changes nothing")
        XCTAssertEqual(card.layer.borderColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))

        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(card.changes, [.light])
        XCTAssertEqual(pinned.changes, [], "a view that overrides the style does not change")
        XCTAssertEqual(card.layer.borderColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1), "re-set in traitCollectionDidChange")
        XCTAssertEqual(card.ring.strokeColor, CGColor(red: 1, green: 0.8, blue: 0, alpha: 1))
        XCTAssertEqual(card.layer.backgroundColor, CGColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1),
                       "a view's own dynamic background follows by itself")
        XCTAssertEqual(card.backgroundColor, UIColor.secondarySystemBackground)
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(card.changes, [.light], "the same style again changes nothing")

        card.removeFromSuperview()
        XCTAssertEqual(card.changes, [.light, .dark], "out of the dark window, back to the screen's light")
        XCTAssertEqual(card.layer.borderColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    func testAControllersOverrideTellsTheControllerAndItsView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = ThemedController()
        window.rootViewController = controller
        let card = BorderedCardView(frame: .zero)
        controller.view.addSubview(card)
        controller.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(controller.changes, [.light])
        XCTAssertEqual(card.changes, [.light])
        XCTAssertEqual(controller.view.layer.backgroundColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        window.overrideUserInterfaceStyle = .light
        XCTAssertEqual(controller.changes, [.light], "the controller's override hides the window's change")
    }

    func testLabelsAndDrawnViewsFollowTheStyle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "Hello"
        label.textColor = .label
        let swatch = SwatchView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        window.addSubview(label)
        window.addSubview(swatch)
        window.layer.layoutAndDisplayIfNeeded()
        let textLayer = label.layer.sublayers?.compactMap { $0 as? CATextLayer }.first
        XCTAssertEqual(textLayer?.foregroundColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(swatch.drawnFills.map(\.alpha), [0.2])

        window.overrideUserInterfaceStyle = .dark
        window.layer.layoutAndDisplayIfNeeded()
        XCTAssertEqual(textLayer?.foregroundColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(swatch.drawnFills.map(\.alpha), [0.2, 0.36], "redrawn once, with the dark traits current")
    }

    /// A scene on black plays in dark: views answer it from `init` and `viewDidLoad`.
    func testASceneOnBlackIsDarkFromTheStart() {
        let view = SceneDescriptor(name: "card", size: CGSize(width: 60, height: 60), backgroundColor: .black) {
            BorderedCardView(frame: .zero)
        }
        let runner = SceneRunner(view, context: NonRenderingSceneContext())
        let card = runner.scene.rootLayer.delegate as? BorderedCardView
        XCTAssertEqual(card?.styleAtInit, .dark)
        XCTAssertEqual(card?.layer.borderColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(card?.changes, [])

        let box = ThemedBox()
        let screen = SceneDescriptor(name: "themed", size: CGSize(width: 60, height: 60), backgroundColor: .black) {
            let controller = ThemedController()
            box.controller = controller
            return controller
        }
        let controllerRunner = SceneRunner(screen, context: NonRenderingSceneContext())
        XCTAssertEqual(box.controller?.styleAtLoad, .dark)
        XCTAssertEqual(box.controller?.traitCollection.userInterfaceStyle, .dark, "its window keeps the scene's style")
        XCTAssertEqual(box.controller?.view.layer.backgroundColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        withExtendedLifetime((runner, controllerRunner)) {}
    }
}
