import Foundation
import SandglassHeadless
import Sandglass
import SandglassRender

/// A scene file as the preview sees it: watched (the folder, so editors that save by rename are
/// seen) and reloaded within one frame of a save — structure, paths, colours, animations, params.
/// A bad save keeps the last good descriptor in force and holds the one-line error.
///
///     let reload = try SceneFileReload(path: "assets/scenes/pulse.json5", descriptor: loaded)
///     // each frame:
///     if let descriptor = reload.poll() { runner = SceneRunner(descriptor, ...); runner.seek(to: t) }
public final class SceneFileReload {
    public let path: String
    /// The last good descriptor.
    public private(set) var descriptor: SceneDescriptor
    /// Why the file on disk is not in force, or nil when it is.
    public private(set) var error: SceneFileError?
    private let imageLoader: SceneFileImageLoader?
    private let reload: HotReload

    public init(path: String, descriptor: SceneDescriptor, imageLoader: SceneFileImageLoader? = nil) throws(FileWatcherError) {
        (self.path, self.descriptor, self.imageLoader) = (path, descriptor, imageLoader)
        reload = HotReload(watcher: try FileWatcher(paths: [path]))
    }

    /// The new descriptor when the file changed and loads; nil when nothing changed or the save is
    /// bad (then `error` says why, and `takeStatusChange()` reports it once).
    public func poll() -> SceneDescriptor? {
        reload.poll {
            switch SceneFile.load(path: path, imageLoader: imageLoader) {
            case let .success(loaded):
                error = nil
                descriptor = loaded
                return .loaded(loaded, note: "\(path) reloaded")
            case let .failure(failure):
                error = failure
                // A file gone says so, rather than "cannot read the scene file".
                return .failed(FileManager.default.fileExists(atPath: path) ? failure.description
                    : "\(path): deleted; the last good scene plays on until it is saved again")
            }
        }
    }

    /// A status line to show once (reloaded, or the error), or nil (`HotReload`'s rule).
    public func takeStatusChange() -> String? { reload.takeNotice()?.text }
}


extension PreviewWindowLoop {
    /// Watches `options.sceneFile` when the preview opened one (scene `index`); a status line to report.
    func watchSceneFile(index: Int) -> String {
        guard let path = options.sceneFile else { return "" }
        do {
            sceneFile = (try SceneFileReload(path: path, descriptor: scenes[index], imageLoader: SceneFileImages.png), index)
            return ""
        } catch {
            return "\(path): not watched: \(error)"
        }
    }

    /// Once per frame: a saved scene file replaces the scene, rebuilt and replayed to the same playhead
    /// (within the frame); a bad save keeps the last good scene. Returns a status line to report.
    func pollSceneFile() -> String? {
        guard let (reload, index) = sceneFile, controller.sceneIndex == index else { return nil }
        if let descriptor = reload.poll() { showReloaded(descriptor, from: reload.path) }
        return reload.takeStatusChange()
    }

    /// Once per frame: a Swift scene compiled from a save replaces the scene at the same playhead
    /// (the compile runs in the background; the last good build plays meanwhile). Returns a status.
    func pollSwiftScene() -> String? {
        guard let (reload, index) = swiftScene else { return nil }
        var rebuilt = ""
        if let descriptor = reload.poll(), controller.sceneIndex == index {
            let start = MonotonicClock.now()
            showReloaded(descriptor, from: reload.path)
            rebuilt = String(format: ", scene rebuilt in %.1f ms", (MonotonicClock.now() - start) * 1000)
        }
        return reload.takeStatusChange().map { $0 + rebuilt }
    }

    /// A reloaded scene file's or Swift file's scene at the same playhead; its params session is kept
    /// unless the new build declares other params.
    private func showReloaded(_ descriptor: SceneDescriptor, from path: String) {
        let sameParameters = descriptor.parameters == runner.descriptor.parameters
        show(descriptor, params: sameParameters ? params : ParamsSession(scene: descriptor, explicitFile: params.explicitFile,
                                                                         besideFile: path))
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
