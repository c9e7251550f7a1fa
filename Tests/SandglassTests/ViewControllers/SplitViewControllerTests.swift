import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// The minimal split view: two columns side by side when wide, one when collapsed (the secondary
/// pushed on a primary navigation controller unless the delegate says no), the display modes, and
/// showing a detail.
final class SplitViewControllerTests: XCTestCase {
    private func split(width: CGFloat, _ configure: (UISplitViewController) -> Void = { _ in }) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController()
        primary.title = "list"
        secondary.title = "detail"
        split.viewControllers = [primary, secondary]
        configure(split)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        window.rootViewController = split
        window.layoutIfNeeded()
        return split
    }

    func testWideTheColumnsStandSideBySide() {
        let split = split(width: 1000)
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(split.viewControllers[0].view.frame, CGRect(x: 0, y: 0, width: 320, height: 600))
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 320, y: 0, width: 680, height: 600))
        XCTAssertTrue(split.viewControllers[1].parent === split)
    }

    func testAFractionAndItsLimitsSetThePrimaryWidth() {
        let split = split(width: 1000) {
            $0.preferredPrimaryColumnWidthFraction = 0.5
            $0.maximumPrimaryColumnWidth = 400
        }
        XCTAssertEqual(split.primaryColumnWidth, 400)
        XCTAssertEqual(split.viewControllers[1].view.frame.minX, 400)
    }

    func testSecondaryOnlyHidesThePrimary() {
        let split = split(width: 1000) { $0.preferredDisplayMode = .secondaryOnly }
        XCTAssertNil(split.viewControllers[0].viewIfLoaded?.superview)
        XCTAssertEqual(split.viewControllers[1].view.frame, CGRect(x: 0, y: 0, width: 1000, height: 600))
    }

    /// Narrow, the primary navigation controller gets the secondary pushed onto it, as iOS's default.
    func testCollapsedTheSecondaryIsPushedOntoAPrimaryNavigationController() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.viewControllers = [navigation, detail]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        window.rootViewController = split
        window.layoutIfNeeded()
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: 375, height: 600))
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertNil(split.viewController(for: .secondary))
    }

    func testShowingADetailReplacesTheSecondary() {
        let split = split(width: 1000)
        let other = UIViewController()
        split.viewControllers[0].showDetailViewController(other, sender: nil)
        XCTAssertTrue(split.viewController(for: .secondary) === other)
        split.view.layoutIfNeeded()
        XCTAssertEqual(other.view.frame, CGRect(x: 320, y: 0, width: 680, height: 600))
    }
}
