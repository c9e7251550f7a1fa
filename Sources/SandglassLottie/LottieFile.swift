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
    /// Decodes the bytes of an image asset (PNG, JPEG) for image layers; the error's description is
    /// the note's reason (its size against the decoder's limit, say).
    public typealias ImageLoader = @Sendable ([UInt8]) throws -> CGImage

    /// The largest Lottie JSON read (a file, or an archive's animation): reading one takes about 40
    /// times its size in memory (its parsed tree), so a larger one is refused before it is parsed.
    public static let maximumJSONSize = 32 << 20
    /// The largest `.lottie` archive read: its animation and the image files it may show.
    public static let maximumArchiveSize = maximumJSONSize + LottieLimits.imageBytes

    /// True when `bytes` hold a top-level JSON object with the key `layers` or three of Lottie's
    /// others (`v`, `ip`, `op`, `fr`, `w`, `h`), found in one pass over the top-level object that
    /// skips nested values without building them; or a `.lottie` archive listing an animation. `bytes`
    /// may be a file's first megabytes.
    public static func isLottie(_ bytes: [UInt8]) -> Bool {
        if DotLottieArchive.isArchive(bytes) { return DotLottieArchive.holdsAnimation(bytes) }
        return TopLevelKeyScanner(bytes).looksLikeLottie
    }

    /// Whether `bytes` (a file's first bytes are enough) start as a `.lottie` archive, whose size limit
    /// is `maximumArchiveSize` rather than `maximumJSONSize`.
    public static func isArchive(_ bytes: [UInt8]) -> Bool { DotLottieArchive.isArchive(bytes) }

    /// The refusal of a Lottie file of `size` bytes that is larger than it may be, nil when it is not.
    public static func sizeRefusal(file: String, size: Int, isArchive: Bool) -> LottieError? {
        let limit = isArchive ? maximumArchiveSize : maximumJSONSize
        guard size > limit else { return nil }
        return LottieError(file: file, line: 1, column: 1, path: "",
                           reason: "the file is \(Self.mebibytes(size)); a \(isArchive ? ".lottie archive" : "Lottie file") may be at most "
                               + "\(limit >> 20) MiB (reading one takes about 40 times its size in memory)")
    }

    private static func mebibytes(_ bytes: Int) -> String { String(format: "%.1f MiB", Double(bytes) / Double(1 << 20)) }

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
        if let refusal = sizeRefusal(file: file, size: bytes.count, isArchive: DotLottieArchive.isArchive(bytes)) { return .failure(refusal) }
        guard DotLottieArchive.isArchive(bytes) else {
            let folder = (file as NSString).deletingLastPathComponent
            return parseJSON(bytes, file: file, notesName: (file as NSString).lastPathComponent,
                             imageFiles: .beside(folder.isEmpty ? "." : folder), imageLoader: imageLoader)
        }
        do {
            let archive = try DotLottieArchive(bytes, file: file)
            // Errors name the entry inside the archive: `spinner.lottie/animations/spinner.json:3:9`; notes
            // name the archive, the file the user has.
            return parseJSON(archive.animation, file: file + "/" + archive.animationEntry, notesName: (file as NSString).lastPathComponent,
                             imageFiles: .archive(archive), imageLoader: imageLoader)
        } catch {
            return .failure(error)
        }
    }

    private static func parseJSON(_ bytes: [UInt8], file: String, notesName: String, imageFiles: ImageFiles,
                                  imageLoader: ImageLoader?) -> Result<LottieComposition, LottieError> {
        let root: JSONNode
        do {
            root = try JSONSourceParser.parse(bytes)
        } catch {
            let at = SourceLocation(file: file, offset: error.offset, in: bytes)
            return .failure(LottieError(file: file, line: at.line, column: at.column, path: "", reason: error.problem.description))
        }
        let baseName = (file as NSString).lastPathComponent
        var reader = LottieReader(file: notesName, imageFiles: imageFiles, imageLoader: imageLoader)
        do {
            let header = try reader.header(root)
            let model = try reader.composition(root)
            let name = header.name.flatMap { $0.isEmpty ? nil : $0 } ?? (baseName as NSString).deletingPathExtension
            let references = ReferenceCheck.check(model, file: notesName)
            let warnings = reader.properties.warnings.lines + references.lines
            let composition = LottieComposition(name: name, size: header.size, inPoint: header.inPoint,
                                                outPoint: header.outPoint, frameRate: header.frameRate,
                                                markers: header.markers, warnings: warnings,
                                                cuts: reader.properties.warnings.cuts + references.cuts, imageFiles: reader.imagePaths,
                                                model: model)
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
