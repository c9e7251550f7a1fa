import Foundation
import Sandglass
import SandglassSystem

/// A Swift scene file as the preview runs it: compiled with its literals made tweakable, watched, and
/// compiled again in the background on each save while the last good build keeps playing. A build
/// that fails to compile leaves the last good scene in force and holds the compiler's lines.
///
///     let reload = try SwiftSceneReload(path: "MyScene.swift")   // the first build, synchronously
///     // each frame:
///     if let descriptor = reload.poll() { /* show it at the same playhead */ }
public final class SwiftSceneReload {
    /// The scene's file: where its type is declared, whose literals are tweakable.
    public private(set) var path: String
    /// Every file and folder the scene is compiled from.
    public let files: SwiftSceneFiles
    /// The last good build's scene.
    public private(set) var descriptor: SceneDescriptor
    /// The literals of the last good build, in file order.
    public private(set) var literals: [DesignLiteral]
    /// Why the file on disk is not in force, or nil when it is.
    public private(set) var error: SwiftSceneError?
    /// The text of the build in force (what a supervisor keeps as the last good build).
    public private(set) var source: String
    /// Counts the builds loaded (the first is 1), so a watcher of the scene can tell a new one.
    public private(set) var loads = 1
    private let compiler: SwiftSceneCompiler
    private let folder: PrivateFolder
    private let reload: HotReload
    private var build = 1
    private let worker = DispatchQueue(label: "sandglass.swift-scene-compiler")

    /// Compiles and loads the file once, or throws why it cannot (`init(files:startingFrom:folder:)`).
    public convenience init(path: String, startingFrom sourceFile: String? = nil, folder: PrivateFolder) throws(SwiftSceneError) {
        try self.init(files: SwiftSceneFiles([path]), startingFrom: sourceFile, folder: folder)
    }

    /// Compiles and loads the files once, or throws why it cannot; a save of any of them, or a new
    /// file in a folder given, compiles them again. `sourceFile`: start the scene's file from that text
    /// instead (the last good build a supervisor kept after a crash). Every build is made in `folder`
    /// (a private folder its owner removes). The scene's file (`path`) is the one whose literals are
    /// listed and written back.
    public init(files: SwiftSceneFiles, startingFrom sourceFile: String? = nil, folder: PrivateFolder) throws(SwiftSceneError) {
        self.files = files
        self.folder = folder
        compiler = try SwiftSceneCompiler.forRunningTool(workFolder: folder)
        let library = try compiler.compile(files, build: build, designLiterals: true, sourceFile: sourceFile)
        path = library.file
        descriptor = try SwiftSceneLibrary.load(library.path, from: folder)
        literals = library.literals?.literals ?? []
        source = library.source
        DesignTimeLiterals.reset()
        do {
            let watcher = try FileWatcher(paths: files.watched.files, folders: files.watched.folders)
            reload = HotReload(watcher: watcher) { $0.hasSuffix(".swift") }
        } catch {
            throw .unreadable(file: files.given.joined(separator: " "), reason: "cannot watch it (\(error))")
        }
    }

    /// The new scene when a save compiled and loaded since the last call; nil otherwise (then
    /// `takeStatusChange()` may say why). Never waits for the compiler.
    public func poll() -> SceneDescriptor? {
        reload.poll(on: worker, start: startCompile, finish: load)
    }

    /// A status line to show once (reloaded, or the compiler's errors), or nil (`HotReload`'s rule).
    public func takeStatusChange() -> String? { reload.takeNotice()?.text }

    /// Writes `value` into the file in place of literal `index` (`LiteralWriteBack`: only its characters
    /// change, in place). The save is then compiled like any other. Nil when written, else why not.
    public func write(_ value: Double, toLiteral index: Int) -> String? {
        do throws(LiteralWriteError) { try LiteralWriteBack(path: path, compiled: source, literals: literals).write(value, toLiteral: index) } catch { return error.description }
        return nil
    }

    /// The next build's compile, to run in the background.
    private func startCompile() -> @Sendable () -> Result<SwiftSceneCompiler.Library, SwiftSceneError> {
        build += 1
        let (compiler, files, build) = (compiler, files, build)
        return {
            do throws(SwiftSceneError) {
                return .success(try compiler.compile(files, build: build, designLiterals: true))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Loads a finished compile (on the polling thread); `savedAt`: when the save was seen.
    private func load(_ compiled: Result<SwiftSceneCompiler.Library, SwiftSceneError>, savedAt: Double) -> ReloadOutcome<SceneDescriptor> {
        let loadStart = MonotonicClock.now()
        do throws(SwiftSceneError) {
            let library = try compiled.get()
            let loaded = try SwiftSceneLibrary.load(library.path, from: folder)
            // Builds before the last three go (their code stays mapped); the recent ones keep the
            // debug information a crash's backtrace reads.
            unlink(folder.file("libscene\(build - 3).so"))
            descriptor = loaded
            path = library.file
            literals = library.literals?.literals ?? []
            source = library.source
            loads += 1
            DesignTimeLiterals.reset()
            error = nil
            let now = MonotonicClock.now()
            return .loaded(loaded, note: String(format: "%@ reloaded %.2f s after the save (compile %.2f s, load %.0f ms)",
                                                (path as NSString).lastPathComponent, now - savedAt,
                                                library.compileSeconds, (now - loadStart) * 1000))
        } catch {
            self.error = error
            return .failed(error.description)
        }
    }
}
