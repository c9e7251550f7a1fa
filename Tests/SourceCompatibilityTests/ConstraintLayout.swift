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

final class ConstraintLayoutTests: CorpusTestCase {
    func testTheCardLaysOutAndAnimatesAsAScene() {
        let descriptor = SceneDescriptor(name: "constraint-card", size: CGSize(width: 320, height: 480)) {
            ConstraintCardViewController()
        }
        let scene = inFrame(at: 0) { descriptor.build(descriptor.parameters.defaults, NonRenderingSceneContext()) }
        guard let cardLayer = scene.rootLayer.sublayers?.first, let buttonLayer = scene.rootLayer.sublayers?.last else {
            return XCTFail("no card")
        }
        XCTAssertEqual(cardLayer.frame, CGRect(x: 20, y: 40, width: 280, height: 120))
        guard let label = cardLayer.sublayers?.first else { return XCTFail("no label") }
        XCTAssertEqual(label.position, CGPoint(x: 140, y: 60), "the label is centred in the card")
        XCTAssertEqual(buttonLayer.frame.minY, 176)
        XCTAssertEqual(buttonLayer.position.x, 160)
        XCTAssertGreaterThan(buttonLayer.bounds.width, 0, "the button's title sizes it")

        guard let controller = (cardLayer.delegate as? UIView)?.superview?.next as? ConstraintCardViewController else {
            return XCTFail("no controller")
        }
        inFrame(at: 1) { controller.actionButton.sendActions(for: .touchUpInside) }
        XCTAssertEqual(cardLayer.frame.minY, 160)
        XCTAssertEqual(onScreen(cardLayer, at: 1.25).frame.minY, 100, accuracy: 1e-9, "half way at half time")
        XCTAssertEqual(onScreen(cardLayer, at: 2).frame.minY, 160)
        XCTAssertEqual(onScreen(buttonLayer, at: 2).frame.minY, 296, "the button follows the card")
    }
}
