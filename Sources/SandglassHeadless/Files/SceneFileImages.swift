import Foundation
import Sandglass
import SandglassSystem

/// How scene files' `contents` images are read by the tool and the preview: PNG through
/// SandglassSystem's codec, JPEG and WebP (recognised by their content) through `CGImage(decoding:)`
/// (the model reads no image format itself). Only a regular file is read.
public enum SceneFileImages {
    public static let png: SceneFileImageLoader = { path in
        if let head = RegularFile.prefix(of: path, count: 12), let format = CGImageFormat(signatureOf: head), format != .png {
            guard let data = RegularFile.contents(of: path) else {
                return .failure(SceneFileImageError("\(path): cannot read the \(format.rawValue)"))
            }
            do throws(CGImageDecodingError) {
                return .success(try CGImage(decoding: data))
            } catch {
                return .failure(SceneFileImageError("\(path): \(error)"))
            }
        }
        do {
            guard let image = try PNGCodec.read(path: path).cgImage else { return .failure(SceneFileImageError("\(path): empty image")) }
            return .success(image)
        } catch {
            return .failure(SceneFileImageError("\(error)"))
        }
    }
}
