import UIKit

/// Auto Layout written as for iOS: try `sandglass preview examples/ConstraintDemo.swift`. A card
/// pinned with anchors drops and grows every two seconds (or when its button is tapped: Interact
/// mode (G) in the preview, `--tap 160,338@0.5` headless): one constraint's constant changes, and `layoutIfNeeded()` inside `UIView.animate` moves
/// everything that depends on it. The label sizes itself from its text; the badge hugs it.
final class ConstraintDemoViewController: UIViewController {
    static let previewSize = CGSize(width: 320, height: 480)

    private let card = UIView()
    private let titleLabel = UILabel()
    private let badge = UILabel()
    private let button = UIButton(type: .system)
    private var cardTop: NSLayoutConstraint!
    private var cardHeight: NSLayoutConstraint!
    private var expanded = false
    private var ticker: CADisplayLink?
    private var lastToggle: CFTimeInterval = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.11, green: 0.12, blue: 0.16, alpha: 1)

        card.backgroundColor = UIColor(red: 0.35, green: 0.65, blue: 1, alpha: 1)
        card.layer.cornerRadius = 18
        titleLabel.text = "Auto Layout"
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 22)
        badge.text = "NEW"
        badge.textColor = .white
        badge.font = .systemFont(ofSize: 12)
        badge.backgroundColor = UIColor(red: 1, green: 0.4, blue: 0.35, alpha: 1)
        badge.layer.cornerRadius = 4
        badge.textAlignment = .center
        button.setTitle("Toggle", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)

        for subview in [card, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [titleLabel, badge] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(subview)
        }

        cardTop = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40)
        cardHeight = card.heightAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            cardTop,
            cardHeight,
            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 12),
            card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -12),

            titleLabel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            badge.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            badge.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 2),
            badge.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -20),

            button.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24),
            button.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        ])

        let link = CADisplayLink { [weak self] link in self?.tick(link.timestamp) }
        link.add(to: .main, forMode: .common)
        ticker = link
    }

    private func tick(_ time: CFTimeInterval) {
        guard time - lastToggle >= 2 else { return }
        lastToggle = time
        toggle()
    }

    private func toggle() {
        expanded.toggle()
        cardTop.constant = expanded ? 140 : 40
        cardHeight.constant = expanded ? 200 : 120
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [], animations: {
            self.view.layoutIfNeeded()
        })
    }
}
