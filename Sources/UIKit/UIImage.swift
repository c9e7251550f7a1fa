import Foundation
import QuartzCore

/// An image with a scale: `size` is in points, `cgImage` holds the pixels.
///
/// `UIImage(named:)` looks for image files, as an app bundle would, in the working folder, in `assets/`
/// and in each folder directly under `assets/` (where a scene's assets live), trying `name@2x.png`,
/// `name@3x.png` and `name.png`, or the name as given when it has an extension.
public final class UIImage {
    /// Orientations as UIKit names them; images are always drawn as stored (`.up`).
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// Whether the image is drawn as is or as a template (its alpha filled with the tint colour).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    public let cgImage: CGImage?
    public let scale: CGFloat
    public let imageOrientation: Orientation
    /// Stored as on iOS; images are drawn as they are here (`.alwaysOriginal`) whatever it says.
    public private(set) var renderingMode = RenderingMode.automatic

    /// An image with no pixels.
    public init() { (cgImage, scale, imageOrientation) = (nil, 1, .up) }
    public init(cgImage: CGImage) { (self.cgImage, scale, imageOrientation) = (cgImage, 1, .up) }
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        (self.cgImage, self.scale, imageOrientation) = (cgImage, scale > 0 ? scale : 1, orientation)
    }

    /// A PNG, JPEG or WebP file (recognised by its content), at scale 1 (or the `@2x` / `@3x` in its
    /// name); nil when it is not a regular file or not an image (`CGImage(decoding:)`).
    public convenience init?(contentsOfFile path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path),
              let image = try? CGImage(decoding: [UInt8](data)) else { return nil }
        self.init(cgImage: image, scale: UIImage.scale(inFileName: path), orientation: .up)
    }

    /// PNG, JPEG or WebP bytes, at `scale`; nil when they are not an image this reads.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = try? CGImage(decoding: [UInt8](data)) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    public convenience init?(named name: String) {
        guard let path = UIImage.path(named: name) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// `init(named:)`: the bundle and traits are accepted and the image is looked up as `init(named:)`
    /// looks (there are no asset catalogs to pick a variant from).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The same pixels with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: imageOrientation) } ?? UIImage()
        image.renderingMode = renderingMode
        return image
    }

    /// Points: pixels divided by the scale.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// Draws the image upright into `rect` of the current UIKit context (y down).
    public func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cgImage else { return }
        ctx.saveGState()
        // Core Graphics draws an image's first row at the top of a y-up rect; UIKit's space is y down.
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cgImage, in: rect)
        ctx.restoreGState()
    }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Where `UIImage(named:)` finds `name`, in the order described above.
    static func path(named name: String) -> String? {
        let fm = FileManager.default
        var folders = [".", "assets"]
        if let sub = try? fm.contentsOfDirectory(atPath: "assets") {
            folders += sub.sorted().map { "assets/" + $0 }
        }
        let candidates = name.contains(".") ? [name] : ["\(name)@2x.png", "\(name)@3x.png", "\(name).png"]
        for folder in folders {
            for file in candidates {
                let path = folder + "/" + file
                var isFolder: ObjCBool = false
                if fm.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { return path }
            }
        }
        return nil
    }

    private static func scale(inFileName path: String) -> CGFloat {
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }
}
