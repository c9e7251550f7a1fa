import Foundation

/// Turns the `root` of a scene file into layers and animations, with one set of parameter values.
///
/// In strict mode (the load-time check with the defaults) the first problem is thrown. Otherwise
/// (builds with other values, e.g. a param dragged to where `1 / $x` divides by zero) a problem is
/// reported on stderr and that one property, animation or sublayer is left out: a build never fails.
struct SceneFileBuilder {
    let reader: SceneFileReader
    let strict: Bool
    let images: SceneFileImages?

    private func attempt(_ body: () throws(SceneFileError) -> Void) throws(SceneFileError) {
        do {
            try body()
        } catch {
            if strict { throw error }
            FileHandle.standardError.write(Data("sandglass: \(error)\n".utf8))
        }
    }

    func layer(_ node: JSONNode, _ path: String, rootSize: CGSize? = nil) throws(SceneFileError) -> CALayer {
        guard case let .object(raw) = node.value else { throw reader.wrongType(node, path, "a layer object") }
        var typeName = "layer"
        if let t = raw.first(where: { $0.key == "type" }) {
            typeName = try reader.choice(t.value, reader.join(path, "type"), SceneFileKeys.allLayers)
        }
        let members = try reader.members(node, path, allowed: SceneFileKeys.layerKeyNames(for: typeName))
        let type = SceneFileKeys.layerTypes.first { $0.name == typeName }?.type ?? CALayer.self
        let l = type.init(copyOf: nil)
        if let rootSize, !members.contains(where: { ["frame", "bounds", "position"].contains($0.key) }) {
            l.frame = CGRect(origin: .zero, size: rootSize)
        }
        var animations: JSONMember?
        for m in members {
            let p = reader.join(path, m.key)
            switch m.key {
            case "type": continue
            case "animations": animations = m
            case "sublayers":
                for (i, s) in try reader.array(m.value, p, "a list of layer objects").enumerated() {
                    try attempt { () throws(SceneFileError) in l.addSublayer(try layer(s, p + "[\(i)]")) }
                }
            case "mask":
                try attempt { () throws(SceneFileError) in l.mask = try layer(m.value, p) }
            default:
                try attempt { () throws(SceneFileError) in try apply(m.key, m.value, to: l, p) }
            }
        }
        if let animations {
            let p = reader.join(path, "animations")
            guard case let .object(entries) = animations.value.value else {
                throw reader.wrongType(animations.value, p, "an object of key → animation")
            }
            var seen = Set<String>()
            for e in entries {
                let ap = reader.join(p, e.key)
                guard seen.insert(e.key).inserted else { throw reader.error(e.keyStart, ap, .duplicateKey(e.key)) }
                try attempt { () throws(SceneFileError) in
                    let a = try animation(e.value, ap, layer: l)
                    let at = reader.location(e.value.start)
                    a.addedAt = AnimationSourceLocation(fileID: reader.file, filePath: reader.file, line: at.line, jsonPath: ap)
                    do throws(CAAnimationError) {
                        try l.addChecked(a, forKey: e.key)
                    } catch {
                        throw reader.error(e.value.start, ap, .invalidAnimation(error))
                    }
                }
            }
        }
        return l
    }

    // MARK: Layer properties

    private func apply(_ key: String, _ node: JSONNode, to l: CALayer, _ path: String) throws(SceneFileError) {
        if let p = LayerProperty(rawValue: key) {
            l.set(try value(node, SceneFileKeys.kind(of: p), path), for: p)
            return
        }
        switch key {
        case "name": l.name = try reader.string(node, path)
        case "frame": l.frame = try reader.rect(node, path)
        case "contents":
            let file = try reader.string(node, path)
            guard let images else { throw reader.error(node.start, path, .image("images need a host with a PNG loader (the sandglass tool)")) }
            switch images.image(file) {
            case let .success(image): l.contents = image
            case let .failure(failure): throw reader.error(node.start, path, .image(failure.reason))
            }
        case "contentsGravity": l.contentsGravity = .init(rawValue: try reader.choice(node, path, SceneFileKeys.gravities))
        case "contentsScale": l.contentsScale = try reader.number(node, path)
        case "shouldRasterize": l.shouldRasterize = try reader.bool(node, path)
        case "rasterizationScale": l.rasterizationScale = try reader.number(node, path)
        case "fillRule": (l as? CAShapeLayer)?.fillRule = .init(rawValue: try choice(key, node, path))
        case "lineCap": (l as? CAShapeLayer)?.lineCap = .init(rawValue: try choice(key, node, path))
        case "lineJoin": (l as? CAShapeLayer)?.lineJoin = .init(rawValue: try choice(key, node, path))
        case "lineDashPattern": (l as? CAShapeLayer)?.lineDashValues = try value(node, .numbers, path).numbers
        case "gradientType": (l as? CAGradientLayer)?.type = .init(rawValue: try choice(key, node, path))
        case "string": (l as? CATextLayer)?.string = try reader.string(node, path)
        case "fontName": (l as? CATextLayer)?.fontName = try reader.string(node, path)
        case "alignmentMode": (l as? CATextLayer)?.alignmentMode = .init(rawValue: try choice(key, node, path))
        case "wrapped": (l as? CATextLayer)?.isWrapped = try reader.bool(node, path)
        default: try timing(key, node, path, of: l)
        }
    }

