import CCairo
import Foundation

/// A Core Graphics drawing context over a bitmap, drawn by Cairo.
///
/// As on iOS, a bitmap context's user space starts with its origin at the bottom left and y up
/// (`ctm` is the identity), and images drawn with `draw(_:in:)` come out upright in that space; the
/// UIKit image contexts start flipped to y down. Cairo's own device space has y down, so the Cairo
/// matrix is always `ctm` followed by a flip; `ctm` reports the Core Graphics part alone.
///
/// Pixels live in `data`, the caller's buffer or one the context owns. Cairo 1.16 can draw only into
/// premultiplied ARGB words; a context with another layout (RGBA bytes, the usual iOS choice) keeps
/// a Cairo surface beside `data` and copies both ways around every drawing call, so the caller may
/// read or write `data` between calls exactly as on iOS.
public final class CGContext {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public let bitsPerComponent: Int = 8
    public let bitsPerPixel: Int = 32
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The bitmap's first byte (its top row, as on iOS).
    public var data: UnsafeMutableRawPointer? { pixels }

    package let cairo: OpaquePointer
    private let surface: OpaquePointer
    private let pixels: UnsafeMutableRawPointer
    private let ownsPixels: Bool
    private let layout: BitmapLayout
    /// Cairo's own copy of the pixels when `layout` is not Cairo's (nil when Cairo draws into `data`).
    private let mirror: (pixels: UnsafeMutableRawPointer, stride: Int)?
    /// Graphics state Cairo does not hold (colours, alpha), saved and restored with Cairo's.
    @exclusivity(unchecked) package var state = GraphicsState()
    /// Base space, in which shadows are given: the device space (identity) of a bitmap context; the
    /// y-down points of UIKit's contexts and a layer's drawing (`CGContext.drawing`).
    @exclusivity(unchecked) package var baseCTM = CGAffineTransform.identity
    @exclusivity(unchecked) private var savedStates: [GraphicsState] = []
    /// While positive, drawing calls skip the copies between `data` and Cairo's mirror (inside
    /// transparency layers, and around a whole `render(in:)`, which copy once around everything).
    @exclusivity(unchecked) package var syncSuspended = 0

