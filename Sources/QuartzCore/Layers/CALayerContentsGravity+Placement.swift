import Foundation

extension CALayerContentsGravity {
    /// Where contents of `size` points land in `bounds` (y down, so `.top` is at minY): stretched for
    /// `.resize` (and any name Core Animation does not define), scaled to fit or fill for the aspect
    /// gravities, else placed at their natural size, possibly past the bounds. One definition for the
    /// GL renderer (`ContentsPlacement`) and `render(in:)`.
    public func place(_ size: CGSize, in b: CGRect) -> CGRect {
        let (w, h) = (size.width, size.height)
        switch self {
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return b }
            let fit = self == .resizeAspect ? min(b.width / w, b.height / h) : max(b.width / w, b.height / h)
            return CGRect(x: b.midX - w * fit / 2, y: b.midY - h * fit / 2, width: w * fit, height: h * fit)
        case .center: return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .top: return CGRect(x: b.midX - w / 2, y: b.minY, width: w, height: h)
        case .bottom: return CGRect(x: b.midX - w / 2, y: b.maxY - h, width: w, height: h)
        case .left: return CGRect(x: b.minX, y: b.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: b.maxX - w, y: b.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: b.minX, y: b.minY, width: w, height: h)
        case .topRight: return CGRect(x: b.maxX - w, y: b.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: b.minX, y: b.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: b.maxX - w, y: b.maxY - h, width: w, height: h)
        default: return b
        }
    }
}
