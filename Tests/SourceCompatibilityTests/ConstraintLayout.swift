import SandglassTooling
import UIKit
import XCTest

/// A card laid out with anchors, as iOS apps write it: views made in code with
/// `translatesAutoresizingMaskIntoConstraints = false`, one `NSLayoutConstraint.activate`, and a
/// constraint kept to animate with `layoutIfNeeded()`.
final class ConstraintCardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let actionButton = UIButton(type: .system)
    private var cardTopConstraint: NSLayoutConstraint!
    private var isExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        titleLabel.text = "Auto Layout"
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(titleLabel)

        actionButton.setTitle("Expand", for: .normal)
        actionButton.translatesAutoresizingMaskIntoConstraints = false
        actionButton.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
        view.addSubview(actionButton)

        cardTopConstraint = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40)
        NSLayoutConstraint.activate([
            cardTopConstraint,
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.heightAnchor.constraint(equalToConstant: 120),

            titleLabel.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),

            actionButton.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
            actionButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    func toggle() {
        isExpanded.toggle()
        cardTopConstraint.constant = isExpanded ? 160 : 40
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut], animations: {
            self.view.layoutIfNeeded()
        })
    }
}

/// Keeps the controller a scene's builder makes, for the test to read.
private final class ControllerBox: @unchecked Sendable {
    var controller: ConstraintCardViewController?
}

final class ConstraintLayoutTests: CorpusTestCase {
    func testTheCardLaysOutAndAnimatesAsAScene() {
        let box = ControllerBox()
        let descriptor = SceneDescriptor(name: "constraint-card", size: CGSize(width: 320, height: 480)) {
            let controller = ConstraintCardViewController()
            box.controller = controller
            return controller
        }
        let scene = inFrame(at: 0) { descriptor.build(descriptor.parameters.defaults, NonRenderingSceneContext()) }
        guard let controller = box.controller else { return XCTFail("no controller") }
        let (cardLayer, buttonLayer) = (controller.card.layer, controller.actionButton.layer)
        XCTAssertEqual(cardLayer.frame, CGRect(x: 20, y: 40, width: 280, height: 120))
        XCTAssertEqual(controller.titleLabel.layer.position, CGPoint(x: 140, y: 60), "the label is centred in the card")
        XCTAssertEqual(buttonLayer.frame.minY, 176)
        XCTAssertEqual(buttonLayer.position.x, 160)
        XCTAssertGreaterThan(buttonLayer.bounds.width, 0, "the button's title sizes it")

        inFrame(at: 1) {
            controller.actionButton.sendActions(for: .touchUpInside)
            scene.rootLayer.layoutAndDisplayIfNeeded()   // the frame's commit
        }
        XCTAssertEqual(cardLayer.frame.minY, 160)
        XCTAssertEqual(onScreen(cardLayer, at: 1.25).frame.minY, 100, accuracy: 1e-9, "half way at half time")
        XCTAssertEqual(onScreen(cardLayer, at: 2).frame.minY, 160)
        XCTAssertEqual(onScreen(buttonLayer, at: 2).frame.minY, 296, "the button follows the card")
    }
}

/// The older style: `NSLayoutConstraint(item:…)` added with `addConstraints`, priorities written
/// as numbers, content priorities, and a layout pass in `updateConstraints`.
final class ProfileHeaderView: UIView {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    var avatarSize: CGFloat = 48 { didSet { setNeedsUpdateConstraints() } }
    private var avatarWidth: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        [avatar, nameLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        nameLabel.text = "Ada Lovelace"
        nameLabel.setContentHuggingPriority(.required, for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(UILayoutPriority(rawValue: 999), for: .horizontal)

        let width = NSLayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: avatarSize)
        avatarWidth = width
        let preferredGap = NSLayoutConstraint(item: nameLabel, attribute: .leading, relatedBy: .equal, toItem: avatar,
                                              attribute: .trailing, multiplier: 1, constant: 24)
        preferredGap.priority = .defaultHigh - 1
        addConstraints([
            width,
            NSLayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: avatar,
                               attribute: .width, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: avatar, attribute: .leading, relatedBy: .equal, toItem: self,
                               attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: avatar, attribute: .centerY, relatedBy: .equal, toItem: self,
                               attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: nameLabel, attribute: .leading, relatedBy: .greaterThanOrEqual, toItem: avatar,
                               attribute: .trailing, multiplier: 1, constant: 12),
            preferredGap,
            NSLayoutConstraint(item: nameLabel, attribute: .centerY, relatedBy: .equal, toItem: avatar,
                               attribute: .centerY, multiplier: 1, constant: 0),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConstraints() {
        avatarWidth?.constant = avatarSize
        super.updateConstraints()
    }
}

final class ProfileHeaderTests: CorpusTestCase {
    func testTheOlderStyleLaysOutAndUpdatesConstraints() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        header.layoutIfNeeded()
        XCTAssertEqual(header.avatar.frame, CGRect(x: 8, y: 26, width: 48, height: 48))
        XCTAssertEqual(header.nameLabel.frame.minX, 80)
        XCTAssertEqual(header.nameLabel.frame.width, header.nameLabel.intrinsicContentSize.width)
        XCTAssertEqual(header.nameLabel.center.y, 50)

        header.avatarSize = 64
        XCTAssertTrue(header.needsUpdateConstraints())
        header.layoutIfNeeded()
        XCTAssertFalse(header.needsUpdateConstraints())
        XCTAssertEqual(header.avatar.frame, CGRect(x: 8, y: 18, width: 64, height: 64))
        XCTAssertEqual(header.nameLabel.frame.minX, 96)
        XCTAssertEqual(header.constraints.count, 7)
    }
}
