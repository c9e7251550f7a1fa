import Foundation
import SandglassHeadless
import Sandglass

extension SceneSession {
    /// Watches `path`, the scene file scene `index` was loaded from; says so when it cannot.
    func watchSceneFile(_ path: String, index: Int) {
        do {
            sceneFile = (try SceneFileReload(path: path, descriptor: scenes[index]), index)
        } catch {
            messages.report("\(path): not watched: \(error)", from: .sceneFile, isError: true)
        }
    }

    /// Once per frame: a saved scene file (while its scene is shown) or a Swift file compiled from a
    /// save replaces the scene, rebuilt and replayed to `time` within the frame; a bad save keeps the
    /// last good scene. `shown`: the index of the scene shown. True when something was said.
    func pollFiles(shown: Int, at time: Double) -> Bool {
        var changed = false
        if let (reload, index) = sceneFile, shown == index {
            if let descriptor = reload.poll() { showReloaded(descriptor, from: reload.path, at: time) }
            if let status = reload.takeStatusChange() {
                messages.report(status, from: .sceneFile, isError: reload.error != nil)
                changed = true
            }
        }
        if let (reload, index) = swiftScene {
            // The compile runs in the background; the last good build plays meanwhile.
            var rebuilt = ""
            if let descriptor = reload.poll(), shown == index {
                let start = MonotonicClock.now()
                showReloaded(descriptor, from: reload.path, at: time)
                rebuilt = String(format: ", scene rebuilt in %.1f ms", (MonotonicClock.now() - start) * 1000)
            }
            if let status = reload.takeStatusChange() {
                messages.report(status + rebuilt, from: .sceneFile, isError: reload.error != nil)
                changed = true
            }
        }
        return changed
    }

    /// A reloaded scene file's or Swift file's scene at `time`; its params session is kept unless the
    /// new build declares other params.
    private func showReloaded(_ descriptor: SceneDescriptor, from path: String, at time: Double) {
        let sameParameters = descriptor.parameters == runner.descriptor.parameters
        show(descriptor, params: sameParameters ? params : ParamsSession(scene: descriptor, explicitFile: params.explicitFile,
                                                                         besideFile: path, userCopyEnvironment: userCopyEnvironment),
             at: time, reloaded: true)
    }

    /// The scene file or Swift file scene `index` comes from, nil for a catalog scene.
    func sceneFilePath(at index: Int) -> String? {
        if let (reload, fileIndex) = sceneFile, fileIndex == index { return reload.path }
        if let (reload, fileIndex) = swiftScene, fileIndex == index { return reload.path }
        return nil
    }

    /// The descriptor to load for scene `index` (a scene file's or Swift file's latest good one).
    func descriptor(at index: Int) -> SceneDescriptor {
        if let (reload, fileIndex) = sceneFile, fileIndex == index { return reload.descriptor }
        if let (reload, fileIndex) = swiftScene, fileIndex == index { return reload.descriptor }
        return scenes[index]
    }
}