    private func choice(_ key: String, _ node: JSONNode, _ path: String) throws(SceneFileError) -> String {
        let all = SceneFileKeys.layerKeys + SceneFileKeys.animationKeys
        guard case let .choice(options)? = all.first(where: { $0.name == key })?.kind else { return "" }
        return try reader.choice(node, path, options)
    }

    /// CAMediaTiming keys, shared by layers and animations.
    func timing(_ key: String, _ node: JSONNode, _ path: String, of t: some CAMediaTiming) throws(SceneFileError) {
        switch key {
        case "beginTime": t.beginTime = try reader.number(node, path)
        case "duration": t.duration = try reader.number(node, path)
        case "speed": t.speed = try reader.float(node, path)
        case "timeOffset": t.timeOffset = try reader.number(node, path)
        case "repeatCount":
            if case let .string(s) = node.value, s == "infinity" { t.repeatCount = .infinity; return }
            t.repeatCount = Float(try reader.number(node, path))
        case "repeatDuration": t.repeatDuration = try reader.number(node, path)
        case "autoreverses": t.autoreverses = try reader.bool(node, path)
        case "fillMode": t.fillMode = .init(rawValue: try choice(key, node, path))
        default: break
        }
    }

    // MARK: Values

    /// A value of `kind` as a `CAValue` (`null` is `.null` for the kinds that may be nil).
    func value(_ node: JSONNode, _ kind: SceneFileValueKind, _ path: String) throws(SceneFileError) -> CAValue {
        switch kind {
        case .number:
            if case let .bool(b) = reader.resolve(node).value { return .bool(b) }
            return .number(try reader.number(node, path))
        case .bool:
            if case .number = node.value { return .number(try reader.number(node, path)) }
            return .bool(try reader.bool(node, path))
        case .point: return .point(try reader.point(node, path))
        case .size: return .size(try reader.size(node, path))
        case .rect: return .rect(try reader.rect(node, path))
        case .transform: return .transform(try reader.transform(node, path))
        case .color: return CAValue(try reader.color(node, path))
        case .path: return CAValue(try reader.path(node, path))
        case .colors:
            if case .null = node.value { return .null }
            var cs: [CGColor] = []
            for (i, c) in try reader.array(node, path, "a list of colours or null").enumerated() {
                guard let color = try reader.color(c, path + "[\(i)]") else {
                    throw reader.wrongType(c, path + "[\(i)]", "a colour (not null)")
                }
                cs.append(color)
            }
            return .colors(cs)
        case .numbers:
            if case .null = node.value { return .null }
            return .numbers(try reader.numbers(node, path, expected: "a list of numbers or null").map { CGFloat($0) })
        default:
            throw reader.wrongType(node, path, kind.reference)
        }
    }

    static func kind(named name: String) -> SceneFileValueKind {
        switch name {
        case "rect": return .rect
        case "point": return .point
        case "size": return .size
        case "transform": return .transform
        case "bool": return .bool
        case "color": return .color
        case "path": return .path
        case "colors": return .colors
        case "numbers": return .numbers
        default: return .number
        }
    }
}

/// Images for `contents`, loaded once per path through the host's loader (the tools pass
/// SandglassHeadless's `SceneFileImages.png`, which checks the file and decodes it).
public final class SceneFileImages: @unchecked Sendable {
    private let loader: SceneFileImageLoader
    private let baseDirectory: String
    private var cache: [String: Result<CGImage, SceneFileImageError>] = [:]
    private let lock = NSLock()

    init(loader: @escaping SceneFileImageLoader, baseDirectory: String) {
        (self.loader, self.baseDirectory) = (loader, baseDirectory)
    }

    func image(_ relativePath: String) -> Result<CGImage, SceneFileImageError> {
        let full = relativePath.hasPrefix("/") ? relativePath : baseDirectory + "/" + relativePath
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[full] { return known }
        let loaded = loader(full)
        cache[full] = loaded
        return loaded
    }
}

/// Why an image could not be loaded: one line (the loader's own message).
public struct SceneFileImageError: Error, Sendable, Equatable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// Loads a PNG at a path (made absolute against the scene file's folder), or says why not.
public typealias SceneFileImageLoader = @Sendable (String) -> Result<CGImage, SceneFileImageError>
