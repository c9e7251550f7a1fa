import Foundation

/// A built scene: its root layer (the model) and its reaction to events.
public protocol SceneContent: AnyObject {
    /// The layer that fills the view; its bounds are (0, 0, info.naturalSize).
    var rootLayer: CALayer { get }
    /// Something happened that the scene may react to (a key, a screenshot taken).
    func handle(_ event: SceneEvent)
    /// Sounds to play when the playhead crosses their times (the preview plays them; renders are silent).
    var soundCues: [SoundCue] { get }
    /// Whether the scene has views that touches reach: a scene of UIKit views does, a scene of bare
    /// layers does not (layers are not hit-tested for touches on iOS either).
    var acceptsTouches: Bool { get }
    /// A finger's change at its time (`--tap`, `--drag`), in the root view's coordinates.
    func handle(_ touch: TouchSample)
    /// Whether a key typed now reaches the scene: a text field of it is being edited.
    var acceptsTyping: Bool { get }
    /// A key typed at its time (`--type`, the preview's Interact mode), for the field being edited.
    func handle(_ key: KeySample)
}

extension SceneContent {
    public func handle(_ event: SceneEvent) {}
    public var soundCues: [SoundCue] { [] }
    public var acceptsTouches: Bool { false }
    public func handle(_ touch: TouchSample) {}
    public var acceptsTyping: Bool { false }
    public func handle(_ key: KeySample) {}
}

/// A sound to play at a scene time: a WAV file (16-bit PCM) by path relative to the project folder,
/// e.g. `assets/thanos/snap.wav`.
public struct SoundCue: Equatable, Sendable {
    public var time: Double
    public var file: String

    public init(time: Double, file: String) { (self.time, self.file) = (time, file) }
}

/// A scene written in Swift: a layer tree with its animations, built from parameter values, as a seed
/// post builds its view. One type per scene; `SceneDescriptor(MyScene.self)` registers it.
///
/// `init(parameters:context:)` runs with the media clock at 0, so animations added there (with
/// beginTime 0) start at scene time 0 and `--time T` maps directly to the post's timeline. Animations
/// started later (a completion block, a key press) are stamped with the time they start at.
public protocol Scene: SceneContent {
    /// Name, description, natural size and background.
    static var info: SceneInfo { get }
    /// The timing constants, with defaults, ranges, units and help (docs/architecture.md §8).
    static var parameters: SceneParameters { get }
    /// Builds the layers and adds the animations.
    init(parameters: ParameterValues, context: SceneContext)
}

/// What the tools need to know about a scene, whether it is a Swift type or a scene file: its info,
/// its parameters, and how to build it.
public struct SceneDescriptor: Sendable {
    public let info: SceneInfo
    public let parameters: SceneParameters
    public let build: @Sendable (ParameterValues, SceneContext) -> SceneContent
    /// Builds the scene once with the values and throws its first problem; a scene file's `build` instead
    /// reports a problem and leaves that property out, so that a live preview keeps running. A tool given
    /// values up front (`--params`) asks this first. Nil for Swift scenes, whose build cannot fail.
    public let check: (@Sendable (ParameterValues) throws(SceneFileError) -> Void)?

    public init(info: SceneInfo, parameters: SceneParameters,
                check: (@Sendable (ParameterValues) throws(SceneFileError) -> Void)? = nil,
                build: @escaping @Sendable (ParameterValues, SceneContext) -> SceneContent) {
        (self.info, self.parameters, self.check, self.build) = (info, parameters, check, build)
    }

    /// The descriptor of a Swift scene type.
    public init(_ type: any Scene.Type) {
        // A metatype is never mutated: sharing it with the build closure is safe, though Swift 6 cannot
        // prove it for `any Scene.Type` (a user's package saw a Sendable warning here).
        nonisolated(unsafe) let sceneType = type
        self.init(info: type.info, parameters: type.parameters) { values, context in
            sceneType.init(parameters: values, context: context)
        }
    }
}

/// Events a scene may react to.
public enum SceneEvent {
    /// The user pressed Enter (e.g. arscanning: end the scan phase now).
    case enter
    /// A screenshot was just taken; `isModel` tells which state it shows (seed 002 shows it on screen).
    case snapshotTaken(CGImage, isModel: Bool)
}

/// Services the host offers a scene, like UIKit's `layer.render(in:)`: drawing a layer subtree into an
/// image (seed 003 rasterises its panel to deal its pixels into dust).
public protocol SceneContext: AnyObject {
    /// The layer's subtree drawn as presented at media time `time` into an image of its bounds size
    /// times `scale`; nil when the host cannot render (no GL).
    func renderImage(of layer: CALayer, at time: CFTimeInterval, scale: CGFloat) -> CGImage?
    /// The size (points) the host shows this build of the scene at when it is not the natural size (the
    /// preview's variants side by side); nil: `info.naturalSize`. A scene whose view lays out from its
    /// bounds builds its view at this size, as a view given that frame on iOS does; a scene that ignores
    /// it shows its plane at its own size, more or less of it.
    var requestedSize: CGSize? { get }
}

extension SceneContext {
    public var requestedSize: CGSize? { nil }

    /// The layer as presented in the frame whose scene code is running, as iOS's `render(in:)` draws
    /// it. The time is read here, in the model, so that hosts are given it and never read a clock.
    public func renderImage(of layer: CALayer, scale: CGFloat) -> CGImage? {
        renderImage(of: layer, at: CACurrentMediaTime(), scale: scale)
    }
}

/// A context for hosts that cannot draw (e.g. `dump` without GL): `renderImage` returns nil.
public final class NonRenderingSceneContext: SceneContext {
    public init() {}
    public func renderImage(of layer: CALayer, at time: CFTimeInterval, scale: CGFloat) -> CGImage? { nil }
}
