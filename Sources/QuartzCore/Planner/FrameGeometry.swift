import Foundation
import SandglassTessellation

/// A frame's geometry, tessellated while the frame is planned and uploaded once by the backend:
///
/// - `arcs`: strokes that are one circular arc under a circle-keeping transform (`ArcStroke`, drawn by
///   the arc program: exact coverage, no stencil even when translucent), root points;
/// - `batchVertices`/`batchIndices`: parts that need no stencil and no per-draw uniform (opaque or
///   overlap-free strokes, convex fills, through a planar affine transform), moved to root points with
///   their premultiplied colour per vertex, so any number of them share one draw call;
/// - `shapes`: everything else, in layer points, drawn by stencil passes with a per-draw paint.
///
/// Each `append` method tessellates a shape and appends the commands that draw it, in order.
package struct FrameGeometry {
    public private(set) var shapes = TessellationBuffer()
    public private(set) var batchVertices: [BatchVertex] = []
    public private(set) var batchIndices: [UInt32] = []
    public private(set) var arcs = ArcBuffer()
    /// Particles' quads (`SpriteVertex`), six vertices each, for `DrawCommand.sprites`.
    public private(set) var sprites: [SpriteVertex] = []
    /// Flattened paths by path + tolerance: animating strokeEnd, dashes or the transform re-uses them.
    let flattening = FlatteningCache(capacity: 4096)
    /// Tessellated shapes by path, fill rule or stroke style and scale: a shape that rests or only
    /// moves is copied, not tessellated again.
    let tessellations = TessellationCache()
    /// Which paths are circular arcs, by path: the arc strokes, painted masks and footprints ask.
    let circularArcs = CircularArcCache()
    /// Each node's `ArcStrokeMemo`, by node index: an arc animating its trim skips its placement's
    /// trigonometry.
    private var arcMemos: [ArcStrokeMemo] = []
    /// Seconds spent tessellating this frame, when `timesTessellation` (0 otherwise).
    public private(set) var tessellationSeconds = 0.0
    /// Times each shape's tessellation, for `bench`: two clock reads a shape, 20,000 a frame at
    /// 10,000 layers, about 0.8 ms that a frame nobody measures does not pay.
    var timesTessellation = false
    /// The last arcs command this frame appended: its index in the command list, its run, and
    /// whether the run grew since the command was written (`appendArcs`).
    private var openArcs: (command: Int, run: Range<Int>, grown: Bool)?
    /// Shapes this frame left out because the tessellator refused them, and the first reason.
    public private(set) var failures = 0
    public private(set) var firstFailure: TessellationError?

    public init() {}

    mutating func removeAll() {
        circularArcs.beginFrame()
        tessellations.beginFrame()
        shapes.removeAll()
        batchVertices.removeAll(keepingCapacity: true)
        batchIndices.removeAll(keepingCapacity: true)
        arcs.removeAll()
        sprites.removeAll(keepingCapacity: true)
        tessellationSeconds = 0
        openArcs = nil
        failures = 0
        firstFailure = nil
    }

    /// An emitter's particles, through `world` at `opacity`: one `sprites` command for each run of
    /// particles that share a picture.
    mutating func appendParticles(_ particles: ParticleContent, world: CATransform3D, opacity: CGFloat,
                                  into commands: inout [DrawCommand]) {
        var runStart = sprites.count
        var runImage: Int?
        func close() {
            if let image = runImage, sprites.count > runStart {
                commands.append(.sprites(runStart..<sprites.count, image: particles.images[image], additive: particles.additive))
            }
        }
        for sprite in particles.sprites {
            if sprite.image != runImage {
                close()
                (runStart, runImage) = (sprites.count, sprite.image)
            }
            let c = sprite.color, o = Float(opacity)
            let alpha = min(max(c.w, 0), 1) * o
            guard alpha > 0, sprite.size.width > 0, sprite.size.height > 0 else { continue }
            let color = BatchVertex.pack(c.x * alpha, c.y * alpha, c.z * alpha, alpha)
            let r = particles.images[sprite.image].contentsRect
            // Corners top left, top right, bottom right, bottom left; no arrays (10,000 particles a frame).
            let (cosine, sine) = (cos(sprite.rotation), sin(sprite.rotation))
            let (hw, hh) = (sprite.size.width / 2, sprite.size.height / 2)
            func corner(_ x: CGFloat, _ y: CGFloat, _ u: CGFloat, _ v: CGFloat) -> SpriteVertex {
                let p = world.apply(to: CGPoint(x: sprite.center.x + x * cosine - y * sine, y: sprite.center.y + x * sine + y * cosine))
                return SpriteVertex(x: Float(p.x), y: Float(p.y), u: Float(u), v: Float(v), color: color)
            }
            let a = corner(-hw, -hh, r.minX, r.minY), b = corner(hw, -hh, r.maxX, r.minY)
            let d = corner(hw, hh, r.maxX, r.maxY), e = corner(-hw, hh, r.minX, r.maxY)
            sprites.append(a); sprites.append(b); sprites.append(d)
            sprites.append(a); sprites.append(d); sprites.append(e)
        }
        close()
    }

    /// A shape layer's own fill and stroke at `opacity`: batched, as an analytic arc, or in `shapes`.
    /// `node` is the layer's node index, under which the arc cache remembers its path.
    mutating func appendShape(_ shape: ShapeContent, node: Int, world: CATransform3D, opacity: CGFloat, scale: CGFloat,
                              into commands: inout [DrawCommand]) {
        let ppp = Double(scale * world.approximateScale)
        let affine = world.isPlanarAffine
        let start = clockIfTimed()
        defer { addTessellation(since: start) }
        if let color = shape.fillColor, color.alpha > 0 {
            let mark = shapes.mark
            let r = fill(shape, ppp)
            if !r.isEmpty && r.isConvex && affine {
                commands.append(.batch(moveToBatch(r, from: mark, kinds: .fillStencil, .fillFringe, world: world,
                                                   color: color, alpha: Float(opacity))))
            } else if !r.isEmpty {
                commands.append(.fill(r, rule: shape.fillRule, paint: .solid(color), world: world, opacity: opacity))
            }
        }
        guard let color = shape.strokeColor, color.alpha > 0, shape.lineWidth > 0 else { return }
        let style = Self.strokeStyle(shape)
        let firstArcIndex = arcs.instances.count
        if affine, let arc = circularArcs.arc(of: shape, node: node) {
            let memo = memoIndex(node)
            let packed = arcMemos[memo].packedColor(red: color.red.native, green: color.green.native, blue: color.blue.native,
                                                    alpha: color.alpha.native, opacity: Float(opacity)) {
                Premultiplied(color).packed(times: Float(opacity))
            }
            if ArcStroke.append(arc, style: style, placement: world.arcPlacement, pixelsPerPoint: Double(scale),
                                color: packed, memo: &arcMemos[memo], into: &arcs) {
                appendArcs(firstArcIndex..<arcs.instances.count, to: &commands)
                return
            }
        }
        let mark = shapes.mark
        let r = stroke(shape, style, ppp)
        guard !r.isEmpty else { return }
        let alpha = opacity * CGFloat(r.alphaScale)
        // Opaque strokes may repaint their overlaps; translucent ones only when they have none.
        if affine && (color.alpha >= 1 && alpha >= 1 || r.isOverlapFree) {
            commands.append(.batch(moveToBatch(r, from: mark, kinds: .stroke, .stroke, world: world, color: color,
                                               alpha: Float(alpha))))
        } else {
            commands.append(.stroke(r, paint: .solid(color), opaque: color.alpha >= 1, world: world, opacity: alpha))
        }
    }

    /// The stroke of a mask's circular arc painted with its layer's gradient (`paint`); false,
    /// appending nothing, when the arc program cannot draw it. `node` is the mask's node index.
    mutating func appendPaintedArc(_ shape: ShapeContent, node: Int, arc: CircularArc, world: CATransform3D, scale: CGFloat,
                                   paint: ArcStroke.Paint, into commands: inout [DrawCommand]) -> Bool {
        guard world.isPlanarAffine else { return false }
        let first = arcs.instances.count
        guard ArcStroke.append(arc, style: Self.strokeStyle(shape), placement: world.arcPlacement,
                               pixelsPerPoint: Double(scale), paint: paint, memo: &arcMemos[memoIndex(node)],
                               into: &arcs) else { return false }
        appendArcs(first..<arcs.instances.count, to: &commands)
        return true
    }

    /// `.arcs(run)`, or the list's last command grown by `run` when that command is the arcs just
    /// before it. Both backends draw adjacent arcs as one run anyway (GL in one draw call), and each
    /// `DrawCommand` is over 700 bytes to write and destroy: 10,000 arc layers cost a tenth of their
    /// planning as 10,000 commands. Batches are not joined: Cairo paints a batch in one colour.
    ///
    /// A grown run is only noted in `openArcs` and written into its command when the run closes
    /// (`closeArcs`): writing a command costs two copies of those bytes. `commands` is the
    /// planner's one list, emptied with this geometry.
    private mutating func appendArcs(_ run: Range<Int>, to commands: inout [DrawCommand]) {
        if let open = openArcs, open.command == commands.count - 1, open.run.upperBound == run.lowerBound {
            openArcs = (open.command, open.run.lowerBound..<run.upperBound, grown: true)
            return
        }
        closeArcs(in: &commands)
        commands.append(.arcs(run))
        openArcs = (commands.count - 1, run, grown: false)
    }

    /// Writes the open arcs run into its command. The planner calls it when it has emitted the frame;
    /// `appendArcs` when the next arcs do not continue the run.
    mutating func closeArcs(in commands: inout [DrawCommand]) {
        if let open = openArcs, open.grown { commands[open.command] = .arcs(open.run) }
        openArcs = nil
    }

    /// Whether `appendPaintedArc` takes the arc: asked when the strategy is decided.
    static func acceptsPaintedArc(_ shape: ShapeContent, arc: CircularArc, world: CATransform3D, scale: CGFloat) -> Bool {
        world.isPlanarAffine && ArcStroke.accepts(arc, style: strokeStyle(shape), placement: world.arcPlacement,
                                                  pixelsPerPoint: Double(scale))
    }

    /// A shape's fill and stroke in `shapes`, never batched, each drawn `passes` times with `paint`
    /// (nil: its own colours) at its colour's alpha times `opacity`.
    mutating func appendUnbatched(_ shape: ShapeContent, world: CATransform3D, opacity: CGFloat, scale: CGFloat,
                                  paint: DrawPaint? = nil, passes: Int = 1, into commands: inout [DrawCommand]) {
        let ppp = Double(scale * world.approximateScale)
        let start = clockIfTimed()
        var fillRanges = DrawRanges.empty, strokeRanges = DrawRanges.empty
        if let color = shape.fillColor, color.alpha > 0 { fillRanges = fill(shape, ppp) }
        if let color = shape.strokeColor, color.alpha > 0, shape.lineWidth > 0 {
            strokeRanges = stroke(shape, Self.strokeStyle(shape), ppp)
        }
        addTessellation(since: start)
        for _ in 0..<passes {
            if let color = shape.fillColor, !fillRanges.isEmpty {
                commands.append(.fill(fillRanges, rule: shape.fillRule, paint: paint ?? .solid(color), world: world,
                                      opacity: paint == nil ? opacity : color.alpha * opacity))
            }
            if let color = shape.strokeColor, !strokeRanges.isEmpty {
                let alpha = CGFloat(strokeRanges.alphaScale) * opacity
                commands.append(.stroke(strokeRanges, paint: paint ?? .solid(color), opaque: paint != nil || color.alpha >= 1,
                                        world: world, opacity: paint == nil ? alpha : color.alpha * alpha))
            }
        }
    }

    /// A shape's fill in `shapes` at its colour times `opacity`, inside `mask` (`DrawCommand.maskedFill`).
    mutating func appendMaskedFill(_ shape: ShapeContent, world: CATransform3D, opacity: CGFloat, scale: CGFloat,
                                   mask: PolygonMask, clip: PolygonMask?, into commands: inout [DrawCommand]) {
        guard let color = shape.fillColor, color.alpha > 0 else { return }
        let start = clockIfTimed()
        let ranges = fill(shape, Double(scale * world.approximateScale))
        addTessellation(since: start)
        guard !ranges.isEmpty else { return }
        commands.append(.maskedFill(ranges, rule: shape.fillRule, color: color, world: world, opacity: opacity, mask: mask,
                                    clip: clip))
    }

    /// A path's nonzero fill in `shapes`, for a shadowPath (drawn white into the shadow's source).
    mutating func appendPathFill(_ path: CGPath, world: CATransform3D, scale: CGFloat) -> DrawRanges {
        let start = clockIfTimed()
        defer { addTessellation(since: start) }
        return fill(ShapeContent(path: path, fillColor: .white, strokeColor: nil), Double(scale * world.approximateScale))
    }

    /// The clock when tessellation is timed (`timesTessellation`), else 0 without reading it.
    private func clockIfTimed() -> Double { timesTessellation ? MonotonicClock.now() : 0 }

    private mutating func addTessellation(since start: Double) {
        if timesTessellation { tessellationSeconds += MonotonicClock.now() - start }
    }

    private mutating func fill(_ shape: ShapeContent, _ ppp: Double) -> DrawRanges {
        do {
            return try tessellations.geometry(shape.path, .fill(shape.fillRule), pixelsPerPoint: ppp, into: &shapes) {
                (buffer: inout TessellationBuffer) throws(TessellationError) in
                try Tessellator.fill(shape.path, rule: shape.fillRule, pixelsPerPoint: ppp, cache: flattening, into: &buffer)
            }
        } catch {
            noteFailure(error)
            return .empty
        }
    }

    private mutating func stroke(_ shape: ShapeContent, _ style: StrokeStyle, _ ppp: Double) -> DrawRanges {
        do {
            return try tessellations.geometry(shape.path, .stroke(style), pixelsPerPoint: ppp, into: &shapes) {
                (buffer: inout TessellationBuffer) throws(TessellationError) in
                try Tessellator.stroke(shape.path, style: style, pixelsPerPoint: ppp, cache: flattening, into: &buffer)
            }
        } catch {
            noteFailure(error)
            return .empty
        }
    }

    private mutating func noteFailure(_ error: TessellationError) {
        failures += 1
        if firstFailure == nil { firstFailure = error }
    }

    /// `node`, once `arcMemos` holds a memo for it.
    private mutating func memoIndex(_ node: Int) -> Int {
        if node >= arcMemos.count { arcMemos.append(contentsOf: repeatElement(ArcStrokeMemo(), count: node + 1 - arcMemos.count)) }
        return node
    }

    static func strokeStyle(_ shape: ShapeContent) -> StrokeStyle {
        StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                    miterLimit: shape.miterLimit, dashPattern: shape.lineDashPattern,
                    dashPhase: shape.lineDashPhase, strokeStart: shape.strokeStart, strokeEnd: shape.strokeEnd)
    }

    /// Moves the vertices `shapes` gained since `mark` into the batch arrays, transformed to root points
    /// and coloured; the index runs of `kinds` follow in order. Returns the run in `batchIndices`.
    private mutating func moveToBatch(_ r: DrawRanges, from mark: TessellationBuffer.Mark, kinds a: DrawKind, _ b: DrawKind,
                                      world w: CATransform3D, color: CGColor, alpha: Float) -> Range<Int> {
        let packed = Premultiplied(color).packed(times: alpha)
        let base = UInt32(batchVertices.count), firstIndex = batchIndices.count
        let (m11, m12, m21, m22, m41, m42) = (w.m11, w.m12, w.m21, w.m22, w.m41, w.m42)
        shapes.vertices.withUnsafeBufferPointer { v in
            var i = mark.vertexCount * 3
            while i < v.count {
                let x = CGFloat(v[i]), y = CGFloat(v[i + 1])
                batchVertices.append(BatchVertex(x: Float(x * m11 + y * m21 + m41), y: Float(x * m12 + y * m22 + m42),
                                                 coverage: v[i + 2], color: packed))
                i += 3
            }
        }
        let shift = UInt32(mark.vertexCount)
        shapes.indices.withUnsafeBufferPointer { indices in
            for range in shapes.ranges[r.rangeIndices] where range.kind == a || range.kind == b {
                for k in range.firstIndex..<(range.firstIndex + range.indexCount) {
                    batchIndices.append(indices[k] - shift + base)
                }
            }
        }
        shapes.truncate(to: mark)
        return firstIndex..<batchIndices.count
    }
}
