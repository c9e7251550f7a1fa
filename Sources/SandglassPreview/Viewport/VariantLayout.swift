import Foundation
import SandglassHeadless

/// Where the variants go in the viewport (`PreviewVariants`), in the viewport's points (the picture is
/// the viewport itself, so a variant's scale is its own): the viewport is cut into equal cells side by
/// side, `gap` apart; in each, the variant's canvas is fitted (aspect fit) into the cell less its label
/// strip and `padding` below (room for the focused one's outline), and the label and the canvas, one
/// above the other, are centred.
package struct VariantLayout: Equatable, Sendable {
    /// The picture: the viewport's size.
    package let size: CGSize
    /// Each variant's cell, its label strip included.
    package let cells: [CGRect]
    /// Where each variant's canvas is drawn (`scales` times its size), whole points at its origin.
    package let scenes: [CGRect]
    /// Picture points per scene point, per variant.
    package let scales: [CGFloat]
    /// The top-left corner of each variant's label, just above its canvas.
    package let labels: [CGPoint]

    /// Points between two cells.
    package static let gap: CGFloat = 8
    /// Points kept free below a canvas.
    package static let padding: CGFloat = 4

    /// `canvases`: each variant's frame size in points (its overflow margin included); `labelHeight`:
    /// the height of a label (a row of text).
    package init(canvases: [CGSize], viewport: CGSize, labelHeight: CGFloat) {
        size = viewport
        let n = CGFloat(max(1, canvases.count))
        let width = max(0, ((viewport.width - Self.gap * (n - 1)) / n).rounded(.down))
        let sceneHeight = max(0, viewport.height - labelHeight - Self.padding)
        var cells: [CGRect] = [], scenes: [CGRect] = [], scales: [CGFloat] = [], labels: [CGPoint] = []
        for (i, canvas) in canvases.enumerated() {
            let cell = CGRect(x: CGFloat(i) * (width + Self.gap), y: 0, width: width, height: viewport.height)
            let scale = canvas.width > 0 && canvas.height > 0 ? min(width / canvas.width, sceneHeight / canvas.height) : 0
            let w = canvas.width * scale, h = canvas.height * scale
            let top = ((viewport.height - Self.padding - labelHeight - h) / 2).rounded(.down)
            let scene = CGRect(x: cell.minX + ((width - w) / 2).rounded(.down), y: top + labelHeight, width: w, height: h)
            cells.append(cell)
            scenes.append(scene)
            scales.append(scale)
            labels.append(CGPoint(x: scene.minX, y: top))
        }
        (self.cells, self.scenes, self.scales, self.labels) = (cells, scenes, scales, labels)
    }

    /// The cell under picture point `p`, nil in a gap or outside.
    package func cell(at p: CGPoint) -> Int? {
        cells.firstIndex { $0.contains(p) }
    }
}
