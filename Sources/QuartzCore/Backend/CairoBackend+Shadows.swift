import CCairo

/// Shadows: the layer's alpha (or its shadowPath filled), blurred by Core Graphics' own Gaussian
/// (`ContextShadow`, sigma in device pixels), tinted and drawn the shadow's offset away.
extension CairoBackend {
    /// The group's shadow under it, in the group's parent: the group (through its mask) is ended to
    /// read it, then opened again holding the same picture, for `endGroup` to composite.
    func drawGroupShadow(_ shadow: GroupShadow) {
        guard let picture = popGroup() else { return }
        defer { cairo_pattern_destroy(picture) }
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(picture, &surface) == CAIRO_STATUS_SUCCESS, let surface {
            castShadow(shadow, from: surface, under: false)
        }
        reopenGroup(with: picture)
    }

    /// Draws the shadow cast by `surface` (a group's image surface) into the current target; `under`:
    /// beneath what the target holds ("destination over").
    func castShadow(_ shadow: GroupShadow, from surface: OpaquePointer, under: Bool) {
        var pathPicture: OpaquePointer?
        defer { if let pathPicture { cairo_pattern_destroy(pathPicture) } }
        var source = surface
        if let path = shadow.pathFill {
            cairo_push_group(cairo)
            draw(shadow.world) {
                appendFans(path)
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
                setSource(.white)
                cairo_fill(cairo)
            }
            pathPicture = cairo_pop_group(cairo)
            var filled: OpaquePointer?
            guard cairo_pattern_get_surface(pathPicture, &filled) == CAIRO_STATUS_SUCCESS, let filled else { return }
            source = filled
        }
        // The offset is in root points, the blur in device pixels.
        var dx = Double(shadow.offset.width), dy = Double(shadow.offset.height)
        cairo_user_to_device_distance(cairo, &dx, &dy)
        let sigma = shadow.isSharp && !under ? 0 : shadow.sigma
        draw(nil) {
            ContextShadow(offset: CGSize(width: dx, height: dy), sigma: sigma, color: shadow.tint)
                .paint(castBy: source, on: cairo, operator: under ? CAIRO_OPERATOR_DEST_OVER : CAIRO_OPERATOR_OVER)
        }
    }
}
