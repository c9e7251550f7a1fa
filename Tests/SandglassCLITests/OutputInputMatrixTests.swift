import Foundation
@testable import SandglassCommandLine
import XCTest

/// `--out` never destroys an input of the same run, nor a file that is not a regular file, and an
/// output it replaces keeps its mode. Paths, `./` paths, symbolic links
/// and hard links all count: the tool compares device and inode. Each case: the exact line, exit 2,
/// the input's bytes and mode unchanged, and nothing left in the folder.
final class OutputInputMatrixTests: BadInputTestCase {
    /// A scene file showing `image.png` (a copy of a real PNG) in the test's folder, mode 0640.
    private func sceneWithImage() throws -> (scene: String, image: String) {
        let sheet = URL(fileURLWithPath: Self.pulse).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("thanos/snap-sheet.png")
        let image = folder + "/image.png"
        try FileManager.default.copyItem(atPath: sheet.path, toPath: image)
        let scene = try file("scene.json", scene("{\"bounds\": [0, 0, 50, 50], \"contents\": \"image.png\"}"))
        chmod(scene, 0o640)
        return (scene, image)
    }

    private func link(_ name: String, to destination: String, hard: Bool = false) throws -> String {
        let path = folder + "/" + name
        if hard { try FileManager.default.linkItem(atPath: destination, toPath: path) } else {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
        }
        return path
    }

    /// Regression: `render scene.json --out scene.json` replaced the scene with a PNG, exit 0.
    func testTheSceneFileByPathLinkAndHardLink() throws {
        let (scene, _) = try sceneWithImage()
        let outputs = [scene, folder + "/./scene.json", try link("soft.png", to: scene), try link("hard.png", to: scene, hard: true)]
        let movies = [try link("soft.gif", to: scene), try link("hard.mp4", to: scene, hard: true)]
        let before = try names()
        for out in outputs {
            expectFailure(["render", scene, "--time", "0", "--out", out],
                          "\(out): would overwrite the scene file \(scene), an input of this run", code: 2, unchanged: [scene])
        }
        for out in movies {
            expectFailure(["record", scene, "--to", "0.1", "--out", out],
                          "\(out): would overwrite the scene file \(scene), an input of this run", code: 2, unchanged: [scene])
        }
        XCTAssertEqual(try names(), before)
    }

    /// Regression: `--out` naming the params file replaced it, exit 0; a GIF through a link to it too.
    func testTheParamsFile() throws {
        let params = try file("params.json", "{\"period\": 3}")
        let gif = try link("movie.gif", to: params)
        let before = try names()
        expectFailure(["render", Self.pulse, "--time", "0", "--params", params, "--out", params],
                      "\(params): would overwrite the params file \(params), an input of this run", code: 2, unchanged: [params])
        expectFailure(["record", Self.pulse, "--to", "0.1", "--params", params, "--out", gif],
                      "\(gif): would overwrite the params file \(params), an input of this run", code: 2, unchanged: [params])
        XCTAssertEqual(try names(), before)
    }

    /// Regression: an image the scene shows was replaced by the frame that showed it.
    func testAnImageTheSceneUses() throws {
        let (scene, image) = try sceneWithImage()
        expectFailure(["render", scene, "--time", "0", "--out", image],
                      "\(image): would overwrite the image \(folder)/image.png, an input of this run", code: 2, unchanged: [image])
        // A folder of frames whose first frame is a hard link of the image.
        try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: false)
        let frame = try link("frames/frame-00001.png", to: image, hard: true)
        expectFailure(["record", scene, "--to", "0.1", "--fps", "10", "--out", folder + "/frames"],
                      "\(frame): would overwrite the image \(folder)/image.png, an input of this run", code: 2, unchanged: [image])
        XCTAssertEqual(try names(in: "frames"), ["frame-00001.png"])
    }

    func testAShaderFile() throws {
        let shader = URL(fileURLWithPath: Self.pulse).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shaders/layer.frag").path
        let out = try link("shader.png", to: shader)
        expectFailure(["render", "matching", "--time", "0", "--out", out],
                      "\(out): would overwrite the shader \(shader), an input of this run", code: 2, unchanged: [shader])
    }

    /// Regression: a FIFO, a socket, a device node and `/dev/null` itself were replaced by a regular
    /// file; a folder gave "Not a directory".
    func testFIFOsSocketsDevicesAndFoldersAreRefusedNotReplaced() throws {
        let fifo = folder + "/fifo.png", socket = folder + "/socket.png", device = folder + "/device.png"
        let directory = folder + "/directory.png"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try bindSocket(socket)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        var cases = [(fifo, "a FIFO", S_IFIFO), (socket, "a socket", S_IFSOCK), (directory, "a directory", S_IFDIR),
                     (directory + "/", "a directory", S_IFDIR)]
        // Device 1,3 (a null device), as Linux encodes a small major and minor; mknod needs root.
        if mknod(device, S_IFCHR | 0o644, dev_t((1 << 8) | 3)) == 0 { cases.append((device, "a device", S_IFCHR)) }
        let before = try names()
        for (out, kind, type) in cases {
            expectFailure(["render", "matching", "--time", "0", "--out", out],
                          "\(out): is \(kind); an output replaces only a regular file", code: 2)
            var info = stat()
            XCTAssertEqual(lstat(out, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, type, out)
        }
        let movie = folder + "/fifo.gif"
        XCTAssertEqual(mkfifo(movie, 0o644), 0)
        expectFailure(["record", "matching", "--to", "0.1", "--out", movie], "\(movie): is a FIFO; an output replaces only a regular file", code: 2)
        XCTAssertEqual(try names(), (before + ["fifo.gif"]).sorted())
    }

    /// Regression: a frames folder that was a file said "cannot create the folder", exit 1.
    func testAFramesFolderThatIsAFileOrAFIFO() throws {
        let (scene, _) = try sceneWithImage()
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let plain = try file("frames", "not a folder")
        for (out, kind) in [(plain, "a regular file"), (fifo, "a FIFO")] {
            expectFailure(["record", scene, "--to", "0.1", "--out", out], "\(out): is \(kind), not a folder for the frames",
                          code: 2, unchanged: [scene, plain])
        }
        XCTAssertEqual(try names(), ["fifo", "frames", "image.png", "scene.json"])
    }

    /// Regression: an overwritten output took the default mode (0644), and an output through a symbolic
    /// link replaced the link with a file.
    func testAnOverwrittenOutputKeepsItsModeAndALinkStays() throws {
        let out = try file("out.png", "the old picture")
        chmod(out, 0o600)
        let viaLink = try link("link.png", to: "out.png")
        for path in [out, viaLink] {
            let captured = CapturedConsole()
            XCTAssertEqual(SandglassTool.run(["render", "matching", "--time", "0", "--out", path], console: captured.console), 0,
                           captured.err)
            XCTAssertEqual(captured.out, path + "\n")
            XCTAssertEqual(snapshot(out).mode, 0o600)
            XCTAssertEqual(snapshot(out).data?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]))
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: viaLink), "out.png")
        XCTAssertEqual(try names(), ["link.png", "out.png"])
    }

    /// A Unix socket bound at `path` (closed again: the node stays).
    private func bindSocket(_ path: String) throws {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw XCTSkip("cannot bind a Unix socket at \(path)") }
    }
}
