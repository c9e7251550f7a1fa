import SandglassTessellation

/// The recording backend: executes a frame's plan by writing it as readable lines, how each node is
/// drawn (when not directly), then one draw command a line, indented inside groups and masks.
/// Geometry shows as counts and images as their size and a hash of their pixels, never raw floats or
/// identities, so the text is the same on every run and machine: `sandglass plan` prints it, and the
/// draw-list goldens compare it, so that a planner change reads as a diff of its decisions rather
/// than of pixels. It needs no GL, so tests of what a frame draws run anywhere.
package struct FramePlanDump: FrameBackend {
    /// Receives each line, without its newline.
    public typealias Target = (String) -> Void

    /// The nodes' names, by index, for the strategy lines.
    private let nodeNames: [String]
    /// Image hashes by pixel buffer: a sprite sheet drawn by several quads is hashed once.
    private var imageHashes: [ObjectIdentifier: UInt64] = [:]

    /// A dump of plans made of `tree` (which names the nodes).
    public init(tree: RenderTree) { nodeNames = tree.nodes.map(\.name) }

    /// The text of `plan`, which was made of `tree`: every line, each ending in a newline.
    public static func text(of plan: FramePlan, tree: RenderTree) -> String {
        var dump = FramePlanDump(tree: tree)
        var text = ""
        dump.execute(plan) { text += $0 + "\n" }
        return text
    }

    public mutating func execute(_ plan: FramePlan, into write: Target) {
        let g = plan.geometry
        write("frame \(PlanText.size(plan.size)) pt at \(PlanText.number(plan.scale)) px/pt over "
              + PlanText.color(plan.background) + (plan.clip.map { ", clip \(Self.device($0))" } ?? ""))
        write("geometry: \(g.batchIndices.count) batch indices, \(g.arcs.instances.count) arcs, "
              + "\(g.shapes.ranges.count) shape ranges, \(g.shapes.indices.count) shape indices"
              + (g.failures > 0 ? ", \(g.failures) shapes refused" : ""))
        let direct = plan.strategies.count(where: { $0 == .direct })
        write("strategies: \(plan.strategies.count) nodes, \(direct) direct")
        for (i, strategy) in plan.strategies.enumerated() where strategy != .direct {
            let name = i < nodeNames.count ? nodeNames[i] : ""
            write("  #\(i)\(name.isEmpty ? "" : " \(name.debugDescription)"): \(strategy)")
        }
        write("commands: \(plan.commands.count)")
        var depth = 1
        for command in plan.commands {
            switch command {
            case .beginGroup, .beginMask: depth += 1
            case .endGroup, .endMaskWithQuad: depth -= 1
            default: break
            }
            // A group's mask is its second part: its heading stands level with the group's.
            let indent = command.isGroupMaskStart || command.isStart ? depth - 1 : depth
            write(String(repeating: "  ", count: max(0, indent)) + describe(command, g))
        }
    }

    private mutating func describe(_ command: DrawCommand, _ g: FrameGeometry) -> String {
        switch command {
        case .batch(let r):
            return "batch \(r.count) indices"
        case .arcs(let r):
            return "arcs \(r.count)"
        case let .fill(ranges, rule, paint, world, opacity):
            return "fill \(Self.ranges(ranges, g)) \(rule), \(describe(paint)), \(PlanText.transform(world)), "
                + "opacity \(PlanText.number(opacity))"
        case let .maskedFill(ranges, rule, color, world, opacity, mask, clip):
            return "masked fill \(Self.ranges(ranges, g)) \(rule), \(PlanText.color(color)), \(PlanText.transform(world)), "
                + "opacity \(PlanText.number(opacity)), inside \(Self.polygon(mask))"
                + (clip.map { ", clip \(Self.polygon($0))" } ?? "")
        case let .stroke(ranges, paint, opaque, world, opacity):
            return "stroke \(Self.ranges(ranges, g))\(opaque ? " opaque" : ""), \(describe(paint)), "
                + "\(PlanText.transform(world)), opacity \(PlanText.number(opacity))"
        case let .sprites(r, image, additive):
            return "sprites \(r.count / 6)\(additive ? " additive" : ""), \(describe(image.image)) part \(PlanText.rect(image.contentsRect))"
        case let .quad(rect, world, paint, opacity):
            return "quad \(PlanText.rect(rect)), \(describe(paint)), \(PlanText.transform(world)), "
                + "opacity \(PlanText.number(opacity))"
        case .backdrop(let b):
            return "backdrop \(PlanText.rect(b.bounds)) radius \(PlanText.number(b.cornerRadius)), \(PlanText.transform(b.world)), "
                + "blur \(PlanText.number(b.sigma)) px, saturation \(PlanText.number(b.saturation)), opacity \(PlanText.number(b.opacity))"
        case .scissor(let box):
            return "scissor " + (box.map(Self.device) ?? "off")
        case .beginGroup(let boxOnly):
            return "group, clears \(boxOnly ? "box" : "all")"
        case .beginGroupMask(let boxOnly):
            return "group mask, clears \(boxOnly ? "box" : "all")"
        case .invertGroupMask:
            return "invert group mask"
        case let .clipGroupMask(bounds, radius, world, intersect):
            return "clip group mask \(PlanText.rect(bounds)) radius \(PlanText.number(radius)), \(PlanText.transform(world))"
                + (intersect ? ", intersect" : "")
        case .beginMask(let boxOnly):
            return "mask, clears \(boxOnly ? "box" : "all")"
        case let .endMaskWithQuad(rect, world, paint, opacity):
            return "end mask with quad \(PlanText.rect(rect)), \(describe(paint)), \(PlanText.transform(world)), "
                + "opacity \(PlanText.number(opacity))"
        case .groupShadow(let shadow):
            return "group shadow " + Self.shadow(shadow, g)
        case .shadowUnder(let shadow):
            return "shadow under " + Self.shadow(shadow, g)
        case .endGroup(let opacity, let blend):
            return "end group, opacity \(PlanText.number(opacity))" + (blend == .normal ? "" : ", blend \(blend)")
        }
    }

    private mutating func describe(_ paint: DrawPaint) -> String {
        switch paint {
        case .solid(let color):
            return PlanText.color(color)
        case let .gradient(gradient, box):
            let stops = gradient.colors.enumerated().map { i, c in
                PlanText.color(c) + (gradient.locations.map { i < $0.count ? " at \(PlanText.number($0[i]))" : "" } ?? "")
            }
            return "\(gradient.kind) gradient [\(stops.joined(separator: ", "))] \(PlanText.point(gradient.startPoint)) to "
                + "\(PlanText.point(gradient.endPoint)) over \(PlanText.rect(box))"
        case let .image(content, box, uvRect):
            return "\(describe(content.image)) part \(PlanText.rect(uvRect)) over \(PlanText.rect(box))"
        case let .text(content, size, pixelsPerPoint):
            return "text \(content.string.debugDescription) \(content.fontName.debugDescription) "
                + "\(PlanText.number(content.fontSize)) \(PlanText.color(content.color)) \(content.alignment)"
                + "\(content.wraps ? " wrapped" : "") in \(PlanText.size(size)) at \(PlanText.number(pixelsPerPoint)) px/pt"
        case let .roundedRect(box, radius, fill, borderWidth, borderColor):
            return "rounded \(PlanText.rect(box)) radius \(PlanText.number(radius))"
                + (fill.map { " fill \(PlanText.color($0))" } ?? "")
                + (borderColor.map { " border \(PlanText.number(borderWidth)) \(PlanText.color($0))" } ?? "")
        }
    }

    /// `image WxH #hash`: the size and the pixels' hash, sixteen hex digits.
    private mutating func describe(_ image: CGImage) -> String {
        let hash = String(imageHash(image), radix: 16)
        return "image \(image.width)x\(image.height) #\(String(repeating: "0", count: 16 - hash.count) + hash)"
    }

    /// FNV-1a of the pixels: the same on every run, unlike `Hasher`.
    private mutating func imageHash(_ image: CGImage) -> UInt64 {
        let key = ObjectIdentifier(image.pixels)
        if let known = imageHashes[key] { return known }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in image.pixels.bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        imageHashes[key] = hash
        return hash
    }

    private static func ranges(_ r: DrawRanges, _ g: FrameGeometry) -> String {
        let indices = g.shapes.ranges[r.rangeIndices].reduce(0) { $0 + $1.indexCount }
        var flags = [r.isConvex ? " convex" : "", r.isOverlapFree ? " overlap-free" : ""].joined()
        if r.alphaScale != 1 { flags += " alpha x\(PlanText.number(CGFloat(r.alphaScale)))" }
        return "[\(r.rangeIndices.count) ranges, \(indices) indices\(flags)]"
    }

    private static func shadow(_ s: GroupShadow, _ g: FrameGeometry) -> String {
        "\(PlanText.color(s.tint)) sigma \(PlanText.number(s.sigma)) offset \(PlanText.size(s.offset))"
            + (s.isSharp ? " sharp" : "") + (s.pathFill.map { " path \(ranges($0, g))" } ?? "")
            + ", \(PlanText.transform(s.world))"
    }

    private static func polygon(_ mask: PolygonMask) -> String {
        let edges = (0..<mask.edgeCount).map { i in
            let e = mask.edges[i]
            return "(\(PlanText.numbers(CGFloat(e.x), CGFloat(e.y), CGFloat(e.z))))"
        }
        return "polygon [\(edges.joined(separator: ", "))]"
    }

    private static func device(_ r: DeviceRect) -> String { "px(\(r.x), \(r.y), \(r.width), \(r.height))" }
}

private extension DrawCommand {
    var isStart: Bool {
        switch self {
        case .beginGroup, .beginMask: true
        default: false
        }
    }

    var isGroupMaskStart: Bool {
        if case .beginGroupMask = self { return true }
        return false
    }
}
