import XCTest
@testable import QuartzCore
@testable import UIKit

/// Members the published animation libraries reach for (measured by compiling them): a tab item's
/// title offset and image insets, an image view's highlighted image, a table's background view, a
/// text field subclass drawing its own placeholder, the split view above a controller, and the status
/// bar that is not there.
final class LibraryMembersTests: XCTestCase {
    /// The bar's first item, 100 points wide: title 34 points down, image a 25-point square at 37.5, 7.
    func testATabItemMovesItsTitleAndInsetsItsImage() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        item.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -4)
        item.imageInsets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        bar.items = [item]
        bar.layoutIfNeeded()
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Home" }
        XCTAssertEqual(title?.frame, CGRect(x: 3, y: 30, width: 100, height: 12))
        let image = bar.subviews.compactMap { $0 as? UIImageView }.first
        XCTAssertEqual(image?.frame, CGRect(x: 39.5, y: 9, width: 21, height: 21))
    }

    func testAnImageViewShowsItsHighlightedImageWhileHighlighted() {
        let plain = UIImage(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])!)
        let lit = UIImage(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 255, 255])!)
        let view = UIImageView(image: plain, highlightedImage: lit)
        XCTAssertEqual(view.layer.contents?.pixels.bytes, [255, 0, 0, 255])
        view.isHighlighted = true
        XCTAssertEqual(view.layer.contents?.pixels.bytes, [0, 0, 255, 255])
        view.isHighlighted = false
        XCTAssertEqual(view.layer.contents?.pixels.bytes, [255, 0, 0, 255])
    }

    /// The background view fills the table and stays put while the rows scroll, behind them.
    func testATablesBackgroundViewStaysBehindAndInPlace() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let background = UIView()
        table.backgroundView = background
        table.contentSize = CGSize(width: 200, height: 1000)
        table.layoutIfNeeded()
        XCTAssertTrue(table.subviews.first === background)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(background.frame, CGRect(x: 0, y: 300, width: 200, height: 100))
    }

    /// A field subclass that draws its own placeholder (a floating label) hides the field's.
    func testAFieldSubclassDrawingItsOwnPlaceholderHidesTheFieldsOwn() {
        final class Floating: UITextField {
            override func drawPlaceholder(in rect: CGRect) {}
        }
        func placeholderShown(_ field: UITextField) -> Bool {
            field.layoutIfNeeded()
            return field.subviews.compactMap { $0 as? UILabel }.contains { $0.text == "Name" && !$0.isHidden }
        }
        let plain = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        plain.placeholder = "Name"
        XCTAssertTrue(placeholderShown(plain))
        let floating = Floating(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        floating.placeholder = "Name"
        XCTAssertFalse(placeholderShown(floating))
    }

    func testTheSplitViewAboveAControllerAndNoStatusBar() {
        let split = UISplitViewController(style: .doubleColumn)
        let list = UIViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), UIViewController()]
        XCTAssertTrue(list.splitViewController === split)
        XCTAssertNil(UIViewController().splitViewController)
        XCTAssertEqual(UIWindowScene.main.statusBarManager?.statusBarFrame, .zero)
    }
}
