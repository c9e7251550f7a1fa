import Foundation
import SandglassRender

/// PNG frames `frame-00001.png`, ... in a folder, which replaces an earlier recording there as a whole:
/// the frames go into a temporary sibling folder (removed on failure or interrupt) that takes the
/// folder's name only when every frame is written, so no stale frame of a longer earlier recording and
/// no partial recording is ever left under the name.
final class PNGFolderSink: FrameSink {
    let path: String
    private let inputs: InputFiles
    private let staging: String
    private var index = 0
    private var finished = false

    /// Each frame is written through `PNGCodec.write`, and `finish` refuses to replace a folder that
    /// holds an input of the run (an image the scene shows), so no input is lost with the old frames.
    init(path: String, protecting inputs: InputFiles) throws(ExportError) {
        (self.path, self.inputs) = (path, inputs)
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw .refused(.notFolder(output: path, kind: FileKind.name(info) ?? "a regular file"))
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let parent = url.deletingLastPathComponent().path
        do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
            throw .unwritable(path: path, reason: "cannot create the folder")
        }
        var template = Array("\(parent)/.\(url.lastPathComponent).recording-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .unwritable(path: path, reason: String(cString: strerror(errno)))
        }
        staging = String(cString: made)
        InterruptCleanup.shared.register(folder: staging)
    }

    deinit {
        guard !finished else { return }
        try? FileManager.default.removeItem(atPath: staging)
        InterruptCleanup.shared.unregister(folder: staging)
    }

    func append(_ frame: PixelBuffer) throws(ExportError) {
        index += 1
        let name = "frame-\(String(format: "%05d", index)).png"
        do { try PNGCodec.write(frame, to: "\(staging)/\(name)", protecting: inputs) } catch {
            let file = "\(path)/\(name)"
            switch error {
            case let .unwritable(_, reason): throw .unwritable(path: file, reason: reason)
            case let .refused(refusal): throw .refused(refusal)
            default: throw .unwritable(path: file, reason: error.description)
            }
        }
    }

    /// Puts the new frames under the folder's name; the old folder, if any, goes only then.
    func finish() throws(ExportError) {
        let fm = FileManager.default
        var info = stat()
        if stat(path, &info) == 0 {
            for name in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
                let file = "\(path)/\(name)"
                if let identity = FileIdentity(path: file), let input = inputs.input(identity) {
                    throw .refused(.input(output: file, input: input))
                }
            }
            let old = staging + ".old"
            guard rename(path, old) == 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
            guard rename(staging, path) == 0 else {
                let reason = String(cString: strerror(errno))
                _ = rename(old, path)
                throw .unwritable(path: path, reason: reason)
            }
            try? fm.removeItem(atPath: old)
        } else if rename(staging, path) != 0 {
            throw .unwritable(path: path, reason: String(cString: strerror(errno)))
        }
        finished = true
        InterruptCleanup.shared.unregister(folder: staging)
    }
}
