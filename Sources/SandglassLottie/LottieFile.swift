import Foundation

/// Lottie (Bodymovin JSON) files: recognising one, and importing it as a `LottieComposition`.
///
///     switch LottieFile.load(path: "heart.json") {
///     case .success(let composition): scene.addSublayer(composition.makeRootLayer())
///     case .failure(let error): print(error)   // heart.json:12:7: layers[0].ks.p: expected ...
///     }
///
/// Unsupported features never stop an import: they are drawn as well as possible and listed in
/// `LottieComposition.warnings`, one line each.
public enum LottieFile {
    /// Decodes the bytes of an image asset (PNG, JPEG) for image layers.
    public typealias ImageLoader = @Sendable ([UInt8]) -> CGImage?

    /// True when `bytes` hold a top-level JSON object with the keys `v`, `ip`, `op`, `fr`, `w`, `h`
    /// and `layers` (one pass over the top-level object that skips nested values without building
    /// them, and stops as soon as all seven keys are seen), or a `.lottie` archive with an animation.
    public static func isLottie(_ bytes: [UInt8]) -> Bool {
        if DotLottieArchive.isArchive(bytes) { return (try? DotLottieArchive(bytes, file: "")) != nil }
        return TopLevelKeyScanner(bytes).hasLottieKeys
    }

    public static func load(path: String) -> Result<LottieComposition, LottieError> {
        load(path: path, imageLoader: nil)
    }

    /// `load(path:)` with a decoder for image assets (embedded, or files beside the JSON).
    public static func load(path: String, imageLoader: ImageLoader?) -> Result<LottieComposition, LottieError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(LottieError(file: path, line: 1, column: 1, path: "", reason: "cannot read the file"))
        }
        return parse([UInt8](data), file: path, imageLoader: imageLoader)
    }

    /// Imports `bytes`, Lottie JSON or a `.lottie` archive (its manifest's first animation, with the
    /// images it holds); `file` names it in errors and warnings (its base name becomes the composition's
    /// name when the file has no `nm`) and locates image files beside it.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<LottieComposition, LottieError> {
        parse(bytes, file: file, imageLoader: nil)
    }

    public static func parse(_ bytes: [UInt8], file: String, imageLoader: ImageLoader?) -> Result<LottieComposition, LottieError> {
        guard DotLottieArchive.isArchive(bytes) else {
            let folder = (file as NSString).deletingLastPathComponent
            return parseJSON(bytes, file: file, imageFiles: .beside(folder.isEmpty ? "." : folder), imageLoader: imageLoader)
        }
        do {
            let archive = try DotLottieArchive(bytes, file: file)
            // Errors name the entry inside the archive: `spinner.lottie/animations/spinner.json:3:9`.
            return parseJSON(archive.animation, file: file + "/" + archive.animationEntry, imageFiles: .archive(archive),
                             imageLoader: imageLoader)
        } catch {
            return .failure(error)
        }
    }

    private static func parseJSON(_ bytes: [UInt8], file: String, imageFiles: ImageFiles,
                                  imageLoader: ImageLoader?) -> Result<LottieComposition, LottieError> {
        let root: JSONNode
        do {
            root = try JSONSourceParser.parse(bytes)
        } catch {
            let at = SourceLocation(file: file, offset: error.offset, in: bytes)
            return .failure(LottieError(file: file, line: at.line, column: at.column, path: "", reason: error.problem.description))
        }
        let baseName = (file as NSString).lastPathComponent
        var reader = LottieReader(file: baseName, imageFiles: imageFiles, imageLoader: imageLoader)
        do {
            let header = try reader.header(root)
            let model = try reader.composition(root)
            let name = header.name.flatMap { $0.isEmpty ? nil : $0 } ?? (baseName as NSString).deletingPathExtension
            let warnings = reader.properties.warnings.lines + ReferenceCheck.check(model, file: baseName)
            let composition = LottieComposition(name: name, size: header.size, inPoint: header.inPoint,
                                                outPoint: header.outPoint, frameRate: header.frameRate,
                                                markers: header.markers, warnings: warnings, model: model)
            return .success(composition)
        } catch {
            let at = SourceLocation(file: file, offset: error.offset, in: bytes)
            return .failure(LottieError(file: file, line: at.line, column: at.column,
                                        path: JSONNode.path(to: error.offset, in: root), reason: error.reason))
        }
    }
}

/// A named point or range of a file's timeline (`markers`: `cm`, `tm`, `dr`).
public struct LottieMarker: Sendable, Equatable {
    public let name: String
    public let frame: Double
    public let durationFrames: Double

    public init(name: String, frame: Double, durationFrames: Double) {
        (self.name, self.frame, self.durationFrames) = (name, frame, durationFrames)
    }
}
