import QuartzCore
import SandglassTessellation

/// Which compiled variant of `shaders/image.frag` draws an unmasked texture: images as they are, or
/// text, whose white coverage is tinted by its colour. On llvmpipe the tint's multiply made every
/// image fragment about a fifth more costly, so only text pays for it.
enum ImageVariant: Hashable, CaseIterable {
    case plain, tinted

    init(tinted: Bool) { self = tinted ? .tinted : .plain }

    /// The preprocessor names the stages test: both take their coordinate and alpha from layer.vert.
    var shaderDefines: [String] {
        ["IMAGE_VARYINGS"] + (self == .tinted ? ["IMAGE_TINT"] : [])
    }
}
