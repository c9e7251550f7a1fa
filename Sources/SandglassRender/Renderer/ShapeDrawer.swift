import CEpoxy
import Sandglass
import SandglassTessellation

/// Draws shape layers in two phases per frame, so that geometry is uploaded once and solid shapes
/// share draw calls:
///
/// 1. `beginFrame`, then `record` for every shape node in drawing order, then `endRecording`:
///    a stroke that is one circular arc under a circle-keeping transform goes to the arc buffer
///    (`ArcStroke`, drawn by the arc program: exact coverage, no stencil even when translucent);
///    `recordPainted` does the same for a mask's arc painted with its layer's gradient. Everything
///    else is tessellated: parts that need no stencil and no per-draw uniform (opaque strokes,
///    convex fills, through an affine world transform) are transformed to root points with their
///    premultiplied colour per vertex and appended to the batch arrays; the rest stay in layer points
///    in the frame buffer. All three are uploaded once.
/// 2. `draw(node:)` in the same order: batched parts and arcs extend the canvas's pending run of their
///    kind (one draw call for any number of consecutive shapes); the others flush that run and run the stencil
///    passes `Tessellator` documents (stencil-then-cover fills; translucent strokes that never blend
///    twice where they overlap themselves).
///
/// `draw(_:world:opacity:)` draws an unrecorded shape at once (shadow paths), with an orphaned upload.
final class ShapeDrawer {
    let canvas: Canvas
    /// Immediate draws.
    private var scratch = TessellationBuffer()
    /// This frame's unbatched parts, layer points.
    private var frame = TessellationBuffer()
    private var batchVertices: [BatchVertex] = []
    private var batchIndices: [UInt32] = []
    /// This frame's analytic arc strokes (`ArcStroke`), root points.
    private var arcs = ArcBuffer()
    /// Recorded shapes, and for each node index the position of its entry (or -1).
    private var entries: [Entry] = []
    private var entryOfNode: [Int32] = []
    /// Flattened paths by path + tolerance: animating strokeEnd, dashes or the transform re-uses them.
    let flattening = FlatteningCache(capacity: 4096)
    /// Seconds spent in the tessellator since the last reset (for `bench`).
    var tessellationSeconds = 0.0

    /// One recorded shape: its unbatched ranges in `frame`, or its index runs in `batchIndices`.
    struct Entry {
        var fill = DrawRanges.empty
        var stroke = DrawRanges.empty
        var fillBatch = 0..<0
        var strokeBatch = 0..<0
        /// The stroke's index run in `arcs` when it is drawn analytically.
        var strokeArcs = 0..<0
    }

    init(canvas: Canvas) { self.canvas = canvas }

    // MARK: phase 1

    func beginFrame(nodeCount: Int) {
        frame.removeAll()
        batchVertices.removeAll(keepingCapacity: true)
        batchIndices.removeAll(keepingCapacity: true)
        arcs.removeAll()
        entries.removeAll(keepingCapacity: true)
        entryOfNode.removeAll(keepingCapacity: true)
        entryOfNode.append(contentsOf: repeatElement(-1, count: nodeCount))
    }

    func record(node: Int, _ shape: ShapeContent, world: CATransform3D, opacity: CGFloat) {
        let ppp = Double(canvas.scale * world.approximateScale)
        let affine = world.m14 == 0 && world.m24 == 0 && world.m44 == 1
        let start = MonotonicClock.now()
        var entry = Entry()
        if let color = shape.fillColor, color.alpha > 0 {
            let mark = frame.mark
            let r = (try? Tessellator.fill(shape.path, rule: shape.fillRule, pixelsPerPoint: ppp,
                                           cache: flattening, into: &frame)) ?? .empty
            if !r.isEmpty && r.isConvex && affine {
                entry.fillBatch = moveToBatch(r, from: mark, kinds: .fillStencil, .fillFringe, world: world,
                                              color: color, alpha: Float(opacity))
            } else {
                entry.fill = r
            }
        }
        if let color = shape.strokeColor, color.alpha > 0, shape.lineWidth > 0 {
            let style = strokeStyle(shape)
            let firstArcIndex = arcs.indices.count
            if affine, let arc = CircularArc.detect(shape.path),
               ArcStroke.append(arc, style: style, placement: placement(world), pixelsPerPoint: Double(canvas.scale),
                                color: packedColor(color, alpha: Float(opacity)), into: &arcs) {
                entry.strokeArcs = firstArcIndex..<arcs.indices.count
            } else {
                let mark = frame.mark
                let r = (try? Tessellator.stroke(shape.path, style: style, pixelsPerPoint: ppp,
                                                 cache: flattening, into: &frame)) ?? .empty
                let alpha = opacity * CGFloat(r.alphaScale)
                // Opaque strokes may repaint their overlaps; translucent ones only when they have none.
                if !r.isEmpty && affine && (color.alpha >= 1 && alpha >= 1 || r.isOverlapFree) {
                    entry.strokeBatch = moveToBatch(r, from: mark, kinds: .stroke, .stroke, world: world, color: color,
                                                    alpha: Float(alpha))
                } else {
                    entry.stroke = r
                }
            }
        }
        tessellationSeconds += MonotonicClock.now() - start
        entryOfNode[node] = Int32(entries.count)
        entries.append(entry)
    }

