import Foundation
import SandglassTooling

/// Why a scene could not be exported to Lottie: one line, and nothing is written.
public enum LottieExportError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The span asked for (or the scene's own) is not a finite time within the limit.
    case span(seconds: Double, limit: Double)
    /// More layers than a Lottie player should be given.
    case tooManyLayers(count: Int, limit: Int)

    public var description: String {
        switch self {
        case let .span(seconds, limit):
            return "cannot export \(seconds.isFinite ? String(format: "%g s", seconds) : "an endless span"): "
                + "a Lottie file holds at most \(String(format: "%g", limit)) s; give --duration S"
        case let .tooManyLayers(count, limit):
            return "cannot export \(count) layers: at most \(limit) (an emitter's particles, each a layer: give a shorter --duration)"
        }
    }
}

/// Writes a scene's motion as a Lottie (Bodymovin JSON) file that plays the same in any Lottie player.
///
/// Every frame of the span is sampled from the scene's presentation tree, as it is drawn, so whatever
/// moves it, an animation of any kind, a spring, a completion-chained sequence, a touch or a scene
/// action, is in the file. Each `CALayer` becomes a Lottie layer parented as the layer tree is (its
/// name, or the scene's property that holds it, `LayerNames`, so a designer sees `spinner`, `ring`,
/// `dot`), drawn in its own coordinates: its
/// background as a rectangle with its corner radius, a shape layer's path with its fill, stroke, dash
/// and `strokeStart`/`strokeEnd` as a trim, a gradient layer's axial or radial gradient, its border.
/// A property that changes becomes keyframes at the frames where its motion is not a straight line
/// (`SampledTrack`); one that does not is a static value. What a Lottie file cannot hold yet in this
/// exporter is named in `Result.notes`, never silently dropped. An emitter's particles are baked: each
/// particle that lives in the span is a layer of its own, its picture tinted by its colour. A layer's `contents` image
/// is an embedded PNG asset in an image layer above the layer's own drawing, placed by its gravity;
/// the part a `contentsRect` shows is cut out, and a sprite sheet stepped through by `contentsRect` is
/// an image layer per cell, each shown in its frames. A `mask` layer
/// becomes an alpha track matte (`td`) above each layer it masks, the masked layer and every one of
/// its sublayers (a matte masks one layer), parented to the masked layer as the mask is; a layer that
/// `masksToBounds` likewise gives each of them a matte of its rounded bounds.
public struct LottieExporter {
    /// Frames per second of the file.
    public var frameRate: Double
    /// Seconds written; nil: the scene's natural span (`naturalSpan`).
    public var duration: Double?

    /// A text layer's glyph outlines in its own coordinates, laid out as the host draws text (the
    /// command line gives the renderer's); nil leaves text out, with a note.
    public var textOutline: ((CATextLayer) -> CGPath?)?

    /// A `contents` image as PNG bytes (the command line gives the renderer's encoder); nil leaves
    /// images out, with a note.
    public var imageData: ((CGImage) -> Data?)?

    /// The longest span a file holds.
    public static let maximumSeconds = 60.0
    /// The most layers a file holds.
    public static let maximumLayers = 5_000

    public init(frameRate: Double = 60, duration: Double? = nil, textOutline: ((CATextLayer) -> CGPath?)? = nil,
                imageData: ((CGImage) -> Data?)? = nil) {
        (self.frameRate, self.duration, self.textOutline, self.imageData) = (frameRate, duration, textOutline, imageData)
    }

    /// The exported file and what it could not hold.
    public struct Result {
        /// The Lottie JSON, UTF-8.
        public let json: Data
        /// One line per kind of thing left out or approximated, naming a layer that has it.
        public let notes: [String]
        public let frames: Int
        public let layers: Int
    }

