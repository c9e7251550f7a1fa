import Foundation
import Sandglass
import SandglassSystem

/// PNG frames `frame-00001.png`, ... in a folder, which replaces an earlier recording there as a whole:
/// the frames go into a temporary sibling folder (removed on failure or interrupt) that takes the
/// folder's name only when every frame is written, so no stale frame of a longer earlier recording and
/// no partial recording is ever left under the name.
///
/// The sibling is `.NAME.recording-PID-XXXXXX`. A recording killed with SIGKILL cannot remove it; the
/// next recording to the same folder removes the siblings whose process is gone (and puts back an
/// earlier recording caught between its two renames).
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
        Self.removeAbandonedStaging(of: url.lastPathComponent, in: parent, path: path)
        var template = Array("\(parent)/.\(url.lastPathComponent).recording-\(getpid())-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .unwritable(path: path, reason: String(cString: strerror(errno)))
        }
        staging = String(cString: made)
        InterruptCleanup.shared.register(folder: staging)
    }

    /// Removes `.NAME.recording-PID-XXXXXX` siblings (and their `.old`) whose process no longer runs;
    /// an `.old` is the earlier recording, put back when nothing took its name.
    private static func removeAbandonedStaging(of name: String, in parent: String, path: String) {
        let prefix = ".\(name).recording-"
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { $0.hasPrefix(prefix) }
        for entry in entries.sorted(by: { !$0.hasSuffix(".old") && $1.hasSuffix(".old") }) {
            let isOld = entry.hasSuffix(".old")
            let rest = entry.dropFirst(prefix.count).dropLast(isOld ? 4 : 0).split(separator: "-", maxSplits: 1)
            guard rest.count == 2, rest[1].count == 6, let pid = pid_t(rest[0]), pid > 0,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }   // its recorder still runs, or not ours
            let staging = parent + "/" + entry
            if isOld && !FileManager.default.fileExists(atPath: path) { _ = rename(staging, path) }
            else { try? FileManager.default.removeItem(atPath: staging) }
        }
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
