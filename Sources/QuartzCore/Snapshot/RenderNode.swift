
/// One layer's values for one frame.
package struct RenderNode: Sendable, Equatable {
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
    /// The mask's alpha counts inverted (1 − alpha): the layer is cut out where the mask is opaque.
    public var maskInverted = false
    /// How the layer, drawn with its sublayers, combines with what is behind it (`compositingFilter`).
    public var blendMode = CGBlendMode.normal
    /// A blur of what lies behind the layer, drawn inside its rounded bounds before it (`LayerBackdrop`).
    public var backdrop: LayerBackdrop?
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
        (self.world, self.bounds, self.opacity, self.cornerRadius, self.borderWidth, self.masksToBounds) = (.identity, .zero, 1, 0, 0, false)
        (self.content, self.shadow, self.mask, self.childRange, self.name) = (content, shadow, mask, 0..<0, name)
        setOwnValues(world: world, bounds: bounds, opacity: opacity, backgroundColor: backgroundColor,
                     cornerRadius: cornerRadius, borderWidth: borderWidth, borderColor: borderColor, masksToBounds: masksToBounds)
    }

    /// Writes a new frame's values over this node's, as `init` would set them (no shadow, no mask;
    /// `childRange` is the tree's), leaving `content` to the caller: a steady frame's node is
    /// refilled in place where an old one stands (`RenderTree.takeRefillableSlot`).
    mutating func refill(world: CATransform3D, bounds: CGRect, opacity: CGFloat, backgroundColor: CGColor?,
                         cornerRadius: CGFloat, borderWidth: CGFloat, borderColor: CGColor?, masksToBounds: Bool,
                         name: String) {
        setOwnValues(world: world, bounds: bounds, opacity: opacity, backgroundColor: backgroundColor,
                     cornerRadius: cornerRadius, borderWidth: borderWidth, borderColor: borderColor, masksToBounds: masksToBounds)
        if hasShadow { shadow = nil }
        self.mask = nil
        self.maskInverted = false
        if blendMode != .normal { blendMode = .normal }
        if backdrop != nil { backdrop = nil }
        if self.name != name { self.name = name }
    }

    /// The values a layer gives its node directly (the builder's, clamped).
    private mutating func setOwnValues(world: CATransform3D, bounds: CGRect, opacity: CGFloat, backgroundColor: CGColor?,
                                       cornerRadius: CGFloat, borderWidth: CGFloat, borderColor: CGColor?, masksToBounds: Bool) {
        self.world = world
        self.bounds = bounds
        self.opacity = opacity
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
    }
}
