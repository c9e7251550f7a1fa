import Foundation
import Sandglass
import SandglassRender

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
    private let watcher: FileWatcher
    private var build = 1
    private var pendingStatus: String?
    private let worker = DispatchQueue(label: "sandglass.swift-scene-compiler")
    private let finished = CompileResult()
    /// A compile is running (its save time), and whether another save came in meanwhile.
    private var running: Double?
    private var savedAgain = false

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
        do { watcher = try FileWatcher(paths: files.watched.files, folders: files.watched.folders) } catch {
            throw .unreadable(file: files.given.joined(separator: " "), reason: "cannot watch it (\(error))")
        }
    }

    /// The new scene when a save compiled and loaded since the last call; nil otherwise (then
    /// `takeStatusChange()` may say why). Never waits for the compiler.
    public func poll() -> SceneDescriptor? {
        if watcher.poll().contains(where: { $0.hasSuffix(".swift") }) {
            if running == nil { start(savedAt: MonotonicClock.now()) } else { savedAgain = true }
        }
        for notice in watcher.takeNotices() { pendingStatus = notice }
        guard let (outcome, savedAt) = finished.take() else { return nil }
        running = nil
        if savedAgain {
            savedAgain = false
            start(savedAt: MonotonicClock.now())
        }
        switch outcome {
        case .failure(let failure):
            if failure != error { pendingStatus = failure.description }
            error = failure
            return nil
        case .success(let library):
            let loadStart = MonotonicClock.now()
            do {
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
                pendingStatus = String(format: "%@ reloaded %.2f s after the save (compile %.2f s, load %.0f ms)",
                                       (path as NSString).lastPathComponent, now - savedAt, library.compileSeconds,
                                       (now - loadStart) * 1000)
                return loaded
            } catch {
                self.error = error
                pendingStatus = error.description
                return nil
            }
        }
    }

    /// A status line to show once (reloaded, or the compiler's errors), or nil.
    public func takeStatusChange() -> String? {
        defer { pendingStatus = nil }
        return pendingStatus
    }

    /// Writes `value` into the file in place of literal `index` (`LiteralWriteBack`: only its characters
    /// change, in place). The save is then compiled like any other. Nil when written, else why not.
    public func write(_ value: Double, toLiteral index: Int) -> String? {
        do throws(LiteralWriteError) { try LiteralWriteBack(path: path, compiled: source, literals: literals).write(value, toLiteral: index) } catch { return error.description }
        return nil
    }

    private func start(savedAt: Double) {
        build += 1
        running = savedAt
        let (compiler, files, build, finished) = (compiler, files, build, finished)
        worker.async {
            let outcome: Result<SwiftSceneCompiler.Library, SwiftSceneError>
            do throws(SwiftSceneError) {
                outcome = .success(try compiler.compile(files, build: build, designLiterals: true))
            } catch {
                outcome = .failure(error)
            }
            finished.put(outcome, savedAt: savedAt)
        }
    }
}

/// The background compile's result, handed to the main thread.
private final class CompileResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Result<SwiftSceneCompiler.Library, SwiftSceneError>, Double)?

    func put(_ outcome: Result<SwiftSceneCompiler.Library, SwiftSceneError>, savedAt: Double) {
        lock.lock(); value = (outcome, savedAt); lock.unlock()
    }
    func take() -> (Result<SwiftSceneCompiler.Library, SwiftSceneError>, Double)? {
        lock.lock(); defer { value = nil; lock.unlock() }
        return value
    }
}
