import Sandglass

/// Where a layer's `contents` image lands in its bounds: `contentsRect` picks the part of the image
/// (unit coordinates), `contentsGravity` places that part, sized by `contentsScale`, in the bounds.
/// The part may extend past the bounds (as on iOS; masksToBounds clips it).
struct ContentsPlacement {
    /// The rectangle in layer points that shows the selected part.
    let box: CGRect
    /// The selected part of the texture, unit coordinates (row 0 of the image at y = 0).
    let uvRect: CGRect

    init(image: ImageContent, bounds: CGRect) {
        uvRect = image.contentsRect
        let scale = max(image.contentsScale, 1e-6)
        let w = CGFloat(image.image.width) * abs(image.contentsRect.width) / scale
        let h = CGFloat(image.image.height) * abs(image.contentsRect.height) / scale
        let b = bounds
        switch image.gravity {
        case .resize:
            box = b
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { box = b; return }
            let fit = image.gravity == .resizeAspect ? min(b.width / w, b.height / h) : max(b.width / w, b.height / h)
            box = CGRect(x: b.midX - w * fit / 2, y: b.midY - h * fit / 2, width: w * fit, height: h * fit)
        case .center: box = CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .top: box = CGRect(x: b.midX - w / 2, y: b.minY, width: w, height: h)
        case .bottom: box = CGRect(x: b.midX - w / 2, y: b.maxY - h, width: w, height: h)
        case .left: box = CGRect(x: b.minX, y: b.midY - h / 2, width: w, height: h)
        case .right: box = CGRect(x: b.maxX - w, y: b.midY - h / 2, width: w, height: h)
        case .topLeft: box = CGRect(x: b.minX, y: b.minY, width: w, height: h)
        case .topRight: box = CGRect(x: b.maxX - w, y: b.minY, width: w, height: h)
        case .bottomLeft: box = CGRect(x: b.minX, y: b.maxY - h, width: w, height: h)
        case .bottomRight: box = CGRect(x: b.maxX - w, y: b.maxY - h, width: w, height: h)
        }
    }
}
