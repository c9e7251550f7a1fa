// libFuzzer target: SceneFile.parse, then build the tree and evaluate it at a few times (what
// `sandglass dump` does), so that a file that loads can also play.
import Foundation
import Sandglass

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneFileFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch SceneFile.parse(bytes, file: "fuzz.json5") {
    case .success(let descriptor):
        let runner = SceneRunner(descriptor, context: NonRenderingSceneContext())
        for t in [0.0, 0.37, 2.5, 11] {
            runner.seek(to: t)
            _ = LayerTreeDump.json(scene: descriptor.info.name, time: t, state: .presentation, root: runner.scene.rootLayer)
        }
    case .failure(let error):
        let line = error.description
        precondition(!line.isEmpty && !line.contains("\n"), "a scene-file error is one non-empty line: \(line)")
    }
    return 0
}
