/// How the preview shows the scene and its panels: the viewport's background, its zoom, whether it
/// compares the model with the presentation, and the size of the panels' text. Pure state, changed by keys (`PreviewController`) and by the toolbar.
package struct ViewportSettings: Equatable, Sendable {
    /// What the viewport shows around the scene's rectangle.
    package enum Background: Int, CaseIterable, Equatable, Sendable {
        case dark, light, checker

        package var name: String {
            switch self {
            case .dark: return "dark"
            case .light: return "light"
            case .checker: return "checker"
            }
        }
    }

    package var background: Background = .dark
    /// Model and presentation compared in the viewport (C): off, side by side, onion skin.
    package var compare: CompareLayout.Mode = .off
    /// The presentation's neighbouring frames (±3) as fading ghosts over it (O; `NeighbourFrames`).
    package var showsNeighbourFrames = false
    /// Scene zoom relative to the fitted size; 1 is fit (the whole scene, as large as the viewport allows).
    package private(set) var zoom: Double = 1
    /// Panel text size relative to the default (times the window's content scale).
    package private(set) var textZoom: Double = 1

    package static let zoomRange = 0.125...16.0
    package static let textZoomRange = 0.5...3.0

    package init() {}

    package mutating func cycleBackground() {
        background = Background(rawValue: (background.rawValue + 1) % Background.allCases.count) ?? .dark
    }

    package mutating func fit() { zoom = 1 }

    /// Off, then side by side, then onion skin, then off.
    package mutating func cycleCompare() {
        compare = CompareLayout.Mode(rawValue: (compare.rawValue + 1) % CompareLayout.Mode.allCases.count) ?? .off
    }

    /// Multiplies the scene's zoom by `factor`, within `zoomRange`.
    package mutating func zoom(by factor: Double) {
        guard factor.isFinite, factor > 0 else { return }
        zoom = min(max(zoom * factor, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
    }

    /// Text at `factor` of the default size, within `textZoomRange` (a restarted window's).
    package mutating func setTextZoom(_ factor: Double) {
        guard factor.isFinite else { return }
        textZoom = min(max(factor, Self.textZoomRange.lowerBound), Self.textZoomRange.upperBound)
    }

    /// Text one step (10 %) larger or smaller; 0 steps back to the default size.
    package mutating func stepTextZoom(_ steps: Int) {
        guard steps != 0 else { textZoom = 1; return }
        let next = (textZoom * (steps > 0 ? 1.1 : 1 / 1.1) * 100).rounded() / 100
        textZoom = min(max(next, Self.textZoomRange.lowerBound), Self.textZoomRange.upperBound)
    }
}
