import Foundation

/// Scene files: a whole layer tree and its animations in a JSON file (JSON5 comments and trailing
/// commas accepted), loaded into a `SceneDescriptor` that every tool takes like a Swift scene's.
///
///     switch SceneFile.load(path: "assets/scenes/pulse.json5") {
///     case .success(let descriptor): let runner = SceneRunner(descriptor, context: context)
///     case .failure(let error): print(error)   // pulse.json5:12:9: root.sublayers[0].lineWidth: expected ...
///     }
///
/// The format (see `docs/scene-files.md`, generated from `SceneFileKeys`): top level `name`, `summary`,
/// `size`, `background`, `margin`, `params`, `root`; layers and animations use Core Animation's property names.
/// Loading checks everything once by building the tree with the params' defaults (strict: the first
/// problem is the error); the descriptor's `build` then evaluates the same file with the values it is
/// given, and never fails (a value that goes bad, e.g. a division by zero at some param value, is
/// reported on stderr and left out). The loader is total: no input stops the program.
public enum SceneFile {
    /// Whether a command-line SCENE argument names a scene file rather than a registered scene:
    /// it ends in `.json` / `.json5`, or names an existing file.
    public static func isSceneFilePath(_ argument: String) -> Bool {
        if argument.hasSuffix(".json") || argument.hasSuffix(".json5") { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Reads and loads the scene file at `path`. `imageLoader` decodes PNGs for `contents` (without
    /// one, a layer with `contents` is an error).
    public static func load(path: String, imageLoader: SceneFileImageLoader? = nil) -> Result<SceneDescriptor, SceneFileError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : isDirectory.boolValue ? "it is a folder" : "permission denied or not a file"
            return .failure(SceneFileError(location: SourceLocation(file: path, line: 1, column: 1), jsonPath: "",
                                           problem: .unreadable(reason: reason)))
        }
        return parse([UInt8](data), path: path, imageLoader: imageLoader)
    }

    /// Loads `bytes` as the text of the scene file at `path` (images relative to its folder): a file's
    /// edit in memory, before it is saved.
    public static func parse(_ bytes: [UInt8], path: String, imageLoader: SceneFileImageLoader?) -> Result<SceneDescriptor, SceneFileError> {
        let folder = (path as NSString).deletingLastPathComponent
        let images = imageLoader.map { SceneFileImages(loader: $0, baseDirectory: folder.isEmpty ? "." : folder) }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return parse(bytes, file: path, defaultName: base, images: images)
    }

    /// Loads a scene file's text; `file` is the name used in error locations.
    public static func parse(_ bytes: [UInt8], file: String, defaultName: String = "scene",
                             imageLoader: SceneFileImageLoader? = nil) -> Result<SceneDescriptor, SceneFileError> {
        let images = imageLoader.map { SceneFileImages(loader: $0, baseDirectory: ".") }
        return parse(bytes, file: file, defaultName: defaultName, images: images)
    }

    static func parse(_ bytes: [UInt8], file: String, defaultName: String,
                      images: SceneFileImages?) -> Result<SceneDescriptor, SceneFileError> {
        do {
            return .success(try descriptor(bytes, file: file, defaultName: defaultName, images: images))
        } catch {
            return .failure(error)
        }
    }

    private static func descriptor(_ bytes: [UInt8], file: String, defaultName: String,
                                   images: SceneFileImages?) throws(SceneFileError) -> SceneDescriptor {
        let document: JSONNode
        do {
            document = try JSONSourceParser.parse(bytes, allowingJSON5Extras: true)
        } catch {
            throw SceneFileError(location: SourceLocation(file: file, offset: error.offset, in: bytes), jsonPath: "",
                                 problem: .syntax(error.problem))
        }
        let lines = SourceLineIndex(bytes)
        let boot = SceneFileReader(file: file, lines: lines, values: [:], declaredNames: [])
        let members = try boot.members(document, "", allowed: SceneFileKeys.documentKeys.map(\.name), what: "a scene object")
        func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }
        let declarations = try Self.declarations(member("params")?.value, file: file, lines: lines)
        let name = try member("name").map { m throws(SceneFileError) in try boot.string(m.value, "name") } ?? defaultName
        let parameters = SceneParameters(scene: name, declarations)
        let defaults = reader(file, lines, parameters, parameters.defaults)
        let summary = try member("summary").map { m throws(SceneFileError) in try boot.string(m.value, "summary") }
            ?? "scene file \((file as NSString).lastPathComponent)"
        guard let sizeMember = member("size") else { throw boot.error(document.start, "", .missingKey("size")) }
        let size = try defaults.size(sizeMember.value, "size")
        let most = CGFloat(CGImage.maximumDecodedSide)
        guard size.width > 0, size.height > 0, size.width <= most, size.height <= most else {
            throw boot.error(sizeMember.value.start, "size", .wrongType(expected: "a size of 1...\(CGImage.maximumDecodedSide) points a side",
                                                                        got: "\(size.width) x \(size.height)"))
        }
        let background = try member("background").map { m throws(SceneFileError) in try defaults.color(m.value, "background") } ?? .black
        let margin = try member("margin").map { m throws(SceneFileError) in try defaults.number(m.value, "margin") } ?? 0
        if let m = member("margin"), !(0...1024).contains(margin) {
            throw boot.error(m.value.start, "margin", .wrongType(expected: "a margin of 0...1024 points", got: "\(margin)"))
        }
        guard let root = member("root")?.value else { throw boot.error(document.start, "", .missingKey("root")) }
        let info = SceneInfo(name: name, summary: summary, naturalSize: size, backgroundColor: background ?? .clear,
                             overflowMargin: CGFloat(margin))

        // The check: build once, strictly (as the scene's first frame), then let the tree go. At load time
        // with the defaults; later with values given up front.
        let check: @Sendable (ParameterValues) throws(SceneFileError) -> Void = { values throws(SceneFileError) in
            let tree = try CATransaction.performFrame(at: 0) { () throws(SceneFileError) -> CALayer in
                try SceneFileBuilder(reader: reader(file, lines, parameters, values), strict: true, images: images)
                    .layer(root, "root", rootSize: size)
            }
            removeAnimations(tree)
        }
        try check(parameters.defaults)

        return SceneDescriptor(info: info, parameters: parameters, check: check) { values, _ in
            let builder = SceneFileBuilder(reader: reader(file, lines, parameters, values), strict: false, images: images)
            let layer = (try? builder.layer(root, "root", rootSize: size)) ?? CALayer()
            return SceneFileContent(rootLayer: layer)
        }
    }

    private static func reader(_ file: String, _ lines: SourceLineIndex, _ parameters: SceneParameters,
                               _ values: ParameterValues) -> SceneFileReader {
        let names = parameters.declarations.map(\.name)
        var dictionary: [String: ParameterValue] = [:]
        for name in names { dictionary[name] = values[name] }
        return SceneFileReader(file: file, lines: lines, values: dictionary, declaredNames: names)
    }

    /// Stops a throwaway tree's animations so that no transaction waits on them.
    private static func removeAnimations(_ l: CALayer) {
        l.removeAllAnimations()
        if let m = l.mask { removeAnimations(m) }
        for s in l.sublayers ?? [] { removeAnimations(s) }
    }
}

/// A built scene file: its root layer (scene files react to no events).
public final class SceneFileContent: SceneContent {
    public let rootLayer: CALayer
    public init(rootLayer: CALayer) { self.rootLayer = rootLayer }
}
