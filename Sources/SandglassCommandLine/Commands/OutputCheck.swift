import Sandglass
import SandglassGL
import SandglassHeadless
import SandglassSystem

/// How `render` and `record` keep their outputs off their inputs: the run's inputs are
/// recorded as they are read (scene file, params file, images, shaders), `--out` is checked against them
/// before any work, and the writers check again as they write.
package enum OutputCheck {
    /// Records the shader files a renderer of this run reads.
    package static func recordShaders(in inputs: InputFiles) {
        guard let folder = ShaderDirectory.locate() else { return }
        for file in ShaderDirectory.files(under: folder) { inputs.record(file, as: .shader) }
    }

    /// Fails with exit 2 when `path` would replace an input, or is not a regular file.
    package static func check(_ path: String, protecting inputs: InputFiles) throws {
        do { _ = try OutputFile(path, protecting: inputs) } catch { throw failure(error) }
    }

    /// A refusal is a usage mistake: exit 2, its one line.
    package static func failure(_ refusal: OutputRefusal) -> CommandFailure {
        CommandFailure(message: refusal.description, exitCode: 2)
    }

    /// An export's failure: exit 2 when refused, else 1.
    package static func failure(_ error: ExportError) -> CommandFailure {
        if case let .refused(refusal) = error { return failure(refusal) }
        return CommandFailure(message: error.description, exitCode: 1)
    }

    /// A PNG write's failure: exit 2 when refused, else 1.
    package static func failure(_ error: PNGError) -> CommandFailure {
        if case let .refused(refusal) = error { return failure(refusal) }
        return CommandFailure(message: error.description, exitCode: 1)
    }
}
