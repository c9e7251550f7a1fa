import Foundation
import Sandglass
import XCTest
@testable import SandglassPreview

/// The inspector's Constraints section: the selected view's constraints as equations from its side,
/// a conflict's broken one flagged.
final class ViewConstraintsTests: XCTestCase {
    func testTheSelectedViewsConstraintsWithAConflictFlagged() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = UIView(), badge = UIView()
        for view in [box, badge] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(box)
        box.addSubview(badge)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let half = box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5)
        half.priority = UILayoutPriority(750)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: -4),
            box.widthAnchor.constraint(equalToConstant: 100), half,
            badge.trailingAnchor.constraint(equalTo: box.trailingAnchor),
            badge.topAnchor.constraint(equalTo: box.topAnchor), badge.widthAnchor.constraint(equalToConstant: 8),
            badge.heightAnchor.constraint(equalToConstant: 8),
        ])
        root.layoutIfNeeded()
        silencingStandardError { wide.isActive = true; root.layoutIfNeeded() }
        let rows = ViewConstraints(of: box.layer).rows
        XCTAssertEqual(rows.map(\.equation), [
            "self.leading == superview.leading + 20",
            "self.width == 100",
            "subview 0.trailing == self.trailing",
            "self.width == 200",
            "self.top >= superview.top - 4",
            "self.height == 0.5×superview.height @750",
            "subview 0.top == self.top",
        ])
        XCTAssertEqual(rows.map(\.isBroken), [false, false, false, true, false, false, false])
        XCTAssertEqual(rows[3].identifier, "wide")
        XCTAssertEqual(ViewConstraints(of: CALayer()).rows, [], "a layer that backs no view has none")
    }

    /// Runs `body` with stderr sent to /dev/null (the conflict's log is the engine's test's business).
    private func silencingStandardError(_ body: () -> Void) {
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        dup2(null, 2)
        body()
        dup2(saved, 2)
        close(null)
        close(saved)
    }
}
