import Foundation
import QuartzCore

/// The settings of a `UIGraphicsImageRenderer`: pixels per point, and whether it is opaque.
public final class UIGraphicsImageRendererFormat {
    public var scale: CGFloat = UIScreen.main.scale
    public var opaque = false
    public init() {}
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing block is given: the Core Graphics context, and UIKit's shortcuts.
public final class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) { (self.cgContext, self.format) = (cgContext, format) }

    /// The image as drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale, orientation: .up)
    }
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with a block, as iOS 10+ code does: `UIGraphicsImageRenderer(size:).image { ctx in … }`.
/// The block's context is y down in points, with `format.scale` pixels per point, and is the current
/// UIKit context while the block runs.
public final class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    public let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) { (self.size, self.format) = (size, format) }
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image the block draws; an empty image (no pixels) when `size` is empty.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        guard let ctx = CGContext.drawing(CGRect(origin: .zero, size: size), scale: format.scale) else { return UIImage() }
        if format.opaque {
            ctx.setFillColor(CGColor.black)
            ctx.fill(CGRect(origin: .zero, size: size))
        }
        UIGraphicsContextStack.shared.push(.init(context: ctx, imageScale: format.scale))
        actions(UIGraphicsImageRendererContext(cgContext: ctx, format: format))
        UIGraphicsContextStack.shared.pop()
        return UIImage(cgImage: ctx.makeImage()!, scale: format.scale, orientation: .up)
    }
}
