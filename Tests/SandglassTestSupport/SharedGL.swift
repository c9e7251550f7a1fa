import Foundation
import Sandglass
import SandglassGL
import SandglassHeadless
import XCTest

/// The one headless GL context, renderer and layer renderer of the whole test process.
///
/// Every test target runs in one XCTest process; EGL contexts and compiled programs are cheap but not
/// free on llvmpipe, and several contexts made by several targets were the source of drift between
/// render tests and scene tests. Where the machine has no headless GL, tests skip, or fail when GL is
/// required (`GLRequirement`).
public enum SharedGL {
    nonisolated(unsafe) private static let context = Result<HeadlessGLContext, any Error> { try HeadlessGLContext() }
    public static var shaders: String { ShaderDirectory.locate() ?? "shaders" }

    nonisolated(unsafe) private static var sharedRenderer: Renderer?
    nonisolated(unsafe) private static var sharedLayerRenderer: LayerRenderer?

    public static func requireContext() throws -> HeadlessGLContext {
        switch context {
        case .success(let context): return context
        case .failure(let error): throw GLRequirement.missing("\(error)")
        }
    }

    /// The shared renderer (made on first use).
    public static func requireRenderer() throws -> Renderer {
        if let sharedRenderer { return sharedRenderer }
        let context = try requireContext()
        guard ShaderDirectory.locate() != nil else { throw GLRequirement.missing("shaders/ not found") }
        let renderer = try Renderer(context: context, shaderDirectory: shaders)
        sharedRenderer = renderer
        return renderer
    }

    /// The shared layer renderer (CALayer trees to pixels), on the shared renderer.
    public static func requireLayerRenderer() throws -> LayerRenderer {
        if let sharedLayerRenderer { return sharedLayerRenderer }
        let layers = LayerRenderer(renderer: try requireRenderer())
        sharedLayerRenderer = layers
        return layers
    }
}
