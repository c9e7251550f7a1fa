import CCairo
import Foundation

/// `clip(to:mask:)`. Cairo clips to paths only, so a mask clip is kept in the graphics state (saved and
/// restored with it) and applied to each drawing call: the call draws into a group that starts as a
/// copy of the pixels beneath, and the group replaces those pixels as far as the mask is opaque. Every
/// operator (clear, copy, the blend modes) is thereby clipped, as Core Graphics clips them.
extension CGContext {
    /// Intersects the clip with `mask` placed in `rect`, as Core Graphics: nothing is drawn outside
    /// `rect`, and inside it drawing shows as much as the mask's pixel there. The mask's alpha when
    /// it has any transparent pixel (an icon drawn with alpha: the usual way to tint one); else, for
    /// an opaque image (iOS asks for a gray one), its gray level, the mean of red, green and blue.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard !isSingular, rect.width != 0, rect.height != 0 else { return }
        // Device space (Cairo's, y down) to the mask's pixels, through user space at this moment.
        var device = cairo_matrix_t()
        cairo_get_matrix(cairo, &device)
        guard cairo_matrix_invert(&device) == CAIRO_STATUS_SUCCESS else { return }
        let sx = rect.width / CGFloat(mask.width), sy = rect.height / CGFloat(mask.height)
        let toImage = CGAffineTransform(a: 1 / sx, b: 0, c: 0, d: -1 / sy, tx: -rect.minX / sx, ty: rect.maxY / sy)
        guard toImage.isDrawable else { return }
        var userToImage = cairo_matrix_t(xx: toImage.a, yx: 0, xy: 0, yy: toImage.d, x0: toImage.tx, y0: toImage.ty)
        var deviceToImage = cairo_matrix_t()
        cairo_matrix_multiply(&deviceToImage, &device, &userToImage)
        state.maskClips.append(MaskClip(mask, deviceToImage: deviceToImage, filter: state.interpolationQuality))
    }

    /// Runs `body` clipped by `masks` (the last innermost), each through a group as described above.
    package func throughMasks(_ masks: ArraySlice<MaskClip>, _ body: () -> Void) {
        guard let mask = masks.last else { return body() }
        let beneath = cairo_get_group_target(cairo)
        cairo_push_group(cairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, beneath, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        throughMasks(masks.dropLast(), body)
        cairo_pop_group_to_source(cairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        // SOURCE through a mask mixes: beneath × (1 − mask) + group × mask.
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_mask(cairo, mask.pattern)
        cairo_restore(cairo)
        checkCairo("clip(to:mask:)")
    }
}

/// One mask of `clip(to:mask:)`: an alpha-only Cairo pattern placed in device space.
package final class MaskClip {
    let pattern: OpaquePointer
    private let surface: OpaquePointer

    init(_ image: CGImage, deviceToImage: cairo_matrix_t, filter: CGInterpolationQuality) {
        let (w, h) = (image.width, image.height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let out = cairo_image_surface_get_data(surface)!
        let bytes = image.pixels.bytes
        let hasAlpha = (0..<(w * h)).contains { bytes[$0 * 4 + 3] != 255 }
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                let gray = (Int(bytes[i]) + Int(bytes[i + 1]) + Int(bytes[i + 2]) + 1) / 3
                out[y * stride + x] = hasAlpha ? bytes[i + 3] : UInt8(gray)
            }
        }
        cairo_surface_mark_dirty(surface)
        pattern = cairo_pattern_create_for_surface(surface)
        var m = deviceToImage
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, filter == .none ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
    }

    deinit {
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }
}
