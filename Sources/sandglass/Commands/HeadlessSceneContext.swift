import Sandglass
import SandglassPreview
import SandglassRender

/// The scene services of the headless subcommands.
enum HeadlessSceneContext {
    /// A rendering context, or the one-line "no GL" failure (exit 2).
    static func makeRendering() throws -> LayerRenderer {
        let context = try makeHeadlessContext()
        guard let directory = ShaderDirectory.locate() else {
            throw CommandFailure(message: PreviewError.shadersNotFound.description, exitCode: 1)
        }
        do {
            return LayerRenderer(renderer: try Renderer(context: context, shaderDirectory: directory))
        } catch {
            throw CommandFailure(message: error.description, exitCode: 1)
        }
    }

    /// For `dump`: rendering when GL is there (a scene may rasterise layers while building), otherwise
    /// a context that cannot render, so `dump` works without GL for scenes that never ask.
    static func make() -> SceneContext {
        (try? makeRendering()) ?? NonRenderingSceneContext()
    }
}

