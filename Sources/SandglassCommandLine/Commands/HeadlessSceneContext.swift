import Sandglass
import SandglassGL
import SandglassHeadless

/// The scene services of the headless subcommands.
package enum HeadlessSceneContext {
    /// A rendering context, or the one-line "no GL" failure (exit 2).
    package static func makeRendering() throws -> LayerRenderer {
        let context = try makeHeadlessContext()
        guard let directory = ShaderDirectory.locate() else {
            throw CommandFailure(message: ShaderDirectoryError.notFound.description, exitCode: 1)
        }
        do {
            return LayerRenderer(renderer: try Renderer(context: context, shaderDirectory: directory))
        } catch {
            throw CommandFailure(message: error.description, exitCode: 1)
        }
    }

    /// For `dump`: rendering when GL is there (a scene may rasterise layers while building), otherwise
    /// a context that cannot render, so `dump` works without GL for scenes that never ask.
    package static func make() -> SceneContext {
        (try? makeRendering()) ?? NonRenderingSceneContext()
    }
}

