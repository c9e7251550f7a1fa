// libFuzzer target: LottieFile.parse (JSON and .lottie archives), then build the tree and play it at a
// few times (what `sandglass dump` does), so that a file that imports can also play. A failure must be
// one line; warnings must be lines; nothing may trap or hang.
import Foundation
import Sandglass
import SandglassLottie

@_cdecl("LLVMFuzzerTestOneInput")
public func lottieFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = LottieFile.isLottie(bytes)
    // Images go through the tool's own decoder (PNG, JPEG, WebP by content), so hostile image bytes
    // inside archives and data URIs are fuzzed too, with the file's byte and pixel budgets.
    let loader: LottieFile.ImageLoader = { data in try CGImage(decoding: data) }
    switch LottieFile.parse(bytes, file: "fuzz.json", imageLoader: loader) {
    case .success(let composition):
        for line in composition.warnings {
            precondition(!line.isEmpty && !line.contains("\n"), "a warning is one non-empty line: \(line)")
        }
        let descriptor = composition.descriptor
        let runner = SceneRunner(descriptor, context: NonRenderingSceneContext())
        let end = composition.duration.isFinite ? min(max(composition.duration, 0), 600) : 0
        for t in [0, end / 3, end, end + 0.5] {
            runner.seek(to: t)
            _ = LayerTreeDump.json(scene: descriptor.info.name, time: t, state: .presentation, root: runner.scene.rootLayer)
        }
    case .failure(let error):
        let line = error.description
        precondition(!line.isEmpty && !line.contains("\n"), "a Lottie error is one non-empty line: \(line)")
    }
    return 0
}
