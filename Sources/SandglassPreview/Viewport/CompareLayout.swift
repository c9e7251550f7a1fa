import Foundation
import SandglassHeadless

/// Where the model and the presentation go when the viewport compares them (C): side by side (beside
/// each other, or one above the other, whichever shows them larger in the viewport) with a gap between,
/// or onion-skinned at the same place. In scene points: the combined picture is `size`, each copy of the
/// scene (`scene`, its margin included) at its origin.
package struct CompareLayout: Equatable, Sendable {
    /// What the viewport shows.
    package enum Mode: Int, CaseIterable, Equatable, Sendable {
        case off, sideBySide, onion

        package var name: String {
            switch self {
            case .off: return "off"
            case .sideBySide: return "side by side"
            case .onion: return "onion skin"
            }
        }
    }

    package let size: CGSize
    package let model: CGPoint
    package let presentation: CGPoint

    /// The gap between the two copies: 4 % of the scene's side along which they are placed, 4 points at least.
    package static func gap(along side: CGFloat) -> CGFloat { max(4, (side * 0.04).rounded()) }

    package init(scene: CGSize, viewport: CGSize, mode: Mode) {
        guard mode == .sideBySide, scene.width > 0, scene.height > 0 else {
            (size, model, presentation) = (scene, .zero, .zero)
            return
        }
        let across = CGSize(width: 2 * scene.width + Self.gap(along: scene.width), height: scene.height)
        let down = CGSize(width: scene.width, height: 2 * scene.height + Self.gap(along: scene.height))
        func fit(_ s: CGSize) -> CGFloat { min(viewport.width / s.width, viewport.height / s.height) }
        if fit(across) >= fit(down) {
            (size, model, presentation) = (across, .zero, CGPoint(x: across.width - scene.width, y: 0))
        } else {
            (size, model, presentation) = (down, .zero, CGPoint(x: 0, y: down.height - scene.height))
        }
    }
}
