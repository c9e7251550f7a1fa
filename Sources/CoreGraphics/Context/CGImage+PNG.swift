import CCairo
import Foundation

extension CGImage {
    /// The PNG file at `path`, decoded by Cairo; nil when it cannot be read or is not a PNG.
    public init?(pngFile path: String) {
        let surface = cairo_image_surface_create_from_png(path)
        defer { cairo_surface_destroy(surface) }
        self.init(cairoPNGSurface: surface)
    }

    /// The pixels of a surface Cairo read from a PNG; nil when the read failed.
    init?(cairoPNGSurface surface: OpaquePointer?) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let from = format == CAIRO_FORMAT_RGB24 ? BitmapLayout(bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue
                                                                | CGBitmapInfo.byteOrder32Little.rawValue)! : .cairo
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeMutableBytes { out in
            BitmapLayout.convert(width: w, height: h, from: data, stride: stride, from,
                                 to: out.baseAddress!, stride: w * 4, .rgba)
        }
        self.init(width: w, height: h, premultipliedRGBA: bytes)
    }
}
