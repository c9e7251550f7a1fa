import Foundation
import SandglassHeadless
import Sandglass

/// A scene's parameters as the preview sees them: loaded from the params file, reloaded within one
/// frame of a save, and never replaced by a bad file.
///
/// Call `poll()` once per frame. When it returns true, `values` changed: rebuild the scene's animations
/// with them, keeping the current time (the preview does, through `ParamsSession`). When the file is
/// bad, `values` stays at the last good values, `error` holds the one-line reason, and the next good
/// save clears it.
package final class ParameterHotReload {
    package let parameters: SceneParameters
    package let file: String
    /// The last good values (the defaults until a file loads).
    package private(set) var values: ParameterValues
    /// Why the file on disk is not in force, or nil when it is.
    package private(set) var error: ParameterFileError?
    private let reload: HotReload

    /// Loads `file` (a missing one means defaults, reported in `error`) and starts watching it.
    package init(parameters: SceneParameters, file: String) throws(FileWatcherError) {
        self.parameters = parameters
        self.file = file
        values = parameters.defaults
        reload = HotReload(watcher: try FileWatcher(paths: [file]))
        reload.take(load())
        _ = reload.takeNotice()  // the first load's error is the caller's to report (`error`)
    }

    /// Reloads if the file changed since the last call. Returns whether `values` changed.
    @discardableResult
    package func poll() -> Bool {
        let before = values
        return reload.poll(reload: load) != nil && values != before
    }

    /// What to say once (`HotReload`'s rule): the watcher's lines, "FILE reloaded" when the values
    /// changed, or a new error line.
    package func takeNotice() -> ReloadNotice? { reload.takeNotice() }

    private func load() -> ReloadOutcome<ParameterValues> {
        switch parameters.load(file: file) {
        case let .success(loaded):
            error = nil
            let changed = loaded != values
            values = loaded
            return .loaded(loaded, note: changed ? "\(file) reloaded" : nil)
        case let .failure(failure):
            error = failure
            return .failed(failure.description)
        }
    }
}
