import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// A table controller of `count` rows in one section titled "Items", cells counted as they are made.
private final class Numbers: UITableViewController, @unchecked Sendable {
    var rows: [Int]
    var made = 0
    var selections: [IndexPath] = []

    init(count: Int) {
        rows = Array(0..<count)
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CountingCell.self, forCellReuseIdentifier: "n")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Items" }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "n", for: indexPath) as! CountingCell
        if cell.serial == 0 { made += 1; cell.serial = made }
        cell.textLabel?.text = "\(rows[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
}

/// A cell whose initializer override sets its style, as iOS cell subclasses do.
private final class CountingCell: UITableViewCell {
    var serial = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

final class UITableViewTests: XCTestCase {
    private func scene(count: Int) -> SceneDescriptor {
        SceneDescriptor(name: "table", size: CGSize(width: 320, height: 480)) { Numbers(count: count) }
    }

    private func controller(_ runner: SceneRunner) -> Numbers {
        (runner.scene.rootLayer.delegate as! UIWindow).rootViewController as! Numbers
    }

    func testIndexPathsHaveRowsAndSections() {
        let path = IndexPath(row: 3, section: 1)
        XCTAssertEqual([path.section, path.row], [1, 3])
        XCTAssertEqual(IndexPath(item: 2, section: 0).item, 2)
    }

    /// 28 pt of header, then rows of 44: row 0 at 28, row 5 at 248; the rows in a 480 pt view are made,
    /// no more, and a registered subclass is made through its own initializer override.
    func testRowsArePlacedUnderTheHeaderAndOnlyTheVisibleOnesAreMade() {
        let runner = SceneRunner(scene(count: 100), context: NonRenderingSceneContext())
        let table = controller(runner).tableView!
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 5, section: 0)), CGRect(x: 0, y: 248, width: 320, height: 44))
        XCTAssertEqual(table.contentSize.height, 28 + 100 * 44)
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 11, "rows 0...10 meet 0...480")
        XCTAssertEqual(controller(runner).made, 11)
        XCTAssertEqual(table.visibleCells.first?.style, .subtitle, "made through the subclass's init override")
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 250)), IndexPath(row: 5, section: 0))
    }

    /// Scrolled through a hundred rows, the table reuses the cells that left: a dozen or so are made.
    func testScrollingReusesCells() {
        let runner = SceneRunner(scene(count: 100), context: NonRenderingSceneContext())
        let table = controller(runner).tableView!
        for y in stride(from: 0, through: 3000, by: 100) { table.contentOffset = CGPoint(x: 0, y: y) }
        XCTAssertEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 67, section: 0), "3000 pt down: row (3000 - 28) / 44")
        XCTAssertLessThanOrEqual(controller(runner).made, 14)
        let texts = table.visibleCells.compactMap { $0.textLabel?.text }
        XCTAssertEqual(texts.first, "67")
    }

    func testATapSelectsTheRowUnderIt() {
        let runner = SceneRunner(scene(count: 20), context: NonRenderingSceneContext())
        runner.setTouches(TouchSample.tap(at: CGPoint(x: 100, y: 250), time: 0.5))
        runner.seek(to: 1)
        XCTAssertEqual(controller(runner).selections, [IndexPath(row: 5, section: 0)])
        XCTAssertEqual(controller(runner).tableView.indexPathForSelectedRow, IndexPath(row: 5, section: 0))
        XCTAssertTrue(controller(runner).tableView.cellForRow(at: IndexPath(row: 5, section: 0))!.isSelected)
    }

    /// An inserted row fades in while the rows under it slide down a row's height over 0.3 s.
    func testAnInsertedRowFadesInAndTheRowsBelowSlideDown() {
        let runner = SceneRunner(scene(count: 5), context: NonRenderingSceneContext())
        let numbers = controller(runner)
        let table = numbers.tableView!
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        numbers.rows.insert(99, at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === third, "the old third row is the fourth now")
        XCTAssertEqual(third.frame.minY, 28 + 3 * 44, "its model frame is its new place")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "99")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 6)
    }
}
