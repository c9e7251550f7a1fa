import Foundation
import SandglassRender

/// Writes preview screenshots as `<folder>/<scene>-t<seconds>-<state>.png`, atomically (the PNG codec
/// writes a temporary file and renames it). The folder is created when missing.
struct ScreenshotWriter {
    let directory: String

    func write(_ pixels: PixelBuffer, scene: String, time: Double, state: String) -> Result<String, PNGError> {
        let path = "\(directory)/\(scene)-t\(String(format: "%.3f", time))-\(state).png"
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
