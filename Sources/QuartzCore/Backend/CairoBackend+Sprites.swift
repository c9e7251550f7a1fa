import CCairo
import CoreGraphics

extension CairoBackend {
    /// A run of particles: each its picture's part, mapped onto its quad (an affine map, from three of
    /// its corners), its pixels multiplied by its colour (a tinted copy of the picture, made once per
    /// colour in the run), over what is behind or, `additive`, added to it.
    func drawSprites(_ run: Range<Int>, image content: ImageContent, additive: Bool) {
        let image = content.image
        let key = ObjectIdentifier(image.pixels)
        if images[key] == nil { images[key] = image.makeCairoSurface() }
        guard let base = images[key] else { return }
        var tinted: [UInt32: OpaquePointer] = [:]
        defer { for surface in tinted.values { cairo_surface_destroy(surface) } }
        let part = content.contentsRect
        let (pw, ph) = (part.width * CGFloat(image.width), part.height * CGFloat(image.height))
        guard pw != 0, ph != 0 else { return }
        let vertices = geometry.sprites
        draw(nil) {
            if additive { cairo_set_operator(cairo, CAIRO_OPERATOR_ADD) }
            for first in stride(from: run.lowerBound, to: run.upperBound, by: 6) {
                // Corners: 0 top left, 1 top right, 5 bottom left (triangles 0 1 2, 0 2 3).
                let (tl, tr, bl) = (vertices[first], vertices[first + 1], vertices[first + 5])
                let color = tl.color
                guard color >> 24 != 0 else { continue }
                let surface: OpaquePointer
                if color == 0xFFFF_FFFF {
                    surface = base
                } else if let made = tinted[color] {
                    surface = made
                } else if let made = Self.tint(base, width: image.width, height: image.height, by: color) {
                    tinted[color] = made
                    surface = made
                } else {
                    continue
                }
                var m = cairo_matrix_t(xx: CGFloat(tr.x - tl.x) / pw, yx: CGFloat(tr.y - tl.y) / pw,
                                       xy: CGFloat(bl.x - tl.x) / ph, yy: CGFloat(bl.y - tl.y) / ph,
                                       x0: CGFloat(tl.x), y0: CGFloat(tl.y))
                let determinant = m.xx * m.yy - m.xy * m.yx
                guard determinant != 0, determinant.isFinite else { continue }
                cairo_save(cairo)
                cairo_transform(cairo, &m)
                cairo_rectangle(cairo, 0, 0, pw, ph)
                cairo_set_source_surface(cairo, surface, -part.minX * CGFloat(image.width), -part.minY * CGFloat(image.height))
                cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
                cairo_fill(cairo)
                cairo_restore(cairo)
            }
        }
    }

    /// A copy of `surface` (premultiplied ARGB) with every channel multiplied by `color`'s (premultiplied
    /// bytes r, g, b, a, as `BatchVertex.pack` writes them).
    private static func tint(_ surface: OpaquePointer, width: Int, height: Int, by color: UInt32) -> OpaquePointer? {
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(surface)
        guard let from = cairo_image_surface_get_data(surface), let to = cairo_image_surface_get_data(copy) else {
            cairo_surface_destroy(copy)
            return nil
        }
        let (r, g, b, a) = (color & 0xFF, color >> 8 & 0xFF, color >> 16 & 0xFF, color >> 24)
        let (fromStride, toStride) = (Int(cairo_image_surface_get_stride(surface)), Int(cairo_image_surface_get_stride(copy)))
        func times(_ channel: UInt32, _ by: UInt32) -> UInt32 { (channel * by + 127) / 255 }
        for y in 0..<height {
            let source = UnsafeRawPointer(from + y * fromStride).assumingMemoryBound(to: UInt32.self)
            let target = UnsafeMutableRawPointer(to + y * toStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = source[x]   // Cairo's ARGB32: a << 24 | r << 16 | g << 8 | b, premultiplied
                target[x] = times(p >> 24, a) << 24 | times(p >> 16 & 0xFF, r) << 16 | times(p >> 8 & 0xFF, g) << 8
                    | times(p & 0xFF, b)
            }
        }
        cairo_surface_mark_dirty(copy)
        return copy
    }
}