    /// The scene `runner` plays (its params and actions as given), exported from 0 over the span.
    public func export(_ runner: SceneRunner) throws(LottieExportError) -> Result {
        runner.seek(to: 0)
        let seconds = duration ?? Self.naturalSpan(of: runner.scene.rootLayer)
        guard seconds.isFinite, seconds > 0, seconds <= Self.maximumSeconds else {
            throw .span(seconds: seconds, limit: Self.maximumSeconds)
        }
        let frameCount = max(1, Int((seconds * frameRate).rounded()))
        var sampler = LayerSampler(textOutline: textOutline, names: LayerNames(reflecting: runner.scene))
        var tracks: [ExportLayerID: LayerHistory] = [:]
        var previous: [ExportLayerID: LayerSampler.Sample] = [:]
        for frame in 0...frameCount {
            runner.seek(to: Double(frame) / frameRate)
            let samples = sampler.sample(runner.presentationTree(), previous: previous)
            guard samples.count <= Self.maximumLayers else { throw .tooManyLayers(count: samples.count, limit: Self.maximumLayers) }
            for (id, sample) in samples {
                tracks[id, default: LayerHistory(first: sample, frame: frame)].append(sample, frame: frame)
            }
            // Every particle that lived is a layer: a long bake of a busy emitter is refused, not written.
            guard tracks.count <= Self.maximumLayers else { throw .tooManyLayers(count: tracks.count, limit: Self.maximumLayers) }
            previous = samples
        }
        let particles = tracks.keys.filter { $0.particle != nil }.count
        let sceneEasings = sampler.easings.map { CubicEasing(CGPoint(x: $0[0], y: $0[1]), CGPoint(x: $0[2], y: $0[3])) }
        // Every image a layer shows (a sprite sheet's cells each), once, embedded as a PNG asset.
        var assets: [[String: Any]] = [], assetIDs: [LayerSampler.ImageKey: LottieLayerWriter.ImageAsset] = [:]
        var imageNotes: [String: String] = [:]
        for history in tracks.values.sorted(by: { $0.paintsBefore($1) }) {
            for key in history.frames.compactMap(\.image) where assetIDs[key] == nil {
                guard let image = sampler.images[key], let imageData, let png = imageData(image) else {
                    imageNotes["contents images"] = imageNotes["contents images"] ?? history.name
                    continue
                }
                let asset = LottieLayerWriter.ImageAsset(id: "image_\(assets.count)", width: image.width, height: image.height)
                assetIDs[key] = asset
                assets.append(["id": asset.id, "w": image.width, "h": image.height, "u": "", "e": 1,
                               "p": "data:image/png;base64," + png.base64EncodedString()])
            }
        }
        let writer = LottieLayerWriter(histories: Array(tracks.values), frameCount: frameCount,
                                       easings: sceneEasings + EasedSegments.named.filter { named in
                                           !sceneEasings.contains { $0.c1 == named.c1 && $0.c2 == named.c2 }
                                       }, images: assetIDs)
        let info = runner.descriptor.info
        var document: [String: Any] = [
            "v": "5.7.0", "nm": info.name, "fr": frameRate, "ip": 0, "op": frameCount,
            "w": Double(info.naturalSize.width).rounded(places: 3), "h": Double(info.naturalSize.height).rounded(places: 3),
            "ddd": 0, "assets": [Any](), "markers": [Any](),
        ]
        document["assets"] = assets
        var layers = writer.layers()
        if let background = Self.backgroundLayer(info, frameCount: frameCount, index: layers.count + 1) { layers.append(background) }
        document["layers"] = layers
        let json = Data(LottieJSONText.text(document).utf8)
        let omissions = sampler.omissions.merging(imageNotes.mapValues { $0 }) { a, _ in a }
        var notes = omissions.sorted { $0.key < $1.key }.map { "left out: \($0.key) (first on '\($0.value)')" }
        notes += ["opacity: each layer's with its ancestors' multiplied in (Lottie parents pass on no opacity); "
            + "overlapping sublayers of a translucent layer show through each other"].filter { _ in writer.foldsGroupOpacity }
        notes += ["mattes: a layer under two (a mask within a clip) keeps the nearer"].filter { _ in writer.stacksMattes }
        if particles > 0 {
            notes.append("emitter particles baked: \(particles) particles, each a layer and an image layer of its tinted picture "
                         + "(\(json.count / 1024) KB)")
        }
        return Result(json: json, notes: notes, frames: frameCount, layers: layers.count)
    }

