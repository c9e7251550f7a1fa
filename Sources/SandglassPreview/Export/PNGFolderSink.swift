import Foundation
import SandglassRender

/// PNG frames `frame-00001.png`, ... in a folder (created when missing).
final class PNGFolderSink: FrameSink {
    let path: String
    private let inputs: InputFiles
    private var index = 0

    /// Each frame is written through `PNGCodec.write`, so an input of the run inside the folder (an
    /// image named `frame-00001.png`) is refused, not replaced.
    init(path: String, protecting inputs: InputFiles) throws(ExportError) {
        (self.path, self.inputs) = (path, inputs)
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw .refused(.notFolder(output: path, kind: FileKind.name(info) ?? "a regular file"))
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw .unwritable(path: path, reason: "cannot create the folder")
        }
    }

    func append(_ frame: PixelBuffer) throws(ExportError) {
        index += 1
        let file = "\(path)/frame-\(String(format: "%05d", index)).png"
        do { try PNGCodec.write(frame, to: file, protecting: inputs) } catch {
            switch error {
            case let .unwritable(_, reason): throw .unwritable(path: file, reason: reason)
            case let .refused(refusal): throw .refused(refusal)
            default: throw .unwritable(path: file, reason: error.description)
            }
        }
    }

    func finish() throws(ExportError) {}
}
