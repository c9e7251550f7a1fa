import Sandglass
import SandglassSystem

/// Runs `body` with a new private temporary folder (`PrivateFolder`), removed when `body` returns or
/// throws, and by the interrupt clean-up when the run is ended by a signal. A folder that cannot be
/// made is a runtime failure (exit 1) with its one line.
package func withPrivateFolder<T>(_ prefix: String, _ body: (PrivateFolder) throws -> T) throws -> T {
    let folder: PrivateFolder
    do { folder = try PrivateFolder(prefix: prefix) } catch {
        throw CommandFailure(message: error.description, exitCode: 1)
    }
    return try folder.using(body)
}
