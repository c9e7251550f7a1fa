import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// Records what a tab bar controller's delegate hears, and may refuse a tab.
private final class TabsRecorder: UITabBarController, UITabBarControllerDelegate, @unchecked Sendable {
    var events: [String] = []
    let refused: Set<Int>

    init(refusing refused: Set<Int> = []) {
        self.refused = refused
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        viewControllers = ["Home", "Search", "Profile"].map { title in
            let page = UIViewController()
            page.title = title
            return page
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        events.append("should \(viewController.title!)")
        return !refused.contains(viewControllers!.firstIndex(of: viewController)!)
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        events.append("did \(viewController.title!)")
    }
}

final class TabBarControllerTests: XCTestCase {
    private let scene = SceneDescriptor(name: "tabs", size: CGSize(width: 300, height: 500)) { TabsRecorder() }

    private func tabs(_ runner: SceneRunner) -> TabsRecorder {
        (runner.scene.rootLayer.delegate as! UIWindow).rootViewController as! TabsRecorder
    }

    /// The bar's centre of tab `index` (three equal thirds of 300 pt, the bar 49 pt at the bottom).
    private func tap(_ index: Int, at time: Double) -> [TouchSample] {
        TouchSample.tap(at: CGPoint(x: 50 + 100 * CGFloat(index), y: 500 - 24), time: time)
    }

    func testTheBarListsTheControllersItemsAndShowsTheFirst() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        let tabs = tabs(runner)
        XCTAssertEqual(tabs.tabBar.items?.map(\.title), ["Home", "Search", "Profile"], "each item titled by its controller")
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.viewControllers![0].view.window != nil || tabs.viewControllers![0].view.superview != nil)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 451, width: 300, height: 49))
        XCTAssertTrue(tabs.viewControllers![1].tabBarController === tabs)
    }

    func testATapSelectsTheTabTheDelegateAllows() {
        let refusing = SceneDescriptor(name: "tabs", size: CGSize(width: 300, height: 500)) { TabsRecorder(refusing: [2]) }
        let runner = SceneRunner(refusing, context: NonRenderingSceneContext())
        runner.setTouches(tap(1, at: 0.5) + tap(2, at: 1.0))
        runner.seek(to: 0.8)
        XCTAssertEqual(tabs(runner).selectedIndex, 1)
        XCTAssertTrue(tabs(runner).tabBar.selectedItem === tabs(runner).viewControllers![1].tabBarItem)
        runner.seek(to: 1.5)
        XCTAssertEqual(tabs(runner).selectedIndex, 1, "the delegate refused the third")
        XCTAssertTrue(tabs(runner).tabBar.selectedItem === tabs(runner).viewControllers![1].tabBarItem, "and the bar shows so")
        XCTAssertEqual(tabs(runner).events, ["should Search", "did Search", "should Profile"])
    }

    func testSelectingInCodeAsksNothing() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        let tabs = tabs(runner)
        tabs.selectedIndex = 2
        XCTAssertEqual(tabs.selectedViewController?.title, "Profile")
        XCTAssertTrue(tabs.viewControllers![2].view.superview != nil)
        XCTAssertNil(tabs.viewControllers![0].view.superview)
        XCTAssertEqual(tabs.events, [])
    }

    func testTheSelectedItemIsTintedAndABadgeShows() {
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        let tabs = tabs(runner)
        tabs.viewControllers![2].tabBarItem.badgeValue = "3"
        tabs.view.layoutIfNeeded()
        let images = tabs.tabBar.subviews.compactMap { $0 as? UIImageView }
        XCTAssertEqual(images.map { $0.tintColor }, [UIColor.systemBlue, UITabBar.unselectedGrey, UITabBar.unselectedGrey])
        let badges = tabs.tabBar.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden && $0.text == "3" }
        XCTAssertEqual(badges.count, 1)
    }

    /// A template image draws its alpha in the view's tint.
    func testATemplateImageIsDrawnInTheTint() {
        let white = CGImage(width: 1, height: 1, premultipliedRGBA: [128, 128, 128, 128])!
        let tinted = UIImageView.tinted(white, with: CGColor(red: 1, green: 0, blue: 0, alpha: 1))!
        XCTAssertEqual(tinted.pixels.bytes, [128, 0, 0, 128])
    }
}
