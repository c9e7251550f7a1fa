import Sandglass
import SandglassLottie

/// How Lottie files' image assets are decoded by the tool and the preview: PNG, JPEG or WebP by their
/// content (files embed JPEGs under `.png` names), with CGImage's size limits (the importer reads no
/// image format itself).
public enum LottieImages {
    public static let png: LottieFile.ImageLoader = { bytes in
        do throws(CGImageDecodingError) {
            return try CGImage(decoding: bytes)
        } catch {
            switch error {
            case let .tooLarge(_, width, height):
                throw ImageAssetError(description: "it is \(width)x\(height) px; images may be at most \(CGImage.maximumDecodedSide) px a side "
                                          + "and \(CGImage.maximumDecodedPixels) px in all")
            case .unknownFormat, .damaged:
                throw ImageAssetError(description: error.description)
            }
        }
    }
}

/// Why an image asset shows nothing: one clause for the importer's note ("image 'a.png': …").
struct ImageAssetError: Error, CustomStringConvertible {
    let description: String
}
