import UIKit

/// A frosted card over moving colour, written as for iOS: a `UIVisualEffectView` with a material blur
/// and rounded corners, a title in its `contentView`, and a vibrant caption in a nested vibrancy view.
/// `sandglass render examples/BlurCard.swift --time 1 --out card.png`, or preview it and watch the
/// blobs slide behind the glass.
final class BlurCard: UIView {
    static let previewSize = CGSize(width: 320, height: 320)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.96, green: 0.95, blue: 0.92, alpha: 1)
        let blobs: [(UIColor, CGRect, CGFloat)] = [
            (.systemPink, CGRect(x: 20, y: 40, width: 150, height: 150), 120),
            (.systemBlue, CGRect(x: 170, y: 150, width: 130, height: 130), -110),
            (.systemYellow, CGRect(x: 60, y: 200, width: 90, height: 90), 150),
        ]
        for (color, frame, travel) in blobs {
            let blob = UIView(frame: frame)
            blob.backgroundColor = color
            blob.layer.cornerRadius = frame.width / 2
            addSubview(blob)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.byValue = travel
            slide.duration = 2
            slide.autoreverses = true
            slide.repeatCount = .infinity
            slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            blob.layer.add(slide, forKey: "slide")
        }

        let blur = UIBlurEffect(style: .systemThinMaterialLight)
        let card = UIVisualEffectView(effect: blur)
        card.frame = CGRect(x: 30, y: 90, width: 260, height: 140)
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        addSubview(card)

        let title = UILabel(frame: CGRect(x: 20, y: 22, width: 220, height: 34))
        title.text = "Frosted glass"
        title.font = .boldSystemFont(ofSize: 26)
        title.textColor = UIColor(white: 0.1, alpha: 1)
        card.contentView.addSubview(title)

        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = CGRect(x: 20, y: 70, width: 220, height: 50)
        card.contentView.addSubview(vibrancy)
        let caption = UILabel(frame: vibrancy.bounds)
        caption.text = "UIVisualEffectView"
        caption.font = .systemFont(ofSize: 20)
        caption.textColor = UIColor(white: 0.2, alpha: 1)
        vibrancy.contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { nil }
}
