import Foundation
import Sandglass
import SandglassSystem

/// Writes preview screenshots as `<folder>/<scene>-t<seconds>-<state>.png`, atomically (the PNG codec
/// writes a temporary file and renames it). The folder is created when missing. A name already taken
/// (paused at the same time, say, after a params edit) gets `-2`, `-3`, ...: never overwritten.
package struct ScreenshotWriter {
    package let directory: String

    package init(directory: String) { self.directory = directory }

    package func write(_ pixels: PixelBuffer, scene: String, time: Double, state: String) -> Result<String, PNGError> {
        let base = "\(directory)/\(scene)-t\(String(format: "%.3f", time))-\(state)"
        var path = base + ".png"
        var n = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(base)-\(n).png"
            n += 1
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(.unwritable(path: path, reason: "cannot create folder \(directory)"))
        }
        do {
            try PNGCodec.write(pixels, to: path)
            return .success(path)
        } catch {
            return .failure(error)
        }
    }
}
