import Sandglass
import XCTest

/// Contradicting required constraints: logged once as Xcode logs them, and the latest is broken.
final class ConstraintConflictTests: XCTestCase {
    private let header = [
        "Unable to simultaneously satisfy constraints.",
        "\tProbably at least one of the constraints in the following list is one you don't want. ",
        "\tTry this: ",
        "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
        "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]

    func testTheLatestConflictingConstraintIsBrokenAndLoggedOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor), box.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10), narrow])
        root.layoutIfNeeded()
        wide.isActive = true
        let lines = standardErrorLines { root.layoutIfNeeded() }
        XCTAssertEqual(lines, header + ["(", "    \"\(narrow)\",", "    \"\(wide)\"", ")",
                                        "Will attempt to recover by breaking constraint ", "\(wide)"])
        XCTAssertTrue(wide.description.contains("'wide' UIView:\(address(box)).width == 200   (active)"))
        XCTAssertEqual(box.frame.width, 100)
        XCTAssertTrue(wide.isActive, "broken, not deactivated")
        XCTAssertTrue(wide.isBrokenByConflict)
        XCTAssertFalse(narrow.isBrokenByConflict)
        XCTAssertEqual(box.constraintsAffectingLayout(for: .horizontal).map(\.firstAttribute), [.left, .width, .width])

        let again = standardErrorLines {
            box.setNeedsLayout()
            root.layoutIfNeeded()
            CATransaction.performFrame(at: 0) { root.layer.layoutAndDisplayIfNeeded() }
        }
        XCTAssertEqual(again, [], "once per conflict")

        narrow.isActive = false
        let resolved = standardErrorLines { root.layoutIfNeeded() }
        XCTAssertEqual(resolved, [])
        XCTAssertEqual(box.frame.width, 200, "the broken constraint holds once the conflict is gone")
        XCTAssertFalse(wide.isBrokenByConflict)
    }

    func testAForgottenTranslatesFlagShowsTheAutoresizingConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        let lines = standardErrorLines {
            width.isActive = true
            root.layoutIfNeeded()
        }
        XCTAssertEqual(Array(lines.prefix(6)), header + [
            "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ",
        ])
        XCTAssertEqual(Array(lines.dropFirst(6)), [
            "(", "    \"<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:\(address(box)).width == 50   (active)>\",",
            "    \"\(width)\"", ")", "Will attempt to recover by breaking constraint ", "\(width)",
        ])
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
    }
}