    /// Records the stroke of mask `shape` (node `node`), the circular arc `arc`, as an analytic arc
    /// covered by `paint` instead of its own colour: the masked layer's paint seen through the mask.
    /// False, recording nothing, when the arc shader cannot draw it.
    func recordPainted(node: Int, _ shape: ShapeContent, arc: CircularArc, world: CATransform3D,
                       paint: ArcStroke.Paint) -> Bool {
        guard world.m14 == 0 && world.m24 == 0 && world.m44 == 1 else { return false }
        let style = strokeStyle(shape)
        let first = arcs.indices.count
        guard ArcStroke.append(arc, style: style, placement: placement(world), pixelsPerPoint: Double(canvas.scale),
                               paint: paint, into: &arcs) else { return false }
        var entry = Entry()
        entry.strokeArcs = first..<arcs.indices.count
        entryOfNode[node] = Int32(entries.count)
        entries.append(entry)
        return true
    }

    /// Records `shape` for node `node` with nothing batched, so that `drawPainted` can draw its parts
    /// with another paint (a mask painted with its layer's gradient).
    func recordUnbatched(node: Int, _ shape: ShapeContent, world: CATransform3D) {
        var entry = Entry()
        (entry.fill, entry.stroke) = tessellate(shape, world: world, into: &frame)
        entryOfNode[node] = Int32(entries.count)
        entries.append(entry)
    }

    /// Draws the parts `recordUnbatched` recorded for `node` with `paint` (opaque), each at its own
    /// colour's alpha: the coverage the mask would have had.
    func drawPainted(node: Int, _ shape: ShapeContent, paint: Paint, world: CATransform3D) {
        guard node < entryOfNode.count, entryOfNode[node] >= 0 else { return }
        let e = entries[Int(entryOfNode[node])]
        if let color = shape.fillColor, !e.fill.isEmpty {
            drawFill(e.fill, in: frame, canvas.frameMeshes, rule: shape.fillRule, paint: paint, world: world,
                     opacity: color.alpha)
        }
        if let color = shape.strokeColor, !e.stroke.isEmpty {
            drawStroke(e.stroke, in: frame, canvas.frameMeshes, paint: paint, opaque: true, world: world,
                       opacity: color.alpha * CGFloat(e.stroke.alphaScale))
        }
    }

    /// The fill and stroke of `shape` (those with a visible colour) appended to `buffer`, unbatched.
    private func tessellate(_ shape: ShapeContent, world: CATransform3D, into buffer: inout TessellationBuffer)
        -> (fill: DrawRanges, stroke: DrawRanges) {
        let ppp = Double(canvas.scale * world.approximateScale)
        let start = MonotonicClock.now()
        defer { tessellationSeconds += MonotonicClock.now() - start }
        var fill = DrawRanges.empty, stroke = DrawRanges.empty
        if let color = shape.fillColor, color.alpha > 0 {
            fill = (try? Tessellator.fill(shape.path, rule: shape.fillRule, pixelsPerPoint: ppp,
                                          cache: flattening, into: &buffer)) ?? .empty
        }
        if let color = shape.strokeColor, color.alpha > 0, shape.lineWidth > 0 {
            stroke = (try? Tessellator.stroke(shape.path, style: strokeStyle(shape), pixelsPerPoint: ppp,
                                              cache: flattening, into: &buffer)) ?? .empty
        }
        return (fill, stroke)
    }

