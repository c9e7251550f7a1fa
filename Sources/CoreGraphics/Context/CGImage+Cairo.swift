import CCairo
import Foundation

extension CGImage {
    /// The pixels as a new Cairo image surface (premultiplied ARGB32 in Cairo's byte order) that owns
    /// its copy of them; the caller destroys it. Nil when Cairo cannot make one that size.
    package func makeCairoSurface() -> OpaquePointer? {
        guard width > 0, height > 0,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.bytes.withUnsafeBytes { source in
            BitmapLayout.convert(width: width, height: height, from: source.baseAddress!, stride: width * 4,
                                 .rgba, to: data, stride: stride, .cairo)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
