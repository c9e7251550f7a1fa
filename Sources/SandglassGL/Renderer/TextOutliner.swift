import Foundation
import QuartzCore
import SandglassTessellation

/// A text layer's string as glyph outlines, in the layer's own coordinates, laid out exactly as the
/// renderer draws it (`TextRasterizer`): what the Lottie export writes for text, so that a player
/// without Sandglass's fonts and layout shows the same glyphs in the same places.
package final class TextOutliner {
    private let rasterizer = TextRasterizer()

    package init() {}

    /// The outline of what `layer` draws (its current string, font, size, alignment and wrapping), nil
    /// when it draws nothing.
    package func path(of layer: CATextLayer) -> CGPath? {
        guard let text = RenderTreeBuilder.textContent(of: layer) else { return nil }
        return rasterizer.outline(text, size: layer.bounds.size, origin: layer.bounds.origin)
    }
}
