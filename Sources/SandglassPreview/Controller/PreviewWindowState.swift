/// What a preview restarted by its supervisor keeps of the window it replaces (the scene's code had
/// crashed or hung): which panels were open, the viewport's zoom, background and comparison, the
/// panels' text size, and the selected layer. Written by the running preview beside its playhead,
/// read by the next one at start.
public struct PreviewWindowState: Codable, Equatable, Sendable {
    public var isHUDVisible: Bool
    public var isPanelVisible: Bool
    public var isInspectorVisible: Bool
    public var isTracksVisible: Bool
    public var background: Int
    public var compare: Int
    public var zoom: Double
    public var textZoom: Double
    /// The selected layer's `LayerPath` steps, if one was selected.
    public var selectedLayer: [Int]?
}
