// libFuzzer target: SceneFile.parse, then build the tree and evaluate it at a few times (what
// `sandglass dump` does), so that a file that loads can also play. Each input is tried twice: as the
// scene-file text itself, and read by DeclarationGenerator as a scene of generated param declarations.
import Foundation
import Sandglass

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFileFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    exercise(bytes)
    var generator = DeclarationGenerator(bytes)
    exercise(Array(generator.sceneText().utf8))
    return 0
}

/// Loads `bytes` as a scene file: a failure must be one line; a scene that loads must keep its
/// declarations' promises (below) and play.
private func exercise(_ bytes: [UInt8]) {
    switch SceneFile.parse(bytes, file: "fuzz.json5") {
    case .success(let descriptor):
        checkDeclarations(descriptor.parameters, text: bytes)
        let runner = SceneRunner(descriptor, context: NonRenderingSceneContext())
        for t in [0.0, 0.37, 2.5, 11] {
            runner.seek(to: t)
            _ = LayerTreeDump.json(scene: descriptor.info.name, time: t, state: .presentation, root: runner.scene.rootLayer)
        }
    case .failure(let error):
        let line = error.description
        precondition(!line.isEmpty && !line.contains("\n"), "a scene-file error is one non-empty line: \(line)")
    }
}

/// What a loaded scene's declarations promise the params file, `--describe` and the tweak panel:
/// each default fits its own declaration, steps are finite and positive, and the defaults written
/// as a params file read back exactly.
private func checkDeclarations(_ parameters: SceneParameters, text: [UInt8]) {
    let scene = String(decoding: text, as: UTF8.self)
    for d in parameters.declarations {
        precondition(d.validate(d.defaultValue) == nil, "default of \(d.name) does not fit: \(scene)")
        if let step = d.step {
            precondition(step.fine > 0 && step.coarse.isFinite, "step of \(d.name) is \(step): \(scene)")
        }
    }
    let defaults = parameters.defaultsText()
    guard case .success(let values) = parameters.parse(defaults, file: "defaults.json"), values == parameters.defaults else {
        preconditionFailure("the defaults do not read back: \(defaults) from \(scene)")
    }
    _ = parameters.describeText()
}
