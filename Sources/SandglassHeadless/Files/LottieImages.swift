import SandglassLottie
import SandglassRender

/// How Lottie files' image assets are decoded by the tool and the preview: PNG through
/// SandglassRender's codec, with its size limits (the importer reads no image format itself).
public enum LottieImages {
    public static let png: LottieFile.ImageLoader = { bytes in
        do {
            guard let image = try PNGCodec.decode(bytes, name: "").cgImage else { throw ImageAssetError(description: "it holds no pixels") }
            return image
        } catch let error as PNGError {
            switch error {
            case let .tooLarge(_, width, height):
                throw ImageAssetError(description: "it is \(width)x\(height) px; images may be at most \(PNGCodec.maximumSide) px a side "
                                          + "and \(PNGCodec.maximumPixels) px in all")
            case let .corrupt(_, reason), let .unreadable(_, reason):
                throw ImageAssetError(description: "not a PNG this tool reads (\(reason))")
            default:
                throw ImageAssetError(description: error.description)
            }
        }
    }
}

/// Why an image asset shows nothing: one clause for the importer's note ("image 'a.png': …").
struct ImageAssetError: Error, CustomStringConvertible {
    let description: String
}
