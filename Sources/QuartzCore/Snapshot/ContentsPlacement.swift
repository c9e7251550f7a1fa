
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
        box = image.gravity.place(CGSize(width: w, height: h), in: bounds)
    }
}
