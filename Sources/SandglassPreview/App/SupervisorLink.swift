import Foundation
import SandglassHeadless
import Sandglass

/// What a preview run under a supervisor (`sandglass preview MyScene.swift`) tells it through its
/// files (`PreviewSupervision`): the playhead and the window's state every 10th frame, and a Swift
/// build's source once it has shown 10 frames (then it counts as good: a crash restarts on it).
struct SupervisorLink {
    let files: PreviewSupervision
    /// The supervisor's process: when it is gone (killed), the window closes too.
    private let parentProcess = getppid()
    /// The Swift build last reported good, and frames shown since it loaded.
    private var build = (loads: 0, frames: 0)
    /// The window state last written.
    private var window: PreviewWindowState?

    init(_ files: PreviewSupervision) { self.files = files }

    /// Whether the supervisor died.
    var isGone: Bool { getppid() != parentProcess }

    /// The window state kept across a restart, if any.
    func restoredState() -> PreviewWindowState? {
        guard let data = FileManager.default.contents(atPath: files.windowStateFile) else { return nil }
        return try? JSONDecoder().decode(PreviewWindowState.self, from: data)
    }

    /// After drawn frame `frame`.
    mutating func tell(frame: Int, controller: PreviewController, selectedLayer: LayerPath?, swiftScene: SwiftSceneReload?) {
        if frame % 10 == 0 {
            try? String(controller.clock.time).write(toFile: files.playheadFile, atomically: true, encoding: .utf8)
            let state = controller.windowState(selectedLayer: selectedLayer?.steps)
            if state != window, let data = try? JSONEncoder().encode(state) {
                try? data.write(to: URL(fileURLWithPath: files.windowStateFile), options: .atomic)
                window = state
            }
        }
        guard let swiftScene else { return }
        if swiftScene.loads != build.loads { build = (swiftScene.loads, 0) }
        build.frames += 1
        if build.frames == 10 {
            try? swiftScene.source.write(toFile: files.goodSourceFile, atomically: true, encoding: .utf8)
        }
    }
}
