import SandglassLottie
import SandglassRender

/// How Lottie files' image assets are decoded by the tool and the preview: PNG through
/// SandglassRender's codec, with its size limits (the importer reads no image format itself).
public enum LottieImages {
    public static let png: LottieFile.ImageLoader = { bytes in try? PNGCodec.decode(bytes, name: "image asset").cgImage }
}
