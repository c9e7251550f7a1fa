import Sandglass
import XCTest

/// Views placed by anchors get the frames the equations give, at `layoutIfNeeded()` or at the
/// commit's layout pass.
final class AnchorLayoutTests: XCTestCase {
    private func constrained(in root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    func testAViewPinnedWithAnchorsGetsExactFrames() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = constrained(in: root)
        let badge = constrained(in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        XCTAssertEqual(card.frame, .zero, "nothing moves before layout")
        root.layoutIfNeeded()
        // card: x 20…300 (width 280), height 140; badge in card's coordinates: centred, 10 above its bottom.
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 40, width: 280, height: 140))
        XCTAssertEqual(badge.frame, CGRect(x: 125, y: 100, width: 30, height: 30))
        XCTAssertEqual(card.constraints.count, 3, "badge's own and its relations to card are held by card")
        XCTAssertEqual(root.constraints.count, 3)
        XCTAssertEqual(badge.constraints.count, 2)
    }

    func testTheCommitsLayoutPassAppliesConstraintsAndConstantChanges() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = constrained(in: root)
        let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: root.topAnchor),
                                     box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20)])
        CATransaction.performFrame(at: 0) { root.layer.layoutAndDisplayIfNeeded() }
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 0, width: 50, height: 20))
        left.constant = 70
        XCTAssertEqual(box.frame.minX, 10, "a change waits for the next layout")
        CATransaction.performFrame(at: 1 / 60) { root.layer.layoutAndDisplayIfNeeded() }
        XCTAssertEqual(box.frame, CGRect(x: 70, y: 0, width: 50, height: 20))
    }

    func testInequalitiesAndPriorities() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = constrained(in: root)
        let wide = box.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10), wide,
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 10, y: 0, width: 280, height: 10), "as wide as the required insets allow")
        wide.constant = 100
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 100, y: 0, width: 100, height: 10))
    }

    func testDeactivatingAndLeavingTheSuperviewRemoveConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = constrained(in: root)
        let pins = [box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                    box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                    box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)]
        NSLayoutConstraint.activate(pins)
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
        pins[0].isActive = false
        XCTAssertFalse(pins[0].isActive)
        pins[0].constant = 30
        pins[0].isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.minX, 30)

        box.removeFromSuperview()
        XCTAssertEqual(pins.map(\.isActive), [false, false, true, true], "the relations to root go, box's own stay")
        XCTAssertTrue(root.constraints.isEmpty)
        XCTAssertEqual(box.constraints.count, 2)
    }

    func testViewsThatTranslateTheirFrameStayPutAndAnchorOthers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        root.addSubview(fixed)
        let follower = constrained(in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 8),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(fixed.frame, CGRect(x: 30, y: 40, width: 50, height: 60))
        XCTAssertEqual(follower.frame, CGRect(x: 88, y: 40, width: 100, height: 40))
        fixed.frame.origin.x = 0
        root.layoutIfNeeded()
        XCTAssertEqual(follower.frame.minX, 58, "moving a translating view re-solves")
    }

    func testGuidesAndMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let left = constrained(in: root), right = constrained(in: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            left.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            left.widthAnchor.constraint(equalToConstant: 40), left.heightAnchor.constraint(equalToConstant: 40),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 12),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            right.bottomAnchor.constraint(equalTo: root.bottomAnchor), right.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(left.frame, CGRect(x: 8, y: 0, width: 40, height: 40))
        XCTAssertEqual(gap.layoutFrame, CGRect(x: 48, y: 0, width: 12, height: 1))
        XCTAssertEqual(right.frame, CGRect(x: 60, y: 160, width: 232, height: 40))
        XCTAssertEqual(root.safeAreaLayoutGuide.layoutFrame, root.bounds)
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        root.layoutIfNeeded()
        XCTAssertEqual(left.frame.minX, 20)
        XCTAssertEqual(right.frame, CGRect(x: 72, y: 160, width: 208, height: 40))
    }

    func testTheClassicInitializerAndDescriptions() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = constrained(in: root)
        let c = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                                   multiplier: 0.5, constant: -10)
        c.identifier = "half"
        XCTAssertTrue(c.firstItem === box)
        XCTAssertEqual(c.secondAttribute, .width)
        XCTAssertTrue(c.description.hasSuffix("'half' UIView:\(address(box)).width == 0.5*UIView:\(address(root)).width - 10   (inactive)>"),
                      c.description)
        root.addConstraint(c)
        XCTAssertTrue(c.isActive)
        let fixedHeight = box.heightAnchor.constraint(equalToConstant: 7)
        fixedHeight.priority = UILayoutPriority(999)
        XCTAssertTrue(fixedHeight.description.hasSuffix("UIView:\(address(box)).height == 7 @999   (inactive)>"))
        fixedHeight.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(box.bounds.size, CGSize(width: 40, height: 7))
    }

    func testViewsInDifferentTreesCannotBeRelated() {
        let a = UIView(), b = UIView()
        let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        let lines = standardErrorLines { c.isActive = true }
        XCTAssertFalse(c.isActive)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines.first?.hasPrefix("Unable to activate constraint with anchors UIView:\(address(a)).width and UIView:\(address(b)).width because they have no common ancestor.") ?? false)
    }
}

/// `0x…`, as descriptions print the object.
func address(_ object: AnyObject) -> String { "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16) }
