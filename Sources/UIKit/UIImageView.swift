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

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { return nil }

    private func showImage() {
        drawsContents = false   // the image is the contents
        layer.contents = image?.cgImage
        layer.contentsScale = image?.scale ?? UIScreen.main.scale
    }
}
