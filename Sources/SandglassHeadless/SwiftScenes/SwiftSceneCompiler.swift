import Foundation
import Sandglass
import SandglassSystem

/// Compiles a Swift scene file, as the user wrote it, into a shared library the running tool loads.
///
/// The library is compiled against the tool's own build (its `.swiftmodule`s and the C module maps
/// beside the package's sources) and is not linked to Sandglass: its references to Sandglass, UIKit
/// and the rest stay undefined until it is loaded into the tool, which exports its symbols
/// (`--export-dynamic`), so the scene's layers are the tool's `CALayer`s and its transactions the
/// tool's `CATransaction` (docs/architecture.md, "Swift scenes"). Each build gets its own module name,
/// so two builds of one file can both be loaded without their types meeting.
public struct SwiftSceneCompiler: Sendable {
    let swiftc: String
    let modulesFolder: String
    let moduleMapFolders: [String]
    let clangIncludes: [String]
    let workFolder: PrivateFolder

    /// The compiler for the tool's build: `swiftc` on PATH (or `$SWIFTC`), the `Modules` folder beside
    /// the executable, and the package whose `.build` holds it. Sources are copied, compiled and
    /// linked in `workFolder` alone, and checked to be private before each write.
    public static func forRunningTool(workFolder: PrivateFolder) throws(SwiftSceneError) -> SwiftSceneCompiler {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let buildFolder = executable.deletingLastPathComponent()
        let modules = buildFolder.appendingPathComponent("Modules").path
        guard FileManager.default.fileExists(atPath: modules + "/Sandglass.swiftmodule") else {
            throw .toolchain("no Sandglass build beside \(executable.path) (run it from its .build folder)")
        }
        var root = buildFolder
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            guard root.path != "/" else { throw .toolchain("no package above \(buildFolder.path)") }
            root = root.deletingLastPathComponent()
        }
        // Sandglass's C module maps: in this package's Sources, or, in a package that depends on
        // Sandglass, in its checkout or at its local path.
        let checkouts = root.appendingPathComponent(".build/checkouts")
        let packages = [root] + ((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [])
            .sorted().map { checkouts.appendingPathComponent($0) } + localDependencies(of: root)
        let maps = packages.flatMap { package -> [String] in
            let sources = package.appendingPathComponent("Sources")
            return ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
                .filter { FileManager.default.fileExists(atPath: sources.appendingPathComponent($0 + "/module.modulemap").path) }
                .sorted().map { sources.appendingPathComponent($0).path }
        }
        guard let swiftc = findSwiftc() else { throw .toolchain("swiftc is not on PATH (set SWIFTC to it)") }
        return SwiftSceneCompiler(swiftc: swiftc, modulesFolder: modules, moduleMapFolders: maps,
                                  clangIncludes: pkgConfigIncludes("cairo"), workFolder: workFolder)
    }

    /// A built library: where it is, how long the compiler took, the scene's file (the one its type
    /// is declared in) and that file's literals when they were made tweakable.
    public struct Library: Sendable {
        public let path: URL
        public let compileSeconds: Double
        public let literals: SwiftLiteralScanner?
        /// The file the scene's type is declared in, and the text of it that was compiled.
        public let file: String
        public let source: String
        /// The scene's type, and every type the files declare that could have been it.
        public let sceneType: String
        public let candidates: [String]
    }

    /// Compiles `file` alone (`compile(_:build:designLiterals:sourceFile:)` with one file).
    public func compile(_ file: String, build: Int, designLiterals: Bool = false,
                        sourceFile: String? = nil) throws(SwiftSceneError) -> Library {
        try compile(SwiftSceneFiles([file]), build: build, designLiterals: designLiterals, sourceFile: sourceFile)
    }

