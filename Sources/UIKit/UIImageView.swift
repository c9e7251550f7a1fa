import Foundation
import QuartzCore

/// A view that shows an image as its layer's contents, placed by `contentMode`.
open class UIImageView: UIView {
    public var image: UIImage? {
        didSet {
            showImage()
            viewLayoutMayHaveChanged(frameOnly: false)   // Auto Layout reads the new intrinsic size
        }
    }

    /// Shown instead of `image` while `isHighlighted` (when there is one).
    open var highlightedImage: UIImage? { didSet { if isHighlighted { showImage() } } }
    /// Shows `highlightedImage` (a cell or a tab sets it while selected).
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { showImage() } } }

    /// The image's size in points; none without an image, as on iOS.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// A view the size of `image`, in points.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        showImage()
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    /// A template image (`.alwaysTemplate`) is drawn in the view's `tintColor`: its alpha, filled with
    /// the colour, as iOS draws icons.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { showImage() }
    }

    private func showImage() {
        drawsContents = false   // the image is the contents
        let image = isHighlighted ? highlightedImage ?? self.image : self.image
        if let image, image.renderingMode == .alwaysTemplate, let pixels = image.cgImage {
            layer.contents = UIImageView.tinted(pixels, with: tintColor.cgColor)
        } else {
            layer.contents = image?.cgImage
        }
        layer.contentsScale = image?.scale ?? UIScreen.main.scale
    }

    /// `image`'s coverage (its alpha) filled with `color`, premultiplied.
    static func tinted(_ image: CGImage, with color: CGColor) -> CGImage? {
        let bytes = image.pixels.bytes
        var out = [UInt8](repeating: 0, count: bytes.count)
        let (r, g, b, a) = (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let coverage = Double(bytes[i + 3]) / 255 * a
            out[i] = UInt8((r * coverage * 255).rounded())
            out[i + 1] = UInt8((g * coverage * 255).rounded())
            out[i + 2] = UInt8((b * coverage * 255).rounded())
            out[i + 3] = UInt8((coverage * 255).rounded())
        }
        return CGImage(width: image.width, height: image.height, premultipliedRGBA: out)
    }
}
