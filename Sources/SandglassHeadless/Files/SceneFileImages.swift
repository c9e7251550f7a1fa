import Sandglass
import SandglassRender

/// How scene files' `contents` images are read by the tool and the preview: PNG through
/// SandglassRender's codec (the model reads no image format itself).
public enum SceneFileImages {
    public static let png: SceneFileImageLoader = { path in
        do {
            guard let image = try PNGCodec.read(path: path).cgImage else { return .failure(SceneFileImageError("\(path): empty image")) }
            return .success(image)
        } catch {
            return .failure(SceneFileImageError("\(error)"))
        }
    }
}
