
/// One layer's values for one frame.
public struct RenderNode: Sendable, Equatable {
    /// Maps the layer's bounds coordinates (points, y down) to the root's points.
    public var world: CATransform3D
    public var bounds: CGRect
    /// The layer's own opacity (not multiplied by ancestors'; groups composite it).
    public var opacity: CGFloat
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat
    public var borderWidth: CGFloat
    public var borderColor: CGColor?
    public var masksToBounds: Bool
    public var content: RenderContent
    public var shadow: RenderShadow?
    /// Index of the mask's node: a subtree drawn in this layer's space whose alpha masks this layer.
    public var mask: Int?
    /// Where the sublayers' node indices are listed, in drawing order: a run of the tree's
    /// `childIndices` (read them with `RenderTree.children(of:)`). A range rather than an array of its
    /// own, so that a frame's nodes are rebuilt without a heap allocation per node.
    public var childRange: Range<Int>
    /// The layer's name (empty when it has none), for diagnostics.
    public var name: String

    public init(world: CATransform3D, bounds: CGRect, opacity: CGFloat = 1, backgroundColor: CGColor? = nil,
                cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, borderColor: CGColor? = nil,
                masksToBounds: Bool = false, content: RenderContent = .none, shadow: RenderShadow? = nil,
                mask: Int? = nil, name: String = "") {
        self.world = world
        self.bounds = bounds
        self.opacity = opacity
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
        self.content = content
        self.shadow = shadow
        self.mask = mask
        self.childRange = 0..<0
        self.name = name
    }
}
