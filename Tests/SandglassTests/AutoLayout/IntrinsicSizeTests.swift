import Sandglass
import XCTest

/// A view whose content wants a fixed size, so that expected frames are exact.
private final class Box: UIView {
    var content: CGSize
    init(_ content: CGSize) {
        self.content = content
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { content }
}

/// Intrinsic sizes, content hugging and compression resistance decide as on iOS.
final class IntrinsicSizeTests: XCTestCase {
    private func row(width: CGFloat, _ a: UIView, _ b: UIView) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }

    func testALabelsTextGivesItsSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel()
        label.text = "Constraints"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        XCTAssertGreaterThan(size.width, 50)
        XCTAssertEqual(size.height, 21, "17-point system font: 1.2 × 17 rounded up")
        XCTAssertEqual(label.frame, CGRect(x: 160 - size.width / 2, y: 10, width: size.width, height: 21))

        label.text = "Constraints, longer"
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width)
        XCTAssertGreaterThan(label.frame.width, size.width)
    }

    func testAnImageViewIsTheSizeOfItsImage() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let imageView = UIImageView(image: nil)
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        NSLayoutConstraint.activate([imageView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     imageView.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        imageView.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        root.layoutIfNeeded()
        XCTAssertEqual(imageView.frame, CGRect(x: 70, y: 80, width: 30, height: 20))
    }

    func testAButtonIsTheSizeOfItsTitle() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     button.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        let title = button.titleLabel!.intrinsicContentSize
        XCTAssertEqual(button.frame.size, CGSize(width: title.width + 20, height: title.height + 8))
        XCTAssertEqual(button.center, CGPoint(x: 100, y: 50))
    }

    func testTheViewThatHugsLessStretches() {
        let a = Box(CGSize(width: 60, height: 20)), b = Box(CGSize(width: 70, height: 20))
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        _ = row(width: 300, a, b)
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 60, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 70, y: 0, width: 230, height: 20))
        XCTAssertEqual(b.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(b.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }

    func testTheViewThatResistsLessIsCompressed() {
        let a = Box(CGSize(width: 60, height: 20)), b = Box(CGSize(width: 70, height: 20))
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        _ = row(width: 100, a, b)
        // 90 points for 130 of content: a (750) gives way to b (751).
        XCTAssertEqual(a.frame.width, 20)
        XCTAssertEqual(b.frame, CGRect(x: 30, y: 0, width: 70, height: 20))
    }

    func testPrioritiesAgainstContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = Box(CGSize(width: 60, height: 20))
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 30)
        width.priority = UILayoutPriority(700)
        NSLayoutConstraint.activate([width, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size, CGSize(width: 60, height: 20), "compression resistance 750 beats 700")
        width.priority = .defaultHigh + 1
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size.width, 30, "751 beats 750")
        width.priority = .required
        width.constant = 100
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame.size.width, 100, "required beats hugging")
    }

    func testSystemLayoutSizeFitting() {
        let card = UIView()
        let title = Box(CGSize(width: 120, height: 24)), body = Box(CGSize(width: 80, height: 40))
        card.addSubview(title)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        XCTAssertEqual(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 152, height: 96))
        XCTAssertEqual(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel), CGSize(width: 300, height: 96))
        XCTAssertEqual(card.frame, .zero, "fitting changes nothing")
        XCTAssertEqual(title.frame, .zero)
    }
}
