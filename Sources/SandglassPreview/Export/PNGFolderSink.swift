import Foundation
import SandglassRender

/// PNG frames `frame-00001.png`, ... in a folder (created when missing).
final class PNGFolderSink: FrameSink {
    let path: String
    private var index = 0

    init(path: String) throws(ExportError) {
        self.path = path
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .unwritable(path: path, reason: "cannot create the folder")
        }
    }

    func append(_ frame: PixelBuffer) throws(ExportError) {
        index += 1
        let file = "\(path)/frame-\(String(format: "%05d", index)).png"
        do { try PNGCodec.write(frame, to: file) } catch {
            guard case .unwritable(_, let reason) = error else { throw .unwritable(path: file, reason: error.description) }
            throw .unwritable(path: file, reason: reason)
        }
    }

    func finish() throws(ExportError) {}
}