    /// A bitmap context, as `CGBitmapContextCreate`. Nil, with one line on stderr saying why, for a
    /// combination Core Graphics refuses (or Sandglass does not draw): sizes not positive, not 8 bits
    /// per component, a row shorter than the width, a gray space, straight or no alpha, float pixels.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        func refuse(_ why: String) -> Bool {
            ProblemLog.report("CGContext: unsupported bitmap (\(width)×\(height), \(bitsPerComponent) bits per component, "
                              + "\(bytesPerRow) bytes per row, bitmapInfo 0x\(String(bitmapInfo, radix: 16))): \(why)")
            return false
        }
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { _ = refuse("sizes must be 1...32767"); return nil }
        guard bitsPerComponent == 8 else { _ = refuse("only 8 bits per component are drawn"); return nil }
        guard space.model == .rgb else { _ = refuse("only RGB colour spaces are drawn"); return nil }
        guard let layout = BitmapLayout(bitmapInfo: bitmapInfo) else {
            _ = refuse("use premultipliedFirst/Last or noneSkipFirst/Last, 32-bit or default byte order"); return nil
        }
        let stride = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard stride >= width * 4, stride % 4 == 0 else { _ = refuse("a row needs at least width × 4 bytes, a multiple of 4"); return nil }

        self.width = width
        self.height = height
        self.bytesPerRow = stride
        colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
        self.layout = layout
        if let data {
            pixels = data
            ownsPixels = false
        } else {
            // calloc: a large bitmap comes as fresh zero pages, so a context whose caller fills it
            // pays for the pages once, when written.
            guard let zeroed = calloc(stride * height, 1) else { return nil }
            pixels = zeroed
            ownsPixels = true
        }
        let format = layout.skipsAlpha ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        if layout == .cairo || (layout.skipsAlpha && layout.r == 2 && layout.g == 1 && layout.b == 0) {
            mirror = nil
            surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(stride))
        } else {
            let cairoStride = width * 4
            // Touched only if something is drawn (a context used through `data` alone never is).
            guard let copy = calloc(cairoStride * height, 1) else {
                if ownsPixels { free(pixels) }
                return nil
            }
            mirror = (copy, cairoStride)
            surface = cairo_image_surface_create_for_data(copy.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(cairoStride))
        }
        cairo = cairo_create(surface)
        // Core Graphics' device space has y up; Cairo's has y down.
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
        cairo_set_matrix(cairo, &flip)
        applyLineDefaults()
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        if let mirror { free(mirror.pixels) }
        if ownsPixels { free(pixels) }
    }

    /// Core Graphics' defaults where Cairo's differ (miter limit 10 in both; line width 1 in both).
    private func applyLineDefaults() {
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Says once on stderr, naming `call`, when Cairo has stopped (its status is no longer success):
    /// from then on it draws nothing, so the calls that could stop it are kept from doing so, and this
    /// catches any that still does.
    package func checkCairo(_ call: String) {
        let status = cairo_status(cairo)
        guard status != CAIRO_STATUS_SUCCESS else { return }
        ProblemLog.report("CGContext: Cairo stopped drawing after \(call): \(String(cString: cairo_status_to_string(status)))")
    }

    /// Runs one drawing call on Cairo's pixels, copying `data` in before and out after when Cairo
    /// keeps its own copy: the caller may have written `data` since the last call and may read it next.
    /// Nothing is drawn while the CTM is singular (see CGContext+Transform.swift); Cairo's status is
    /// checked after every call. The call is clipped by the state's masks and, when `shadowed`, casts
    /// its shadow (see CGContext+MaskClip.swift and CGContext+Shadow.swift); `inOneStep` runs calls
    /// that each do so themselves.
    package func drawing(shadowed: Bool = true, _ body: () -> Void) {
        drawing(shadowed: shadowed, inOneStep: false, body)
    }

    private func drawing(shadowed: Bool, inOneStep: Bool, _ body: () -> Void) {
        if isSingular { return cairo_new_path(cairo) }
        func effects() { if inOneStep { body() } else { throughState(shadowed: shadowed, body) } }
        if syncSuspended > 0 {
            effects()
            return checkCairo("drawing")
        }
        if let mirror {
            cairo_surface_flush(surface)
            BitmapLayout.convert(width: width, height: height, from: pixels, stride: bytesPerRow, layout,
                                 to: mirror.pixels, stride: mirror.stride, .cairo)
            cairo_surface_mark_dirty(surface)
        }
        effects()
        checkCairo("drawing")
        cairo_surface_flush(surface)
        if let mirror {
            BitmapLayout.convert(width: width, height: height, from: mirror.pixels, stride: mirror.stride, .cairo,
                                 to: pixels, stride: bytesPerRow, layout)
        }
    }

    /// Runs one drawing call through the state's mask clips, casting the state's shadow.
    private func throughState(shadowed: Bool, _ body: () -> Void) {
        let shadow = shadowed ? state.shadow : nil
        if state.maskClips.isEmpty && shadow == nil { return body() }
        throughMasks(state.maskClips[...]) {
            if let shadow { casting(shadow, body) } else { body() }
        }
    }

    /// Runs many drawing calls with one copy in and one copy out around them all.
    package func drawingInOneStep(_ body: () -> Void) {
        drawing(shadowed: false, inOneStep: true) {
            syncSuspended += 1
            body()
            syncSuspended -= 1
        }
    }

    /// An image of the bitmap as it is now (a copy: later drawing does not change it).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            BitmapLayout.convert(width: width, height: height, from: pixels, stride: bytesPerRow, layout,
                                 to: out.baseAddress!, stride: width * 4, .rgba)
            count = width * height * 4
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }

    // MARK: Graphics state

    /// Pushes the graphics state: CTM, clip, line style, colours, alpha, blend mode.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Pops the state saved last; with none saved it does nothing, as Core Graphics.
    public func restoreGState() {
        guard let s = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = s
    }
}

/// The part of a context's graphics state that Cairo does not keep for it.
package struct GraphicsState {
    package var fillColor = CGColor.black
    package var strokeColor = CGColor.black
    package var alpha: CGFloat = 1
    package var blendMode = CGBlendMode.normal
    package var interpolationQuality = CGInterpolationQuality.default
    /// The CTM when it flattens user space or is not finite (Cairo keeps the last ordinary one).
    package var singularCTM: CGAffineTransform?
    /// The masks of `clip(to:mask:)` in effect, in the order given.
    package var maskClips: [MaskClip] = []
    /// The shadow every drawing call casts (`setShadow`), nil for none.
    package var shadow: ContextShadow?
}