    /// `name` as a file name: letters, digits, `-` and `_` kept, anything else `_` ("animation" when
    /// empty): a dotLottie archive's animation ID, the preview's export's name.
    public static func fileName(for name: String) -> String {
        let kept = String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "_" })
        return kept.isEmpty ? "animation" : kept
    }

    /// `json` as a `.lottie` file (dotLottie 1): a ZIP of its manifest and `animations/ID.json`, the ID
    /// `name` made a file name (`fileName(for:)`).
    public static func dotLottie(_ json: Data, name: String) -> Data? {
        let id = fileName(for: name)
        let manifest = LottieJSONText.text([
            "version": "1", "generator": "Sandglass",
            "animations": [["id": id, "speed": 1, "loop": true, "autoplay": true] as [String: Any]],
        ])
        var zip = ZipArchiveWriter()
        do {
            try zip.add("manifest.json", Array(manifest.utf8))
            try zip.add("animations/\(id).json", [UInt8](json))
        } catch {
            return nil
        }
        return Data(zip.bytes)
    }

    /// The scene's background as a solid layer under everything (none when it is clear).
    private static func backgroundLayer(_ info: SceneInfo, frameCount: Int, index: Int) -> [String: Any]? {
        let color = LayerSampler.rgba(info.backgroundColor)
        guard color[3] > 0 else { return nil }
        let hex = String(format: "#%02x%02x%02x", Int(color[0] * 255), Int(color[1] * 255), Int(color[2] * 255))
        return [
            "ty": 1, "nm": "background", "ind": index, "ip": 0, "op": frameCount, "st": 0, "sr": 1, "ddd": 0, "bm": 0,
            "sw": Double(info.naturalSize.width), "sh": Double(info.naturalSize.height), "sc": hex,
            "ks": ["a": ["a": 0, "k": [0, 0]], "p": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [100, 100]],
                   "r": ["a": 0, "k": 0], "o": ["a": 0, "k": color[3] * 100]],
        ]
    }

    /// Seconds the scene's animations take from 0: the latest end of the finite ones, one cycle past
    /// its begin for a repeating one (the longest such), an emitter's longest particle lifetime, 1 s
    /// when nothing animates.
    public static func naturalSpan(of root: CALayer) -> Double {
        var span = 0.0
        var stack = [root]
        while let layer = stack.popLast() {
            for key in layer.animationKeys() ?? [] {
                guard let animation = layer.animation(forKey: key) else { continue }
                let speed = animation.speed == 0 ? 1 : Double(abs(animation.speed))
                let cycle = animation.duration * (animation.autoreverses ? 2 : 1) / speed
                let repeats = animation.repeatDuration > 0 ? animation.repeatDuration / speed
                    : Double(max(animation.repeatCount, 1)) * cycle
                let begin = layer.convertTime(animation.beginTime, to: nil)
                let end = begin + (repeats.isFinite && repeats <= maximumSeconds ? repeats : cycle)
                if end.isFinite { span = max(span, end) }
            }
            if let emitter = layer as? CAEmitterLayer {
                // One lifetime of its longest-lived particles: the stream at its full density.
                for cell in emitter.emitterCells ?? [] {
                    span = max(span, Double(cell.lifetime + cell.lifetimeRange) * Double(emitter.lifetime))
                }
            }
            if let mask = layer.mask { stack.append(mask) }
            stack.append(contentsOf: layer.sublayers ?? [])
        }
        return span > 0 ? min(span, maximumSeconds) : 1
    }
}

/// One layer's samples across the frames it exists in.
struct LayerHistory {
    let id: ExportLayerID
    let name: String
    let parent: ExportLayerID?
    let order: [Int]
    let firstFrame: Int
    /// For a mask layer, the layer it masks.
    let masks: ExportLayerID?
    var frames: [LayerFrame] = []

    init(first sample: LayerSampler.Sample, frame: Int) {
        (id, name, parent, order, firstFrame, masks) = (sample.id, sample.name, sample.parent, sample.order, frame, sample.masks)
    }

    mutating func append(_ sample: LayerSampler.Sample, frame: Int) {
        // A gap (the layer left the tree and came back) holds its last frame, invisible.
        while firstFrame + frames.count < frame, var last = frames.last {
            last.opacity = 0
            frames.append(last)
        }
        frames.append(sample.frame)
    }

    var lastFrame: Int { firstFrame + frames.count - 1 }

    /// Whether this layer is painted below `other`: by their places in the tree; two particles first
    /// drawn at the same place of their emitter's list in different frames, by the frame they came,
    /// then by their identities. A total order, so that the file is the same on every run (the
    /// histories come out of a dictionary in no fixed order).
    func paintsBefore(_ other: LayerHistory) -> Bool {
        if order != other.order { return order.lexicographicallyPrecedes(other.order) }
        if firstFrame != other.firstFrame { return firstFrame < other.firstFrame }
        return (id.particle ?? 0) < (other.id.particle ?? 0)
    }

    /// One property of this layer across its frames.
    func track(_ values: (LayerFrame) -> [Double]) -> SampledTrack {
        SampledTrack(firstFrame: firstFrame, samples: frames.map(values))
    }
}
