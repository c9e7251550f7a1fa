
/// How the planner draws one node of a frame, decided once per node per frame (`FramePlanner`).
///
/// Each case is a way of getting the same pixels as Core Animation's general model (render the layer
/// and its sublayers into an offscreen group, then composite the group with opacity, mask and shadow),
/// chosen only where it is provably the same picture; docs/architecture.md lists the proofs.
package enum NodeStrategy: Equatable, Sendable {
    /// Drawn straight into the current target: background, contents, sublayers, border, each at the
    /// layer's opacity (a scissor box clips an axis-aligned masksToBounds).
    case direct
    /// Opacity below 1 over sublayers whose draws never touch the same pixel: the layer's part and
    /// each sublayer drawn at its share of the opacity, no group (`FramePlanner.sharesOpacity`).
    case sharedOpacity
    /// Like `direct`, after the layer's shape drawn in its sharp shadow's colour (`SharpShadow`).
    case sharpUnderlay
    /// A gradient layer masked by one circular arc stroke: the arc drawn painted with the gradient
    /// (`PaintedMask.candidate`); `mask` is the mask's node.
    case paintedArc(mask: Int)
    /// A gradient layer masked by any shape inside its bounds: the mask's parts drawn painted with the
    /// gradient, `passes` times (`PaintedMask.tessellatedCandidate`).
    case paintedParts(mask: Int, passes: Int)
    /// A layer whose one drawing is a rectangle of colour, masked by a shape that only fills, inside
    /// the rectangle: the mask's fill drawn in the colour (`PaintedMask.solidCandidate`).
    case paintedSolid(mask: Int)
    /// A layer whose one drawing is a sublayer's fill, masked by a convex polygon fill: the fill drawn
    /// with the polygon's coverage computed at each pixel (`PaintedMask.polygonCandidate`).
    case maskedByPolygon(mask: Int, sublayer: Int)
    /// A layer needing a group only for its (blurred or offset) shadow, drawn first into a target that
    /// holds nothing else yet: drawn straight into it, then its shadow blurred from the target and
    /// drawn under it (`DrawCommand.shadowUnder`), no group of its own.
    case shadowUnder
    /// A layer drawing nothing but one rectangle of paint (a gradient, an image, text), masked (and no
    /// painted strategy applies): its mask drawn into a mask target, the rectangle drawn through it
    /// at the layer's opacity (`DrawCommand.endMaskWithQuad`), no group target.
    case maskedQuad(mask: Int)
    /// Drawn into an offscreen group first, for these reasons.
    case group(GroupReasons)
    /// Not reached this frame (a mask drawn by its layer's painted strategy, or not yet planned).
    case skipped
}

extension NodeStrategy: CustomStringConvertible {
    /// The case and its nodes (`#index`), as `sandglass plan` lists them.
    public var description: String {
        switch self {
        case .direct: "direct"
        case .sharedOpacity: "shared opacity"
        case .sharpUnderlay: "sharp underlay"
        case .paintedArc(let mask): "painted arc, mask #\(mask)"
        case let .paintedParts(mask, passes): "painted parts, mask #\(mask), \(passes) passes"
        case let .maskedByPolygon(mask, sublayer): "masked by polygon, mask #\(mask), sublayer #\(sublayer)"
        case .paintedSolid(let mask): "painted solid, mask #\(mask)"
        case .shadowUnder: "shadow under"
        case .maskedQuad(let mask): "masked quad, mask #\(mask)"
        case .group(let reasons): "group (\(reasons))"
        case .skipped: "skipped"
        }
    }
}

/// Why a layer needs its offscreen group: any one is enough.
package struct GroupReasons: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// It has a mask layer (and no painted strategy applies).
    public static let mask = GroupReasons(rawValue: 1)
    /// Its shadow is blurred, offset or over several parts: cast by the group's alpha.
    public static let shadow = GroupReasons(rawValue: 2)
    /// masksToBounds that a scissor box cannot express (rotated, or rounded corners).
    public static let roundedOrRotatedClip = GroupReasons(rawValue: 4)
    /// Opacity below 1 over sublayers: they must not show through each other.
    public static let opacityOverSublayers = GroupReasons(rawValue: 8)
    /// Opacity below 1 over several painted parts of its own (background, fill, stroke, border).
    public static let opacityOverParts = GroupReasons(rawValue: 16)
    /// A blend mode (`compositingFilter`): the layer and its sublayers combine with the backdrop as one.
    public static let blend = GroupReasons(rawValue: 32)

    public var description: String {
        let names: [(GroupReasons, String)] = [(.mask, "mask"), (.shadow, "shadow"), (.roundedOrRotatedClip, "clip"),
                                               (.opacityOverSublayers, "opacity over sublayers"),
                                               (.opacityOverParts, "opacity over parts"), (.blend, "blend")]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}
