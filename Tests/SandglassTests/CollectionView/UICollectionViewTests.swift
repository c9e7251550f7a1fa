import XCTest
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// A cell that counts how often it is made, as a registered iOS cell subclass is written.
private final class Tile: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        Tile.made += 1
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
}

/// `count` items of 100 × 100 in one section; the flow layout's sizes come from the delegate for item 0
/// when `bigFirst`.
private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count: Int
    var selected: [IndexPath] = []
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! Tile
        cell.label.text = "\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// `UICollectionView` with iOS's flow layout and a custom layout: where items go, which cells are made
/// and reused, selection by a tap, and attributes applied as the content scrolls.
final class UICollectionViewTests: XCTestCase {
    private func grid(_ count: Int, size: CGSize = CGSize(width: 320, height: 200)) -> (UICollectionView, Grid, UICollectionViewFlowLayout) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let source = Grid(count: count)
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return (view, source, layout)
    }

    /// 300 points between the insets: two items a line (100 + 10 + 100; a third would need 320). Full
    /// lines share their 90 spare points (items at 10 and 210); the last line keeps the minimum spacing
    /// from the start. Lines 10 apart: content 10 + 3 × 100 + 2 × 10 + 10 = 340 high.
    func testTheFlowLayoutFillsJustifiedLines() {
        let (view, source, layout) = grid(5, size: CGSize(width: 320, height: 400))
        defer { withExtendedLifetime(source) {} }
        func frame(_ item: Int) -> CGRect? { layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        XCTAssertEqual(frame(0), CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(1), CGRect(x: 210, y: 10, width: 100, height: 100))
        XCTAssertEqual(frame(3), CGRect(x: 210, y: 120, width: 100, height: 100))
        XCTAssertEqual(frame(4), CGRect(x: 10, y: 230, width: 100, height: 100), "the last line from the start")
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 340))
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, frame(3))
    }

    /// Only the items meeting the bounds have cells; cells that leave are reused.
    func testOnlyItemsInViewAreMadeAndCellsAreReused() {
        Tile.made = 0
        let (view, source, _) = grid(20)  // the data source is held weakly, as on iOS
        defer { withExtendedLifetime(source) {} }
        XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3], "lines at 10 and 120 meet 0...200")
        view.contentOffset = CGPoint(x: 0, y: 300)
        XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [4, 5, 6, 7, 8, 9], "lines at 230, 340 and 450")
        view.contentOffset = CGPoint(x: 0, y: 900)
        XCTAssertLessThanOrEqual(Tile.made, 10, "cells that left were dequeued again")
        let cell = view.visibleCells.first!
        XCTAssertEqual(view.indexPath(for: cell), view.indexPathsForVisibleItems.first)
        XCTAssertEqual((cell as? Tile)?.label.text, "\(view.indexPathsForVisibleItems.first!.item)")
    }

    func testAHorizontalFlowRunsItsLinesDown() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.minimumLineSpacing = 5
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let source = Grid(count: 5)
        view.dataSource = source
        view.layoutIfNeeded()
        // Two items a column (40 + 10 + 40 of 100; the 10 spare shared), columns 80 wide, 5 apart.
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 60, width: 80, height: 40))
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 85, y: 0, width: 80, height: 40))
        XCTAssertEqual(view.contentSize, CGSize(width: 250, height: 100))
    }

    /// A custom layout in a row whose items shrink away from the centre, asking for a new layout at
    /// every scroll: each cell takes its attributes' transform and alpha as the content moves.
    func testACustomLayoutsAttributesFollowTheScroll() {
        final class Carousel: UICollectionViewLayout {
            var count = 0
            override func prepare() { count = collectionView?.numberOfItems(inSection: 0) ?? 0 }
            override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * 100, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                a.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 100)
                let centre = (collectionView?.bounds.midX ?? 0)
                let distance = min(abs(a.center.x - centre) / 200, 1)
                a.transform = CGAffineTransform(scaleX: 1 - 0.5 * distance, y: 1 - 0.5 * distance)
                a.alpha = 1 - distance
                return a
            }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: Carousel())
        view.register(Tile.self, forCellWithReuseIdentifier: "tile")
        let source = Grid(count: 10)
        view.dataSource = source
        view.layoutIfNeeded()
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(first.alpha, 0.75, accuracy: 1e-9, "50 points from the centre at 100")
        view.contentOffset = CGPoint(x: 250, y: 0)
        let third = view.cellForItem(at: IndexPath(item: 3, section: 0))!
        XCTAssertEqual(third.alpha, 1, accuracy: 1e-9, "centred at 350")
        XCTAssertEqual(third.layer.transform.m11, 1, accuracy: 1e-9)
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))!.layer.transform.m11, 0.75, accuracy: 1e-9)
    }

    func testATapSelectsAnItem() {
        final class Host: UIView, @unchecked Sendable {
            let view: UICollectionView
            let source = Grid(count: 6)
            override init(frame: CGRect) {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
                super.init(frame: frame)
                view.register(Tile.self, forCellWithReuseIdentifier: "tile")
                view.dataSource = source
                view.delegate = source
                addSubview(view)
            }
            required init?(coder: NSCoder) { nil }
        }
        let scene = SceneDescriptor(name: "grid", size: CGSize(width: 320, height: 300)) { Host(frame: .zero) }
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        // Three a line (320: 3 × 100 + 2 × 10); the second line's middle item is at 160, 160.
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 160, y: 160), time: 0.3))
        runner.seek(to: 0.6)
        let host = runner.scene.rootLayer.delegate as! Host
        XCTAssertEqual(host.source.selected, [IndexPath(item: 4, section: 0)])
        XCTAssertEqual(host.view.indexPathsForSelectedItems, [IndexPath(item: 4, section: 0)])
        XCTAssertTrue(host.view.cellForItem(at: IndexPath(item: 4, section: 0))!.isSelected)
    }
}
