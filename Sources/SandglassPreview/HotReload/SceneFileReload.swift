import Foundation
import Sandglass
import SandglassHeadless

/// A scene file or a Lottie file as the preview sees it: watched (the folder, so editors that save by
/// rename are seen) and reloaded within one frame of a save — structure, paths, colours, animations,
/// params (`WatchedSceneFile`). A bad save keeps the last good descriptor in force and holds the
/// one-line error; a Lottie file's notes (features drawn approximately) follow the "reloaded" line.
///
///     let reload = try SceneFileReload(path: "assets/scenes/pulse.json5", descriptor: loaded)
///     // each frame:
///     if let descriptor = reload.poll() { runner = SceneRunner(descriptor, ...); runner.seek(to: t) }
package final class SceneFileReload {
    package let path: String
    /// The last good descriptor.
    package private(set) var descriptor: SceneDescriptor
    /// Why the file on disk is not in force, or nil when it is.
    package private(set) var error: WatchedSceneFileError?
    private let reload: HotReload

    package init(path: String, descriptor: SceneDescriptor) throws(FileWatcherError) {
        (self.path, self.descriptor) = (path, descriptor)
        reload = HotReload(watcher: try FileWatcher(paths: [path]))
    }

    /// The new descriptor when the file changed and loads; nil when nothing changed or the save is
    /// bad (then `error` says why, and `takeStatusChange()` reports it once).
    package func poll() -> SceneDescriptor? {
        reload.poll {
            switch WatchedSceneFile.load(path: path) {
            case let .success(loaded):
                error = nil
                descriptor = loaded.descriptor
                return .loaded(loaded.descriptor, note: (["\(path) reloaded"] + loaded.notes).joined(separator: "; "))
            case let .failure(failure):
                error = failure
                // A file gone says so, rather than "cannot read the scene file".
                return .failed(FileManager.default.fileExists(atPath: path) ? failure.description
                    : "\(path): deleted; the last good scene plays on until it is saved again")
            }
        }
    }

    /// A status line to show once (reloaded, or the error), or nil (`HotReload`'s rule).
    package func takeStatusChange() -> String? { reload.takeNotice()?.text }
}

