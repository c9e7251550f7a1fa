import Foundation
import SandglassHeadless
import Sandglass

/// The current scene's params file in the preview: watched and reloaded within a frame of a save (last
/// good values kept on error), and written by the params panel.
///
/// No file is created until the user edits a value: browsing scenes leaves the checkout as it was.
/// Edits go through `set(_:to:)`, which rounds numbers to their step's decimals and writes the file
/// atomically (`ParameterFileWriter`), creating it from the defaults plus the edit when missing.
///
/// A built-in scene's edits go to the user's own file (`UserParamsFile`), never to the git-tracked
/// `assets/params/<scene>.json`: that one is read (and watched) while the user has no file, and the
/// first edit starts the user's file from its values.
final class ParamsSession {
    let parameters: SceneParameters
    /// The file given with `--params`, or nil for the default (the user's file over the built-in
    /// `assets/params/<scene>.json`, or beside the scene's file).
    let explicitFile: String?
    /// The file read and watched: `editFile`, or, for a built-in scene the user has not edited, the
    /// built-in file.
    private(set) var file: String
    /// The file an edit writes.
    let editFile: String
    /// Whether the scene is built in, so that edits go to the user's copy (`UserParamsFile`).
    let writesUserCopy: Bool
    private var hotReload: ParameterHotReload?
    private var fallback: ParameterValues
    private var pendingStatus: String?
    /// Why the file is not in force (bad JSON, a value out of range, deleted, cannot watch), or nil.
    private(set) var problem: String?
    /// Whether the file has loaded in this session: missing after that, it was deleted (said once, as
    /// the problem), not merely never made (which means the defaults).
    private var fileWasLoaded = false

    /// `besideFile`: the scene came from that scene file or Swift file; its params live beside it
    /// (`paramsFile(beside:)`) instead of in `assets/params/`, so two files with one scene name never
    /// share a params file.
    /// `userCopyEnvironment`: the environment that chooses the user's file (`UserParamsFile`) when a
    /// scene's default params file ships with the program (sandglass's own scenes); nil when it is the
    /// app's own, `assets/params/<scene>.json` in the current folder, written by edits.
    init(scene: SceneDescriptor, explicitFile: String?, besideFile: String? = nil,
         userCopyEnvironment environment: [String: String]? = nil) {
        parameters = scene.parameters
        self.explicitFile = explicitFile
        if let chosen = explicitFile ?? besideFile.map(ParamsSession.paramsFile(beside:)) {
            (file, editFile, writesUserCopy) = (chosen, chosen, false)
        } else if let environment {
            writesUserCopy = true
            editFile = UserParamsFile.path(scene: scene.parameters.scene, environment: environment)
            file = FileManager.default.fileExists(atPath: editFile) ? editFile : scene.parameters.defaultFilePath
        } else {
            (file, editFile, writesUserCopy) = (scene.parameters.defaultFilePath, scene.parameters.defaultFilePath, false)
        }
        fallback = scene.parameters.defaults
        watch()
    }

    /// `scenes/pulse.json5` -> `scenes/pulse.params.json`; `MyView.swift` -> `MyView.params.json`.
    static func paramsFile(beside file: String) -> String {
        ((file as NSString).deletingPathExtension) + ".params.json"
    }

