import Foundation
import CoreText

/// The whole file read into a `CompositionModel`, with the top-level numbers and the warnings.
/// Caps keep a hostile file from costing more than a real one: layer count, keyframes, vertices,
/// group depth (JSON nesting is capped by the parser).
struct LottieReader {
    static let maxLayers = 10_000
    /// A day at 120 fps.
    static let maxFrames = 10_368_000.0
    /// A day, in seconds.
    static let maxDuration = 86_400.0
    var properties: PropertyReader
    let imageFiles: ImageFiles?
    let imageLoader: LottieFile.ImageLoader?
    private var layerCount = 0
    /// Each image file decoded once, however many assets show it (nil: it could not be).
    private var decodedImages: [String: CGImage?] = [:]
    /// What the file's images have cost so far: bytes read or inflated, pixels decoded.
    private var imageBytes = 0, imagePixels = 0
    /// The image files read beside the JSON: inputs of the run, never to be written over.
    private(set) var imagePaths: [String] = []
    private var fonts: [String: String] = [:]
    /// Font names already looked up for their substitution note: one lookup per name, not per layer.
    private var fontsLookedUp: Set<String> = []

    init(file: String, imageFiles: ImageFiles?, imageLoader: LottieFile.ImageLoader?) {
        properties = PropertyReader(warnings: Warnings(file: file))
        (self.imageFiles, self.imageLoader) = (imageFiles, imageLoader)
    }

    struct Header {
        var name: String?
        var size: CGSize
        var inPoint: Double, outPoint: Double, frameRate: Double
        var markers: [LottieMarker]
    }

