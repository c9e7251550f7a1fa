import Foundation

/// What a Swift scene compiled while the tool runs hands to the tool: the scene's descriptor. The
/// library exports a C function named `CompiledScene.entrySymbol` that returns one of these, retained
/// (`Unmanaged.passRetained(CompiledScene(...)).toOpaque()`); the tool takes it back with
/// `takeRetainedValue()`. Both sides see this one class, the tool's (SwiftSceneLibrary).
public final class CompiledScene {
    public static let entrySymbol = "sandglass_compiled_scene"
    public let descriptor: SceneDescriptor
    public init(_ descriptor: SceneDescriptor) { self.descriptor = descriptor }
}
