import Foundation
import Sandglass

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
    let workFolder: URL

    /// The compiler for the tool's build: `swiftc` on PATH (or `$SWIFTC`), the `Modules` folder beside
    /// the executable, and the package whose `.build` holds it.
    public static func forRunningTool() throws(SwiftSceneError) -> SwiftSceneCompiler {
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
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-swift-\(getpid())")
        return SwiftSceneCompiler(swiftc: swiftc, modulesFolder: modules, moduleMapFolders: maps,
                                  clangIncludes: pkgConfigIncludes("cairo"), workFolder: work)
    }

    /// A built library: where it is, how long the compiler took, and the file's literals when they
    /// were made tweakable.
    public struct Library: Sendable {
        public let path: URL
        public let compileSeconds: Double
        public let literals: SwiftLiteralScanner?
        /// The text that was compiled.
        public let source: String
    }

    /// Compiles `file` as build number `build`; the scene is named after the file. With
    /// `designLiterals`, the file is compiled with its numeric literals reading `DesignTimeLiterals`
    /// (`SwiftLiteralScanner`); the compiler's lines still name the file's own lines and columns.
    /// `sourceFile`, when given, is read instead of `file` (a kept copy of an earlier version), while
    /// the compiler's lines and the scene's name still say `file`.
    public func compile(_ file: String, build: Int, designLiterals: Bool = false,
                        sourceFile: String? = nil) throws(SwiftSceneError) -> Library {
        let source: String
        do { source = try String(contentsOfFile: sourceFile ?? file, encoding: .utf8) } catch {
            throw .unreadable(file: file, reason: "cannot read it (\(error.localizedDescription))")
        }
        guard let scene = SwiftSceneSource(source) else { throw .noSceneType(file: file) }
        let literals = designLiterals ? SwiftLiteralScanner(source) : nil
        let sceneName = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        do { try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true) } catch {
            throw .toolchain("cannot make \(workFolder.path): \(error.localizedDescription)")
        }
        let entry = workFolder.appendingPathComponent("entry\(build).swift")
        let library = workFolder.appendingPathComponent("libscene\(build).so")
        do { try scene.entrySource(sceneName: sceneName).write(to: entry, atomically: true, encoding: .utf8) } catch {
            throw .toolchain("cannot write \(entry.path): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: entry) }
        var compiled = file
        if literals == nil, let sourceFile { compiled = sourceFile }
        if let literals {
            let rewritten = workFolder.appendingPathComponent("scene\(build).swift")
            do { try literals.rewritten(reportingAs: file).write(to: rewritten, atomically: true, encoding: .utf8) } catch {
                throw .toolchain("cannot write \(rewritten.path): \(error.localizedDescription)")
            }
            compiled = rewritten.path
        }
        defer { if compiled != file, compiled != sourceFile { try? FileManager.default.removeItem(atPath: compiled) } }
        var arguments = ["-emit-library", "-Onone", "-parse-as-library", "-swift-version", "5",
                         "-module-name", "SwiftScene\(build)", "-I", modulesFolder, "-o", library.path]
        for folder in moduleMapFolders { arguments += ["-I", folder] }
        for folder in clangIncludes { arguments += ["-Xcc", "-I" + folder] }
        arguments += [compiled, entry.path]
        let started = Date()
        let (status, output) = run(swiftc, arguments)
        let seconds = Date().timeIntervalSince(started)
        guard status == 0 else {
            let errors = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
            throw .compile(file: file, errors: literals.map { scan in errors.map { scan.mappingColumns(in: $0, of: file) } } ?? errors)
        }
        return Library(path: library, compileSeconds: seconds, literals: literals, source: source)
    }

    private func run(_ tool: String, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(tool): error: cannot run it (\(error.localizedDescription))") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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