    mutating func header(_ root: JSONNode) throws(ReadProblem) -> Header {
        _ = try root.object()
        // Every key a player needs, named together: a file recognised as Lottie by its other keys
        // learns all it lacks at once.
        let missing = ["fr", "ip", "op", "w", "h", "layers"].filter { root[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "'\($0)'" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            throw root.problem("missing \(list): a Lottie file has fr, ip, op, w, h and layers at its top level")
        }
        func positive(_ key: String) throws(ReadProblem) -> Double {
            let node = try root.required(key)
            let v = try node.number()
            guard v > 0, v <= 100_000 else { throw node.problem("expected a number in (0, 100000], found \(v)") }
            return v
        }
        let w = try positive("w"), h = try positive("h"), fr = try positive("fr")
        let ip = try root.required("ip").number(), op = try root.required("op").number()
        guard op >= ip else { throw root["op"]!.problem("out point \(op) is before the in point \(ip)") }
        guard op - ip <= Self.maxFrames, abs(ip) <= 1e12 else {
            throw root["op"]!.problem("\(op - ip) frames, more than \(Int(Self.maxFrames))")
        }
        // A tiny frame rate makes a few frames last for ages: every time is kept within what a scene
        // can be played to (a day), not only the frame count.
        guard (op - ip) / fr <= Self.maxDuration else {
            throw root["fr"]!.problem("\(op - ip) frames at \(fr) fps last \((op - ip) / fr) s, more than a day (\(Int(Self.maxDuration)) s)")
        }
        var markers: [LottieMarker] = []
        for m in try root["markers"]?.array() ?? [] {
            let marker = try m.object()
            markers.append(LottieMarker(name: try marker.optionalString("cm") ?? "", frame: try marker.number("tm", default: 0),
                                        durationFrames: try marker.number("dr", default: 0)))
        }
        return Header(name: try root.optionalString("nm"), size: CGSize(width: w, height: h), inPoint: ip, outPoint: op,
                      frameRate: fr, markers: markers)
    }

    mutating func composition(_ root: JSONNode) throws(ReadProblem) -> CompositionModel {
        var model = CompositionModel(layers: [], precomps: [:], images: [:])
        fonts = try PropertyReader.fonts(root)
        model.glyphs = try properties.glyphs(root)
        for assetNode in try root["assets"]?.array() ?? [] {
            let asset = try assetNode.object()
            let id = try asset.required("id").string()
            if let layers = asset["layers"] {
                model.precomps[id] = try self.layers(layers)
            } else if asset["p"] != nil {
                properties.warnings.layerName = ""
                model.images[id] = try image(asset)
            }
        }
        properties.warnings.layerName = ""
        model.layers = try layers(try root.required("layers"))
        return model
    }

    private mutating func image(_ asset: JSONNode) throws(ReadProblem) -> ImageAsset {
        let size = CGSize(width: try asset.number("w", default: 0), height: try asset.number("h", default: 0))
        let pNode = try asset.required("p")
        let p = try pNode.string()
        let shown = "image '\(p.hasPrefix("data:") ? "data:…" : String(p.prefix(60)))'"
        // Where the bytes come from, and a key that is the same for every asset showing them.
        let key: String, byteCount: Int, read: () -> [UInt8]?
        if p.hasPrefix("data:"), let comma = p.firstIndex(of: ",") {
            let payload = String(p[p.index(after: comma)...])
            (key, byteCount) = (p, payload.utf8.count / 4 * 3)
            read = { Data(base64Encoded: payload, options: .ignoreUnknownCharacters).map { [UInt8]($0) } }
        } else if let imageFiles, let found = imageFiles.find(folder: try asset.optionalString("u") ?? "", name: p) {
            (key, byteCount) = (found.key, found.size)
            read = { imageFiles.read(found) }
            if let path = found.path { imagePaths.append(path) }
        } else {
            properties.warnings.add("image missing", "\(shown) could not be read; the layer is empty")
            return ImageAsset(image: nil, size: size)
        }
        if let decoded = decodedImages[key] { return ImageAsset(image: decoded, size: size) }
        guard let imageLoader else {
            properties.warnings.add("image decoder", "no image decoder was given; image layers are empty")
            return ImageAsset(image: nil, size: size)
        }
        guard imageBytes + byteCount <= LottieLimits.imageBytes else {
            throw pNode.problem("\(shown) would bring the file's images to \(imageBytes + byteCount) bytes; "
                                    + "a file may show at most \(LottieLimits.imageBytes >> 20) MiB of image files")
        }
        imageBytes += byteCount
        guard let bytes = read() else {
            properties.warnings.add("image missing", "\(shown) could not be read; the layer is empty")
            decodedImages[key] = .some(nil)
            return ImageAsset(image: nil, size: size)
        }
        let image: CGImage?
        do {
            image = try imageLoader(bytes)
        } catch {
            properties.warnings.add("image decode", "\(shown): \(error); its layer is empty")
            image = nil
        }
        if let image {
            imagePixels += image.width * image.height
            guard imagePixels <= LottieLimits.imagePixels else {
                throw pNode.problem("\(shown) (\(image.width)x\(image.height) px) would bring the file's images to \(imagePixels) px; "
                                        + "a file may show at most \(LottieLimits.imagePixels) px (\((LottieLimits.imagePixels * 4) >> 20) MiB decoded)")
            }
        }
        decodedImages[key] = .some(image)
        return ImageAsset(image: image, size: size)
    }

    private mutating func layers(_ node: JSONNode) throws(ReadProblem) -> [LayerModel] {
        var out: [LayerModel] = []
        for layerNode in try node.array() {
            layerCount += 1
            guard layerCount <= Self.maxLayers else { throw layerNode.problem("more than \(Self.maxLayers) layers") }
            out.append(try layer(try layerNode.object()))
        }
        return out
    }

    private mutating func layer(_ l: JSONNode) throws(ReadProblem) -> LayerModel {
        let type = try l.code("ty", default: 3)
        let name = try l.optionalString("nm") ?? "Layer"
        properties.warnings.layerName = name
        func size(_ wKey: String, _ hKey: String) throws(ReadProblem) -> CGSize {
            CGSize(width: max(try l.number(wKey, default: 0), 0), height: max(try l.number(hKey, default: 0), 0))
        }
        let content: LayerModel.Content
        switch type {
        case 0: content = .precomp(refId: try l.required("refId").string(), size: try size("w", "h"))
        case 1: content = .solid(color: try Self.hexColor(l["sc"]), size: try size("sw", "sh"))
        case 2: content = .image(refId: try l.required("refId").string())
        case 3: content = .null
        case 4: content = .shapes(try properties.shapes(try l["shapes"] ?? JSONNode(value: .array([]), start: l.start, end: l.start)))
        case 5:
            let text = try properties.text(l, fonts: fonts)
            if fontsLookedUp.insert(text.fontName).inserted,
               let substitution = CTFontCreateWithName(text.fontName, CGFloat(max(text.size, 1)), nil).substitution {
                properties.warnings.add("font \(text.fontName)", substitution)
            }
            content = .text(text)
        default:
            properties.warnings.add("layer type \(type)", "layer type \(type) is not supported; it is not drawn")
            content = .empty
        }
        let blend = try l.code("bm", default: 0)
        let compositingFilter = LayerModel.compositingFilters[blend]
        if blend != 0, compositingFilter == nil {
            properties.warnings.add("blend \(blend)", blend == 16 || blend == 17
                ? "blend mode \(blend == 16 ? "add" : "hard mix") has no Core Animation filter; the layer blends normally, as on iOS"
                : "blend mode \(blend) is not one Lottie defines; the layer blends normally")
        }
        if try l.number("ddd", default: 0) != 0 {
            properties.warnings.add("3d", "3-D layers are drawn as iOS draws them: rotations about x and y without a camera's perspective")
        }
        let dropShadow = try self.dropShadow(effects: l["ef"], styles: l["sy"])
        var stretch = try l.number("sr", default: 1)
        if stretch <= 0 {
            properties.warnings.add("stretch", "time stretch \(stretch) is not supported; the layer plays at speed 1")
            stretch = 1
        }
        let matte = try l.optionalNumber("tt").map { Int(min(max($0, 0), 9)) }
        var transform = try properties.transform(l["ks"])
        transform.autoOrient = try l.number("ao", default: 0) != 0
        return LayerModel(name: name, index: try l.optionalNumber("ind").map { Int(clamping: Int64(exactly: $0.rounded()) ?? 0) },
                          parent: try l.optionalNumber("parent").map { Int(clamping: Int64(exactly: $0.rounded()) ?? 0) },
                          content: content, transform: transform,
                          inFrame: try l.number("ip", default: -1e9), outFrame: try l.number("op", default: 1e9),
                          startFrame: try l.number("st", default: 0), stretch: stretch,
                          masks: try masks(l["masksProperties"]), matteMode: matte == 0 ? nil : matte,
                          matteParent: try l.optionalNumber("tp").map { Int(clamping: Int64(exactly: $0.rounded()) ?? 0) },
                          isMatte: try l.number("td", default: 0) != 0, hidden: try l.number("hd", default: 0) != 0,
                          timeRemap: type == 0 ? try l["tm"].map { (tm: JSONNode) throws(ReadProblem) in try properties.vector(tm, default: [0]) } : nil,
                          dropShadow: dropShadow, compositingFilter: compositingFilter)
    }

    /// The layer's drop shadow: its first enabled Drop Shadow effect, else its drop shadow layer style;
    /// every other effect and style is warned about and ignored.
    private mutating func dropShadow(effects: JSONNode?, styles: JSONNode?) throws(ReadProblem) -> DropShadowModel? {
        var shadow: DropShadowModel?
        for effectNode in try effects?.array() ?? [] {
            let effect = try effectNode.object()
            guard try effect.number("en", default: 1) != 0 else { continue }
            guard try effect.code("ty", default: -1) == 25, shadow == nil else {
                properties.warnings.add("effects", "effects other than a drop shadow are not drawn, as iOS does not draw them")
                continue
            }
            // The values by their match name's number (…-0001 colour … -0005 softness), else by position.
            var values: [Int: JSONNode] = [:]
            for (i, v) in try (effect["ef"]?.array() ?? []).enumerated() {
                let item = try v.object()
                let match = try item.optionalString("mn").flatMap { Int($0.suffix(4)) } ?? i + 1
                if let value = item["v"] { values[match] = value }
            }
            func property(_ k: Int, _ d: Double) throws(ReadProblem) -> Animated<[Double]> { try properties.vector(values[k], default: [d]) }
            let color = try properties.vector(values[1], default: [0, 0, 0, 1])
            let opacity = try property(2, 255).map { [$0[safe: 0] / 255] }
            let direction = try property(3, 135), distance = try property(4, 0)
            let radius = try property(5, 0).map { [$0[safe: 0] / 5] }
            shadow = DropShadowModel(color: color, opacity: opacity, radius: radius,
                                     offset: combine([direction, distance]) { Self.offset(angle: $0[0][safe: 0] - 90, distance: $0[1][safe: 0]) })
        }
        for styleNode in try styles?.array() ?? [] {
            let style = try styleNode.object()
            guard try style.code("ty", default: -1) == 1, shadow == nil else {
                properties.warnings.add("layer styles", "layer styles other than a drop shadow are not drawn, as iOS does not draw them")
                continue
            }
            let angle = try properties.vector(style["a"], default: [0]), distance = try properties.vector(style["d"], default: [0])
            shadow = DropShadowModel(color: try properties.vector(style["c"], default: [0, 0, 0, 1]),
                                     opacity: try properties.vector(style["o"], default: [100]).map { [$0[safe: 0] / 100] },
                                     radius: try properties.vector(style["s"], default: [0]).map { [$0[safe: 0] / 2] },
                                     offset: combine([angle, distance]) { Self.offset(angle: $0[0][safe: 0], distance: $0[1][safe: 0]) })
        }
        return shadow
    }

    /// The offset `distance` away at `angle` degrees (0: to the right, 90: down).
    private static func offset(angle: Double, distance: Double) -> [Double] {
        let a = angle * .pi / 180
        return [distance * cos(a), distance * sin(a)]
    }

    private mutating func masks(_ node: JSONNode?) throws(ReadProblem) -> [MaskModel] {
        var out: [MaskModel] = []
        for maskNode in try node?.array() ?? [] {
            let m = try maskNode.object()
            let modeText = try m.optionalString("mode") ?? "a"
            guard let mode = MaskModel.Mode(rawValue: modeText) else { throw m["mode"]!.problem("unknown mask mode '\(modeText.prefix(20))'") }
            let expansion = try properties.vector(m["x"], default: [0])
            if expansion.isAnimated || expansion.initial.first ?? 0 != 0 {
                properties.warnings.add("mask expansion", "mask expansion is not drawn, as iOS does not draw it; the mask path is used as drawn")
            }
            let opacity = try properties.vector(m["o"], default: [100])
            if mode != .none, opacity.isAnimated || opacity.initial.first ?? 100 != 100 {
                properties.warnings.add("mask opacity", "mask opacity is not drawn, as iOS does not draw it; the mask is opaque")
            }
            if mode == .difference {
                properties.warnings.add("mask difference", "a difference mask intersects, as iOS draws it (After Effects keeps what one mask covers)")
            }
            out.append(MaskModel(mode: mode, inverted: try m.number("inv", default: 0) != 0,
                                 path: try properties.shape(try m.required("pt")).map(\.path)))
        }
        return out
    }

    /// `"#rrggbb"` (solid layers' `sc`).
    static func hexColor(_ node: JSONNode?) throws(ReadProblem) -> CGColor {
        guard let node else { return CGColor(gray: 0) }
        let text = try node.string()
        let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard hex.count == 6, let v = UInt32(hex, radix: 16) else { throw node.problem("expected a colour '#rrggbb', found '\(text.prefix(20))'") }
        return CGColor(red: CGFloat((v >> 16) & 0xFF) / 255, green: CGFloat((v >> 8) & 0xFF) / 255, blue: CGFloat(v & 0xFF) / 255, alpha: 1)
    }
}
