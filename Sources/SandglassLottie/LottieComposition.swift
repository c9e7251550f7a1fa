import Foundation

/// An imported file: its frame geometry and a builder of fresh layer trees.
///
/// Scene time t is `(F − ip) / fr` for file frame F. Every animation spans [0, duration] with fill
/// mode both, so t ≥ duration shows frame `op` (the last instant) and t < 0 frame `ip`.
public struct LottieComposition: Sendable {
    /// The file's `nm`, else the file's base name without extension.
    public let name: String
    /// `w` × `h`, in points.
    public let size: CGSize
    public let inPoint: Double, outPoint: Double, frameRate: Double
    public let markers: [LottieMarker]
    /// One line per unsupported feature per file (`heart.json: layer 'Eye': ...`).
    public let warnings: [String]
    /// What the file asks for past Sandglass's limits, which the import cut (a repeater of a billion
    /// copies, precomps expanding to millions of layers): a renderer without such limits (rlottie) may
    /// hang or run out of memory on it. Empty for an ordinary file.
    public let cuts: [String]
    /// The image files read beside the JSON (none for an archive or embedded images): the import's
    /// inputs besides the file itself.
    public let imageFiles: [String]
    private(set) var model: CompositionModel
    /// The properties offered as parameters (colours, layer opacities), by Lottie keypath.
    let overrides: PropertyOverrides

    init(name: String, size: CGSize, inPoint: Double, outPoint: Double, frameRate: Double, markers: [LottieMarker],
         warnings: [String], cuts: [String], imageFiles: [String], model: CompositionModel) {
        (self.name, self.size, self.inPoint, self.outPoint, self.frameRate) = (name, size, inPoint, outPoint, frameRate)
        (self.markers, self.warnings, self.cuts, self.imageFiles, self.model) = (markers, warnings, cuts, imageFiles, model)
        overrides = PropertyOverrides(model)
    }

    /// The file's tweakable properties as parameter declarations, named by Lottie keypaths
    /// (`Shape Layer 1.Group 1.Fill 1.Color`, `Shape Layer 1.Transform.Opacity`), defaults the file's.
    public var parameters: SceneParameters { parameters(timing: .ios) }

    /// The parameters with `timing` as the default of `LottieTiming.parameterName`, the first of them,
    /// then, in a file with text, `text` as the default of `LottieText.parameterName`.
    public func parameters(timing: LottieTiming, text: LottieText = .ios) -> SceneParameters {
        var choices = [ParameterDeclaration.string(
            LottieTiming.parameterName, timing.rawValue, choices: LottieTiming.allCases.map(\.rawValue),
            help: "ios: a layer's start time and stretch move only a precomp's children, as iOS plays the file; "
                + "after-effects: they move the layer's own keyframes too, as After Effects and lottie-web do")]
        if model.hasText {
            choices.append(.string(
                LottieText.parameterName, text.rawValue, choices: LottieText.allCases.map(\.rawValue),
                help: "ios: text is laid out in the named font of the system, as iOS draws it; "
                    + "after-effects: the file's own glyph outlines where it has them, as After Effects and lottie-web draw"))
        }
        return SceneParameters(scene: name, choices + overrides.declarations)
    }

    /// Seconds: `(op − ip) / fr`.
    public var duration: Double { (outPoint - inPoint) / frameRate }

    /// The scene time of file frame `frame`: `(frame − ip) / fr`.
    public func time(ofFrame frame: Double) -> Double { (frame - inPoint) / frameRate }

    /// A fresh layer tree of bounds (0, 0, w, h) with its animations added, timed as `timing` says, its
    /// text drawn as `text` says. Call it with the media clock at 0 (as a scene is built), so the
    /// animations start at scene time 0.
    public func makeRootLayer(timing: LottieTiming = .ios, text: LottieText = .ios) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        return LayerTreeBuilder(self, timing: timing, text: text).build()
    }

    /// `makeRootLayer()` with `values` of `parameters` in place of the file's properties (those that
    /// differ from their defaults), timed by their `LottieTiming.parameterName`, text drawn by their
    /// `LottieText.parameterName`.
    public func makeRootLayer(overriding values: ParameterValues?) -> CALayer {
        guard let values else { return makeRootLayer() }
        var overridden = self
        overridden.model = overrides.applied(values, to: model)
        return overridden.makeRootLayer(timing: Self.choice(LottieTiming.parameterName, in: values) ?? .ios,
                                        text: Self.choice(LottieText.parameterName, in: values) ?? .ios)
    }

    /// The value of choice parameter `name` (timing, text), nil where the scene has no such parameter
    /// or the value is none of the choices.
    private static func choice<Choice: RawRepresentable>(_ name: String, in values: ParameterValues) -> Choice?
        where Choice.RawValue == String {
        values.parameters.declaration(named: name) == nil ? nil : Choice(rawValue: values.string(name))
    }

    /// A scene of the file: its name, `"Lottie file NAME, W x H, N frames at FR fps"`, natural size
    /// w × h, a clear background, the file's tweakable properties as parameters; its root layer is
    /// `makeRootLayer(overriding:)` with the values given. It counts in the
    /// file's frames (`render --frame F`, the preview's frame counter and markers) and, shown at
    /// another size, scales to fit it, as a Lottie view shows its animation.
    public var descriptor: SceneDescriptor { descriptor(timing: .ios) }

    /// `descriptor` with `timing` as its timing parameter's default (`--lottie-timing`) and `text` as
    /// its text parameter's (`--lottie-text`).
    public func descriptor(timing: LottieTiming, text: LottieText = .ios) -> SceneDescriptor {
        let frameCount = outPoint - inPoint
        let summary = "Lottie file \(name), \(Self.text(size.width)) x \(Self.text(size.height)), "
            + "\(Self.text(frameCount)) frames at \(Self.text(frameRate)) fps"
        let frames = SceneFrames(frameRate: frameRate, firstFrame: inPoint, lastFrame: outPoint,
                                 markers: markers.map { SceneFrames.Marker(name: $0.name, frame: $0.frame, durationFrames: $0.durationFrames) })
        let info = SceneInfo(name: name, summary: summary, naturalSize: size, backgroundColor: .clear,
                             frames: frames, scalesToFit: true)
        let composition = self
        return SceneDescriptor(info: info, parameters: parameters(timing: timing, text: text)) { values, _ in
            LottieSceneContent(rootLayer: composition.makeRootLayer(overriding: values))
        }
    }

    /// Whole numbers without a fraction (`60`, not `60.0`).
    private static func text(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}

final class LottieSceneContent: SceneContent {
    let rootLayer: CALayer
    init(rootLayer: CALayer) { self.rootLayer = rootLayer }
}
