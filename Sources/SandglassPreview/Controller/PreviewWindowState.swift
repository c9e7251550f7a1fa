/// What a preview restarted by its supervisor keeps of the window it replaces (the scene's code had
/// crashed or hung): which panels were open, the viewport's zoom, background and comparison, the
/// panels' text size, and the selected layer. Written by the running preview beside its playhead,
/// read by the next one at start.
package struct PreviewWindowState: Codable, Equatable, Sendable {
    package var isHUDVisible: Bool
    package var isPanelVisible: Bool
    package var isInspectorVisible: Bool
    package var isTracksVisible: Bool
    package var background: Int
    package var compare: Int
    package var zoom: Double
    package var textZoom: Double
    /// The selected layer's `LayerPath` steps, if one was selected.
    package var selectedLayer: [Int]?
}
