import CCairo

/// Backdrop filters: the target's pixels in the layer's box blurred by Core Graphics' `BackdropBlur`
/// and put back inside the layer's rounded bounds at its opacity (Cairo's "source" operator through
/// the clip mixes them by coverage, as the GL backend's pass does).
extension CairoBackend {
    func drawBackdrop(_ backdrop: BackdropDraw) {
        guard backdrop.opacity > 0, let target = cairo_get_group_target(cairo) else { return }
        // The box in the target surface's pixels: the region's root rectangle through the context's
        // transform, moved by the surface's device offset (a group's surface starts at its extents).
        let root = rootRect(backdrop.region)
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(root.minX, root.minY), (root.maxX, root.minY), (root.minX, root.maxY), (root.maxX, root.maxY)] {
            var (dx, dy) = (Double(x), Double(y))
            cairo_user_to_device(cairo, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        var (offsetX, offsetY) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let x0 = Int((xs.min()! + offsetX).rounded(.down)), y0 = Int((ys.min()! + offsetY).rounded(.down))
        let x1 = Int((xs.max()! + offsetX).rounded(.up)), y1 = Int((ys.max()! + offsetY).rounded(.up))
        // The plan's sigma is in its target's pixels; this surface may have another scale.
        let surfaceScale = (xs.max()! - xs.min()!) / max(Double(backdrop.region.width), 1e-9)
        let blur = BackdropBlur(sigma: backdrop.sigma * surfaceScale, saturation: backdrop.saturation)
        guard let blurred = blur.blurred(target, box: (x0, y0, x1 - x0, y1 - y0)) else { return }
        defer { cairo_surface_destroy(blurred) }
        let placedX = Double(max(0, x0)) - offsetX, placedY = Double(max(0, y0)) - offsetY
        draw(backdrop.world) {
            appendRoundedRect(backdrop.bounds, radius: backdrop.cornerRadius)
            clip(.nonZero)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, blurred, placedX, placedY)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint_with_alpha(cairo, backdrop.opacity)
        }
    }
}