    /// Compiles `files` as one module, build number `build`; the scene is the type
    /// `SwiftSceneSource.choose` picks, named after its file. With `designLiterals`, that file is
    /// compiled with its numeric literals reading `DesignTimeLiterals` (`SwiftLiteralScanner`); the
    /// compiler's lines still name the files' own lines and columns. `sourceFile`, when given, is read
    /// instead of the scene's file (a kept copy of an earlier version), while the compiler's lines and
    /// the scene's name still say that file.
    ///
    /// What is compiled are copies in the work folder (mode 0600), never the user's files themselves,
    /// with debug information, so that a crash's backtrace names the user's `file:line`.
    public func compile(_ files: SwiftSceneFiles, build: Int, designLiterals: Bool = false,
                        sourceFile: String? = nil) throws(SwiftSceneError) -> Library {
        let paths = files.files()
        var sources: [(path: String, text: String)] = []
        for path in paths { sources.append((path, try Self.read(path, as: path))) }
        let (scene, index, candidates) = try SwiftSceneSource.choose(sources, sceneType: files.sceneType)
        let file = sources[index].path
        if let sourceFile { sources[index].text = try Self.read(sourceFile, as: file) }
        let source = sources[index].text
        let literals = designLiterals ? SwiftLiteralScanner(source) : nil
        let sceneName = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let entry = workFolder.file("entry\(build).swift")
        let library = workFolder.file("libscene\(build).so")
        try writePrivately(scene.entrySource(sceneName: sceneName), to: entry)
        var copies: [String] = []
        defer { unlink(entry); copies.forEach { unlink($0) } }
        for (k, item) in sources.enumerated() {
            let copy = workFolder.file("scene\(build)-\(k).swift")
            let text = k == index ? literals?.rewritten(reportingAs: item.path) : nil
            try writePrivately(SwiftSceneSource.flatteningSubmoduleImports(text ?? SwiftSceneSource.locating(item.text, as: item.path)),
                               to: copy)
            copies.append(copy)
        }
        // SandglassTooling is imported into every file, for the design-time literal calls
        // (`__sgFloatLiteral`) in a file that imports only UIKit.
        // One frontend job for all the files (-wmo): per-file jobs parse every file once per file, so
        // 300 small files took 31 s where one job takes under a second.
        var arguments = ["-emit-library", "-Onone", "-wmo", "-g", "-parse-as-library", "-swift-version", "5",
                         "-Xfrontend", "-import-module", "-Xfrontend", "SandglassTooling",
                         "-module-name", "SwiftScene\(build)", "-I", modulesFolder, "-o", library]
        for folder in moduleMapFolders { arguments += ["-I", folder] }
        for folder in clangIncludes { arguments += ["-Xcc", "-I" + folder] }
        arguments += copies + [entry]
        let started = MonotonicClock.now()
        let (status, output) = run(swiftc, arguments)
        let seconds = MonotonicClock.now() - started
        guard status == 0 else {
            unlink(library)
            let errors = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }.map { line in
                // The generated entry is the tool's, not the user's: its errors are said of the scene's type.
                if line.hasPrefix(entry + ":"), let message = line.range(of: ": error: ").map({ line[$0.upperBound...] }) {
                    return "\(file): error: the tool makes the scene as \(scene.madeAs), which does not compile: \(message)"
                }
                var named = line
                for (k, item) in sources.enumerated() {
                    named = k == index ? (literals?.mappingColumns(in: named, of: item.path) ?? SwiftSceneSource.naming(named, as: item.path))
                        : SwiftSceneSource.naming(named, as: item.path)
                }
                return named
            }
            throw .compile(file: file, errors: errors)
        }
        do { try workFolder.verified() } catch { throw .toolchain(error.description) }
        return Library(path: URL(fileURLWithPath: library), compileSeconds: seconds, literals: literals, file: file,
                       source: source, sceneType: scene.typeName, candidates: candidates)
    }

    /// Throws what `compile` would say of `files` before compiling them: unreadable, or no scene in them.
    public static func checkScene(_ files: SwiftSceneFiles) throws(SwiftSceneError) {
        let paths = files.files()
        guard !paths.isEmpty else { throw .unreadable(file: files.given.first ?? "", reason: "no .swift files in it") }
        var sources: [(path: String, text: String)] = []
        for path in paths { sources.append((path, try read(path, as: path))) }
        _ = try SwiftSceneSource.choose(sources, sceneType: files.sceneType)
    }

    /// The text of `path`, or why not in one line naming `file` (a folder, a device, unreadable, not UTF-8).
    private static func read(_ path: String, as file: String) throws(SwiftSceneError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .unreadable(file: file, reason: String(cString: strerror(errno))) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .unreadable(file: file, reason: "is a folder, not a Swift file") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(file: file, reason: "is not a regular file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: file, reason: "cannot read it (\(String(cString: strerror(errno))))")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(file: file, reason: "is not UTF-8 text") }
        return text
    }

    /// Writes `text` to a new file `path` (mode 0600, never an existing file or a link) in the work
    /// folder, checked to be private first.
    private func writePrivately(_ text: String, to path: String) throws(SwiftSceneError) {
        do { try workFolder.verified() } catch { throw .toolchain(error.description) }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .toolchain("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw .toolchain("cannot write \(path): \(String(cString: strerror(errno)))") }
            written += n
        }
    }

    /// Runs `tool` with the default signal mask, in this process's group (an interrupt that ends the
    /// group ends the compiler and everything it starts); its stdout and stderr together.
    private func run(_ tool: String, _ arguments: [String]) -> (Int32, String) {
        let child: ChildProcess
        // The compiler's own temporary files go in the private folder too, and go with it.
        do { child = try ChildProcess(tool, arguments, environment: ["TMPDIR": workFolder.path], standardOutput: .withStandardError) } catch {
            return (-1, "\(tool): error: \(error.description)")
        }
        let data = child.output?.readDataToEndOfFile() ?? Data()
        switch child.wait() {
        case .exited(let status): return (status, String(decoding: data, as: UTF8.self))
        case .signalled(let signal): return (128 + signal, String(decoding: data, as: UTF8.self) + "\n\(tool): error: killed by signal \(signal)")
        }
    }

    private static func findSwiftc() -> String? {
        if let given = ProcessInfo.processInfo.environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) {
            return given
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The folders of the package's path dependencies (`.package(path:)`), from SwiftPM's workspace state.
    private static func localDependencies(of root: URL) -> [URL] {
        struct State: Decodable {
            struct Object: Decodable { let dependencies: [Dependency] }
            struct Dependency: Decodable { let state: Location }
            struct Location: Decodable { let name: String; let path: String? }
            let object: Object
        }
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(".build/workspace-state.json").path),
              let state = try? JSONDecoder().decode(State.self, from: data) else { return [] }
        return state.object.dependencies.compactMap { $0.state.name == "fileSystem" ? $0.state.path : nil }
            .map { URL(fileURLWithPath: $0) }
    }

    /// The `-I` folders `pkg-config` gives for `package` (Cairo's headers, which the CCairo map includes).
    private static func pkgConfigIncludes(_ package: String) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", package]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { $0.hasPrefix("-I") }.map { String($0.dropFirst(2)) }
    }
}
