import Sandglass
import XCTest

/// A long column of constrained rows solves in one pass, and a constant change re-solves by
/// difference (one constraint out, one in), not from scratch.
final class LayoutScaleTests: XCTestCase {
    func testTwoHundredRowsSolveAndReSolve() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10_000))
        var previous: UIView = root
        var tops: [NSLayoutConstraint] = []
        for index in 0..<200 {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            let top = row.topAnchor.constraint(equalTo: index == 0 ? root.topAnchor : previous.bottomAnchor, constant: 4)
            tops.append(top)
            NSLayoutConstraint.activate([top, row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                         row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                                         row.heightAnchor.constraint(equalToConstant: 20)])
            previous = row
        }
        var start = Date()
        root.layoutIfNeeded()
        let first = Date().timeIntervalSince(start)
        XCTAssertEqual(previous.frame, CGRect(x: 8, y: 199 * 24 + 4, width: 304, height: 20))
        tops[0].constant = 10
        start = Date()
        root.layoutIfNeeded()
        let again = Date().timeIntervalSince(start)
        XCTAssertEqual(previous.frame.minY, 199 * 24 + 10)
        print("200 rows: first solve \(first * 1000) ms, after a constant change \(again * 1000) ms")
    }
}