    /// Starts watching the file when its folder exists (a missing file then means the defaults).
    private func watch() {
        let folder = (file as NSString).deletingLastPathComponent
        guard hotReload == nil, problem == nil,
              explicitFile != nil || FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder) else { return }
        do {
            hotReload = try ParameterHotReload(parameters: parameters, file: file)
            problem = updatedProblem()
        } catch {
            problem = "\(file): not watched: \(error)"
        }
    }

    /// The hot reload's error, except a missing default file, which just means the defaults; a file
    /// that loaded and is gone is said to be deleted (its last values stay in force).
    private func updatedProblem() -> String? {
        guard let hotReload else { return nil }
        guard let error = hotReload.error else {
            fileWasLoaded = true
            return nil
        }
        if case .notFound = error {
            if fileWasLoaded { return "\(file): deleted; its last values stay in force until it is saved again" }
            if explicitFile == nil { return nil }
        }
        return error.description
    }

    /// The values in force: the file's last good values, or the defaults.
    /// The values in force: the file's (or the defaults), with the values being dragged.
    var values: ParameterValues {
        let stored = hotReload?.values ?? fallback
        guard !dragged.isEmpty else { return stored }
        var values = stored
        for (name, value) in dragged { _ = values.set(name, to: value) }
        return values
    }

    /// Values of a slider, picker or curve handle being dragged: in force (the scene follows them live)
    /// but not yet written; `takeDragged()` hands them over for one write each when the drag ends.
    private(set) var dragged: [String: ParameterValue] = [:]

    /// `name` dragged to `value` (rounded as written): the new values, or nil when nothing changed or
    /// the value is refused (the reason in `takeStatusChange`). Nothing is written.
    func drag(_ name: String, to value: ParameterValue) -> ParameterValues? {
        guard let (next, values) = edited(name, to: value) else { return nil }
        dragged[name] = next
        return values
    }

    /// `value` as written for `name`, and the values with it; nil when it changes nothing or is refused
    /// (the reason in `takeStatusChange`).
    private func edited(_ name: String, to value: ParameterValue) -> (next: ParameterValue, values: ParameterValues)? {
        guard let declaration = parameters.declaration(named: name) else { return nil }
        let next = declaration.written(value)
        var values = self.values
        guard next != values[name] else { return nil }
        if let problem = values.set(name, to: next) {
            pendingStatus = "\(name): \(problem)"
            return nil
        }
        return (next, values)
    }

    /// The dragged values, in declaration order, no longer in force until `set` writes them.
    func takeDragged() -> [(name: String, value: ParameterValue)] {
        let taken = parameters.declarations.compactMap { d in dragged[d.name].map { (d.name, $0) } }
        dragged = [:]
        return taken
    }

    /// Whether the file exists (an edit creates it).
    var fileExists: Bool { FileManager.default.fileExists(atPath: file) }

    /// The params panel's first line, short enough not to wrap (so the panel below it never moves when
    /// an edit starts the user's file); `stateText` says it in full, as its tooltip.
    var stateSummary: String {
        guard problem == nil, writesUserCopy else { return stateText }
        if file == editFile { return "your copy: \(parameters.scene).json" }
        return fileExists ? "\(file) (an edit makes your copy)" : "defaults (an edit makes your copy)"
    }

    /// One line for the params panel: the file and whether it is in force.
    var stateText: String {
        if problem != nil { return "\(file): not in force (see messages)" }
        if file != editFile { return fileExists ? "\(file) (an edit writes \(editFile))" : "defaults (an edit creates \(editFile))" }
        return fileExists ? "\(file)" : "defaults (an edit creates \(file))"
    }

    /// New values when the file changed and loaded; a status line through `takeStatusChange`, and
    /// `problem` updated (nil again once the file is good).
    func poll() -> ParameterValues? {
        if hotReload == nil, explicitFile == nil {
            watch()  // the folder may have appeared (the user made it, or an edit did)
            if let hotReload, hotReload.values != fallback {
                pendingStatus = "\(file) loaded"
                return hotReload.values
            }
        }
        guard let hotReload else { return nil }
        let before = problem
        let changed = hotReload.poll()
        // A failure line is said as `problem` (posted once by `MessageLog.sync`): a missing default
        // file is no problem, and a file that loaded and is gone is said to be deleted.
        let notice = hotReload.takeNotice()
        problem = updatedProblem()
        if problem == nil && before != nil {
            pendingStatus = "\(file) loaded"
        } else if changed, let note = notice?.line {
            pendingStatus = note + latencyText()
        }
        let notices = notice?.watcher ?? []
        if !notices.isEmpty { pendingStatus = (notices + [pendingStatus].compactMap { $0 }).joined(separator: "; ") }
        return changed ? hotReload.values : nil
    }

    /// " 1.2 ms after the save": the time since the file's modification, i.e. how long the change took
    /// to reach the frame being drawn now. The wall clock, as the file's modification time is.
    private func latencyText() -> String {
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date else {
            return ""
        }
        return String(format: " %.1f ms after the save", Date().timeIntervalSince(modified) * 1000)
    }

    /// Adds `text` to the status line waiting to be shown (how long an edit took to apply).
    func appendToStatus(_ text: String) {
        if let pending = pendingStatus { pendingStatus = pending + text }
    }

    func takeStatusChange() -> String? {
        defer { pendingStatus = nil }
        return pendingStatus
    }

    /// The tweak keys: one step of parameter `index` (numbers by their step, booleans toggled, strings
    /// with choices cycled), written back to the file. Returns the new values, or nil when nothing changed.
    func adjust(index: Int, steps: Int, fine: Bool) -> ParameterValues? {
        guard parameters.declarations.indices.contains(index) else { return nil }
        let declaration = parameters.declarations[index]
        let current = values[declaration.name]
        let next: ParameterValue
        let step = declaration.step.map { fine ? $0.fine : $0.coarse }
        switch (declaration.kind, current) {
        case (.number(let range), .number(let v)):
            next = .number(min(max(v + Double(steps) * (step ?? 0.1), range.lowerBound), range.upperBound))
        case (.integer(let range), .integer(let v)):
            next = .integer(min(max(v + steps * max(1, Int(step ?? 1)), range.lowerBound), range.upperBound))
        case (.bool, .bool(let v)):
            next = .bool(!v)
        case (.string(let choices?), .string(let v)) where !choices.isEmpty:
            let i = choices.firstIndex(of: v) ?? 0
            next = .string(choices[(i + steps % choices.count + choices.count) % choices.count])
        default:
            pendingStatus = "'\(declaration.name)' is edited in the params panel or in \(file)"
            return nil
        }
        return set(declaration.name, to: next)
    }

    /// Sets parameter `name` to `value` (numbers rounded to `writtenDecimals`), written to the file
    /// atomically. Returns the new values, or nil when nothing changed or the write failed (the reason
    /// in `takeStatusChange`).
    func set(_ name: String, to value: ParameterValue) -> ParameterValues? {
        guard let (next, values) = edited(name, to: value) else { return nil }
        do {
            try ParameterFileWriter.makeFolder(of: editFile)
            try startEditFile()
            try ParameterFileWriter.set(name, to: next, in: parameters, file: editFile)
        } catch {
            pendingStatus = "\(error)"
            return nil
        }
        if hotReload == nil { watch() } else { hotReload?.poll() }
        problem = updatedProblem()
        pendingStatus = "\(name) = \(next.jsonText) written to \(file)"
        fallback = values
        return hotReload?.values ?? values
    }

    /// Before the first edit of a built-in scene: the user's file starts as a copy of the built-in one
    /// (when there is one), and is the file read and watched from then on.
    private func startEditFile() throws(ParameterFileError) {
        guard file != editFile else { return }
        try ParameterFileWriter.copy(file, to: editFile)
        file = editFile
        hotReload = nil
    }
}
