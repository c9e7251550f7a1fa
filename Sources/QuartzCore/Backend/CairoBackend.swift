import CCairo
import SandglassTessellation

/// Executes a planned frame on a `CGContext` with Cairo: the same `FramePlan` the GL backend draws,
/// so `render(in:)` and rasterisation show what the screen shows, with no GL.
///
/// The context's current user space is taken as the frame's root points (y down); the plan should be
/// made at the context's pixel scale, so that its tessellation tolerances and blur sigmas fit.
/// Scissor boxes (device pixels of the plan's target) are mapped back to root points.
///
/// How each command is translated:
/// - geometry is turned back into exact outlines, and Cairo anti-aliases them itself: the triangles of
///   batches and strokes are cut where their interpolated coverage is 1/2 (the true edge; the fringe
///   outside it is left out) and filled as a union; a stencil fill's fans are filled through the
///   true outline (`TessellationBuffer.fillOutlinePoint`) with their fill rule;
/// - arcs are Cairo arcs in each instance's local frame, with width, caps and dashes; a painted arc's
///   gradient is its ramp row, drawn inside the painting layer's bounds;
/// - quads clip to their rectangle and paint it: solid, axial and radial gradients as Cairo patterns,
///   conic ones computed at each pixel, images through their `uvRect`, text with QuartzCore's
///   `TextPainter`, rounded rectangles and borders as paths;
/// - groups and masks are Cairo groups; a group mask multiplies by its alpha; shadows are blurred by
///   Core Graphics' shadow code (`ContextShadow`).
///
/// Where a layer's transform is not planar affine, its affine part is used: perspective is left out,
/// as iOS's own `render(in:)` ignores 3-D transforms.
package final class CairoBackend: FrameBackend {
    public typealias Target = CGContext

    /// Ramp rows by index, kept across frames as GL keeps its ramp texture (a plan lists only the rows
    /// it filled): 256 premultiplied RGBA8 samples each.
    @exclusivity(unchecked) var rampRows: [Int: [UInt8]] = [:]

    // The frame being executed.
    @exclusivity(unchecked) var cairo: OpaquePointer!
    @exclusivity(unchecked) var context: CGContext!
    @exclusivity(unchecked) private var plan: FramePlan?
    /// What the commands index: the plan's triangles, stencil meshes and arc instances.
    var geometry: FrameGeometry { plan!.geometry }
    var scale: CGFloat { plan!.scale }
    /// The scissor box in root points, nil when off.
    @exclusivity(unchecked) var scissor: CGRect?
    /// Open groups and masks, innermost last.
    @exclusivity(unchecked) private var open: [Open] = []
    /// Image surfaces made this frame, by pixel buffer.
    @exclusivity(unchecked) var images: [ObjectIdentifier: OpaquePointer] = [:]

    private enum Open {
        case group(masked: Bool)
        case mask
    }

    public init() {}

    /// Draws `plan` into `ctx`'s current user space: the plan's background first (nothing for a clear
    /// one), then every command. The context's own graphics state (clip, CTM) is left as it was.
    public func execute(_ plan: FramePlan, into ctx: CGContext) {
        for (i, row) in plan.ramps.pendingRows.enumerated() {
            let width = RampAtlas.width * 4
            rampRows[row] = Array(plan.ramps.pendingBytes[(i * width)..<((i + 1) * width)])
        }
        (context, cairo, self.plan) = (ctx, ctx.cairo, plan)
        scissor = nil
        open.removeAll()
        defer {
            for surface in images.values { cairo_surface_destroy(surface) }
            images.removeAll()
            (context, cairo, self.plan) = (nil, nil, nil)
        }
        guard plan.clip?.isEmpty != true else { return }
        ctx.drawingInOneStep {
            cairo_save(cairo)
            cairo_new_path(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            if plan.background.alpha > 0 {
                let clip = plan.clip.map { rootRect($0) }
                draw(nil) {
                    setSource(plan.background)
                    let r = clip ?? CGRect(origin: .zero, size: plan.size)
                    cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
                    cairo_fill(cairo)
                }
            }
            for command in plan.commands { run(command) }
            // A well-formed plan closes what it opens; a cut one must not leave Cairo's groups pushed.
            while let last = open.popLast() {
                if case .group(masked: true) = last { cairo_pattern_destroy(cairo_pop_group(cairo)) }
                cairo_pattern_destroy(cairo_pop_group(cairo))
            }
            cairo_restore(cairo)
        }
        ctx.checkCairo("CairoBackend.execute")
    }

    private func run(_ command: DrawCommand) {
        switch command {
        case .batch(let run):
            drawBatch(run)
        case .arcs(let run):
            let arcs = geometry.arcs.instances
            // A long arc comes as several instances, one per band of its annulus: Cairo draws it once.
            for i in run where i == run.lowerBound || !arcs[i].isPiece(ofSameArcAs: arcs[i - 1]) { drawArc(arcs[i]) }
        case let .fill(ranges, rule, paint, world, opacity):
            draw(world) {
                appendFans(ranges)
                clip(rule)
                self.paint(paint, opacity: opacity, quad: nil)
            }
        case let .maskedFill(ranges, rule, color, world, opacity, mask, polygonClip):
            draw(nil) {
                clip(to: mask)
                if let polygonClip { clip(to: polygonClip) }
                guard let m = Self.matrix(world) else { return }
                var matrix = m
                cairo_transform(cairo, &matrix)
                appendFans(ranges)
                clip(rule)
                paint(.solid(color), opacity: opacity, quad: nil)
            }
        case let .stroke(ranges, paint, _, world, opacity):
            draw(world) {
                appendCoveredTriangles(of: ranges)
                clip(.nonZero)
                self.paint(paint, opacity: opacity, quad: nil)
            }
        case let .sprites(run, image, additive):
            drawSprites(run, image: image, additive: additive)
        case let .quad(rect, world, paint, opacity):
            draw(world) {
                cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
                clip(.nonZero)
                self.paint(paint, opacity: opacity, quad: rect)
            }
        case .backdrop(let backdrop):
            drawBackdrop(backdrop)
        case .scissor(let box):
            scissor = box.map { rootRect($0) }
        case .beginGroup:
            cairo_push_group(cairo)
            open.append(.group(masked: false))
        case .beginGroupMask:
            cairo_push_group(cairo)
            open[open.count - 1] = .group(masked: true)
        case .beginMask:
            cairo_push_group(cairo)
            open.append(.mask)
        case let .endMaskWithQuad(rect, world, paint, opacity):
            guard case .mask = open.popLast() else { return }
            let mask = cairo_pop_group(cairo)
            defer { cairo_pattern_destroy(mask) }
            draw(nil) {
                cairo_push_group(cairo)
                draw(world) {
                    cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
                    clip(.nonZero)
                    self.paint(paint, opacity: opacity, quad: rect)
                }
                cairo_pop_group_to_source(cairo)
                cairo_mask(cairo, mask)
            }
        case .invertGroupMask:
            // XOR with an opaque source leaves 1 − alpha: the mask inverted (inside the scissor box).
            draw(nil) {
                cairo_set_operator(cairo, CAIRO_OPERATOR_XOR)
                setSource(.white)
                cairo_paint(cairo)
            }
        case let .clipGroupMask(bounds, radius, world, intersect):
            draw(world) {
                appendRoundedRect(bounds, radius: radius)
                // Keeping the mask only inside the bounds: "destination in" clears the rest too.
                if intersect { cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_IN) }
                setSource(.white)
                cairo_fill(cairo)
            }
        case .groupShadow(let shadow):
            drawGroupShadow(shadow)
        case .shadowUnder(let shadow):
            guard let target = cairo_get_group_target(cairo) else { return }
            castShadow(shadow, from: target, under: true)
        case .endGroup(let opacity, let blend):
            guard let group = popGroup() else { return }
            defer { cairo_pattern_destroy(group) }
            draw(nil) {
                cairo_set_source(cairo, group)
                // Cairo's blend operators are the W3C compositing formulas, as the GL backend's.
                if blend != .normal { cairo_set_operator(cairo, blend.cairoOperator) }
                cairo_paint_with_alpha(cairo, opacity)
            }
        }
    }

    /// Ends the innermost group: its picture, multiplied by its mask's alpha when it has one.
    func popGroup() -> OpaquePointer? {
        guard case .group(let masked) = open.popLast() else { return nil }
        let mask = masked ? cairo_pop_group(cairo) : nil
        let group = cairo_pop_group(cairo)
        guard let mask else { return group }
        defer { cairo_pattern_destroy(mask); cairo_pattern_destroy(group) }
        cairo_push_group(cairo)
        cairo_set_source(cairo, group)
        cairo_mask(cairo, mask)
        return cairo_pop_group(cairo)
    }

    /// Opens a group holding `picture` (a group's, ended to cast its shadow, which goes on as before).
    func reopenGroup(with picture: OpaquePointer) {
        cairo_push_group(cairo)
        open.append(.group(masked: false))
        cairo_set_source(cairo, picture)
        cairo_paint(cairo)
    }

    /// Runs `body` inside the scissor box, in the layer space `world` places (nil: root points), and
    /// restores Cairo's state after it. A transform that flattens the layer draws nothing.
    func draw(_ world: CATransform3D?, _ body: () -> Void) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_new_path(cairo)
        if let scissor {
            cairo_rectangle(cairo, scissor.minX, scissor.minY, scissor.width, scissor.height)
            cairo_clip(cairo)
        }
        if let world {
            guard var m = Self.matrix(world) else { return }
            cairo_transform(cairo, &m)
        }
        body()
    }

    /// The current path as the clip, with `rule`.
    func clip(_ rule: FillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Layer points to root points: the transform's planar part (its affine part under perspective);
    /// nil when it is not invertible or not finite, which Cairo would refuse.
    static func matrix(_ world: CATransform3D) -> cairo_matrix_t? {
        let (a, b, c, d, tx, ty) = (world.m11, world.m12, world.m21, world.m22, world.m41, world.m42)
        let det = a * d - b * c
        guard det != 0, det.isFinite, tx.isFinite, ty.isFinite, abs(det) > 1e-12 else { return nil }
        return cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    /// A scissor box (device pixels, bottom-left origin) in root points.
    func rootRect(_ box: DeviceRect) -> CGRect {
        CGRect(x: CGFloat(box.x) / scale, y: CGFloat(plan!.height - box.y - box.height) / scale,
               width: CGFloat(box.width) / scale, height: CGFloat(box.height) / scale)
    }

    /// Sets a straight-alpha colour as the source.
    func setSource(_ color: CGColor, alpha: CGFloat = 1) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * alpha)
    }

}