    private func strokeStyle(_ shape: ShapeContent) -> StrokeStyle {
        StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                    miterLimit: shape.miterLimit, dashPattern: shape.lineDashPattern,
                    dashPhase: shape.lineDashPhase, strokeStart: shape.strokeStart, strokeEnd: shape.strokeEnd)
    }

    private func placement(_ w: CATransform3D) -> ArcStroke.Placement {
        ArcStroke.Placement(a: Double(w.m11), b: Double(w.m12), c: Double(w.m21), d: Double(w.m22),
                            tx: Double(w.m41), ty: Double(w.m42))
    }

    private func packedColor(_ color: CGColor, alpha: Float) -> UInt32 {
        let c = Premultiplied(color)
        return BatchVertex.pack(c.r * alpha, c.g * alpha, c.b * alpha, c.a * alpha)
    }

    /// Moves the vertices `frame` gained since `mark` into the batch arrays, transformed to root points
    /// and coloured; the index runs of `kinds` follow in order. Returns the run in `batchIndices`.
    private func moveToBatch(_ r: DrawRanges, from mark: TessellationBuffer.Mark, kinds a: DrawKind, _ b: DrawKind,
                             world w: CATransform3D, color: CGColor, alpha: Float) -> Range<Int> {
        let packed = packedColor(color, alpha: alpha)
        let base = UInt32(batchVertices.count), firstIndex = batchIndices.count
        let (m11, m12, m21, m22, m41, m42) = (w.m11, w.m12, w.m21, w.m22, w.m41, w.m42)
        frame.vertices.withUnsafeBufferPointer { v in
            var i = mark.vertexCount * 3
            while i < v.count {
                let x = CGFloat(v[i]), y = CGFloat(v[i + 1])
                batchVertices.append(BatchVertex(x: Float(x * m11 + y * m21 + m41), y: Float(x * m12 + y * m22 + m42),
                                                 coverage: v[i + 2], color: packed))
                i += 3
            }
        }
        let shift = UInt32(mark.vertexCount)
        frame.indices.withUnsafeBufferPointer { indices in
            for range in frame.ranges[r.rangeIndices] where range.kind == a || range.kind == b {
                for k in range.firstIndex..<(range.firstIndex + range.indexCount) {
                    batchIndices.append(indices[k] - shift + base)
                }
            }
        }
        frame.truncate(to: mark)
        return firstIndex..<batchIndices.count
    }

    /// Uploads the recorded geometry (once per frame, before any recorded draw).
    func endRecording() {
        frame.vertices.withUnsafeBufferPointer { v in
            frame.indices.withUnsafeBufferPointer { canvas.frameMeshes.upload(vertices: v, indices: $0) }
        }
        batchVertices.withUnsafeBufferPointer { v in
            batchIndices.withUnsafeBufferPointer { canvas.batchMeshes.upload(batch: v, indices: $0) }
        }
        arcs.vertices.withUnsafeBufferPointer { v in
            arcs.indices.withUnsafeBufferPointer { canvas.arcMeshes.upload(arcs: v, indices: $0) }
        }
    }

    // MARK: phase 2

    /// Draws the shape recorded for `node`; a shape that was not recorded is drawn at once.
    func draw(node: Int, _ shape: ShapeContent, world: CATransform3D, opacity: CGFloat) {
        guard node < entryOfNode.count, entryOfNode[node] >= 0 else {
            draw(shape, world: world, opacity: opacity)
            return
        }
        let e = entries[Int(entryOfNode[node])]
        if let color = shape.fillColor {
            canvas.appendBatch(first: e.fillBatch.lowerBound, count: e.fillBatch.count)
            if !e.fill.isEmpty {
                drawFill(e.fill, in: frame, canvas.frameMeshes, rule: shape.fillRule, paint: .solid(color), world: world,
                         opacity: opacity)
            }
        }
        if let color = shape.strokeColor {
            canvas.appendBatch(first: e.strokeBatch.lowerBound, count: e.strokeBatch.count)
            canvas.appendBatch(first: e.strokeArcs.lowerBound, count: e.strokeArcs.count, arcs: true)
            if !e.stroke.isEmpty {
                drawStroke(e.stroke, in: frame, canvas.frameMeshes, paint: .solid(color), opaque: color.alpha >= 1, world: world,
                           opacity: opacity * CGFloat(e.stroke.alphaScale))
            }
        }
    }

    /// Tessellates, uploads (orphaned) and draws `shape` now.
    func draw(_ shape: ShapeContent, world: CATransform3D, opacity: CGFloat) {
        scratch.removeAll()
        let (fill, stroke) = tessellate(shape, world: world, into: &scratch)
        guard !fill.isEmpty || !stroke.isEmpty else { return }
        canvas.upload(scratch.vertices, scratch.indices)
        if let color = shape.fillColor, !fill.isEmpty {
            drawFill(fill, in: scratch, canvas.meshes, rule: shape.fillRule, paint: .solid(color), world: world, opacity: opacity)
        }
        if let color = shape.strokeColor, !stroke.isEmpty {
            drawStroke(stroke, in: scratch, canvas.meshes, paint: .solid(color), opaque: color.alpha >= 1, world: world,
                       opacity: opacity * CGFloat(stroke.alphaScale))
        }
    }

    // MARK: GL passes

    private func drawRanges(_ r: DrawRanges, _ kind: DrawKind, _ buffer: TessellationBuffer, _ meshes: MeshDrawer) {
        for range in buffer.ranges[r.rangeIndices] where range.kind == kind {
            meshes.draw(mode: GLenum(GL_TRIANGLES), first: range.firstIndex, count: range.indexCount)
        }
    }

    private func drawFill(_ r: DrawRanges, in buffer: TessellationBuffer, _ meshes: MeshDrawer, rule: FillRule,
                          paint: Paint, world: CATransform3D, opacity: CGFloat) {
        canvas.prepare(paint: paint, world: world, opacity: opacity, mask: nil)
        if r.isConvex {
            drawRanges(r, .fillStencil, buffer, meshes)
            drawRanges(r, .fillFringe, buffer, meshes)
            return
        }
        glEnable(GLenum(GL_STENCIL_TEST))
        // Step: winding into the stencil, colour off
        glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        glStencilMask(0xFF)
        glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
        if rule == .nonZero {
            glStencilOpSeparate(GLenum(GL_FRONT), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR_WRAP))
            glStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_DECR_WRAP))
        } else {
            glStencilMask(0x01)
            glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INVERT))
        }
        drawRanges(r, .fillStencil, buffer, meshes)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        let readMask: GLuint = rule == .nonZero ? 0xFF : 0x01
        // Step: fringe outside the filled area
        glStencilMask(0xFF)
        glStencilFunc(GLenum(GL_EQUAL), 0, readMask)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
        drawRanges(r, .fillFringe, buffer, meshes)
        // Step: cover where the winding says filled, clearing the stencil as it goes
        glStencilFunc(GLenum(GL_NOTEQUAL), 0, readMask)
        glStencilOp(GLenum(GL_ZERO), GLenum(GL_ZERO), GLenum(GL_ZERO))
        drawRanges(r, .cover, buffer, meshes)
        glDisable(GLenum(GL_STENCIL_TEST))
    }

    /// `opaque`: the paint has alpha 1 everywhere (with opacity 1 the stroke may repaint its overlaps).
    private func drawStroke(_ r: DrawRanges, in buffer: TessellationBuffer, _ meshes: MeshDrawer, paint: Paint,
                            opaque: Bool, world: CATransform3D, opacity: CGFloat) {
        canvas.prepare(paint: paint, world: world, opacity: opacity, mask: nil)
        if opaque && opacity >= 1 {
            drawRanges(r, .stroke, buffer, meshes)
            return
        }
        let coreOnly = canvas.layerProgram.location("u_coreOnly")
        glEnable(GLenum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        // Step: the fully covered core, each pixel once
        glStencilFunc(GLenum(GL_EQUAL), 0, 0xFF)
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR))
        glUniform1i(coreOnly, 1)
        drawRanges(r, .stroke, buffer, meshes)
        glUniform1i(coreOnly, 0)
        // Step: the fringe where no core was drawn; pixels written once
        drawRanges(r, .stroke, buffer, meshes)
        // Step: clear the stencil
        glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
        glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
        glStencilOp(GLenum(GL_ZERO), GLenum(GL_ZERO), GLenum(GL_ZERO))
        drawRanges(r, .stroke, buffer, meshes)
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glDisable(GLenum(GL_STENCIL_TEST))
    }
}
