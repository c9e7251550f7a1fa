import Foundation
import Sandglass

/// The current scene's params file in the preview: created from the defaults when missing, watched
/// and reloaded within a frame of a save (last good values kept on error), and written back by the
/// tweak panel.
final class ParamsSession {
    let parameters: SceneParameters
    /// The file given with `--params`, or nil for `assets/params/<scene>.json`.
    let explicitFile: String?
    let file: String
    private let hotReload: ParameterHotReload?
    private var fallback: ParameterValues
    private var pendingStatus: String?
    private(set) var status: String

    init(scene: SceneDescriptor, explicitFile: String?) {
        parameters = scene.parameters
        self.explicitFile = explicitFile
        file = explicitFile ?? scene.parameters.defaultFilePath
        fallback = scene.parameters.defaults
        var notes: [String] = []
        if explicitFile == nil {
            do {
                try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                if try ParameterFileWriter.createDefaultsFile(for: scene.parameters, file: file) {
                    notes.append("created \(file) from the defaults")
                }
            } catch {
                notes.append("\(error)")
            }
        }
        do {
            hotReload = try ParameterHotReload(parameters: scene.parameters, file: file)
        } catch {
            hotReload = nil
            notes.append("\(file): not watched: \(error)")
        }
        if let error = hotReload?.error { notes.append(error.description) }
        status = notes.joined(separator: "; ")
    }

    /// The values in force: the file's last good values, or the defaults.
    var values: ParameterValues { hotReload?.values ?? fallback }

    /// One line for the HUD.
    var stateText: String { hotReload?.statusText ?? "params: defaults (\(file) not watched)" }

    /// New values when the file changed and loaded; reports errors once through `takeStatusChange`.
    func poll() -> ParameterValues? {
        guard let hotReload else { return nil }
        let before = hotReload.error
        let changed = hotReload.poll()
        if hotReload.error != before {
            pendingStatus = hotReload.error?.description ?? "\(file) loaded"
        } else if changed {
            pendingStatus = "\(file) reloaded" + latencyText()
        }
        let notices = hotReload.takeNotices()
        if !notices.isEmpty { pendingStatus = (notices + [pendingStatus].compactMap { $0 }).joined(separator: "; ") }
        return changed ? hotReload.values : nil
    }

    /// " 1.2 ms after the save": the time since the file's modification, i.e. how long the change took
    /// to reach the frame being drawn now.
    private func latencyText() -> String {
        guard let modified = (try? FileManager.default.attributesOfItem(atPath: file))?[.modificationDate] as? Date else {
            return ""
        }
        return String(format: " %.1f ms after the save", Date().timeIntervalSince(modified) * 1000)
    }

    func takeStatusChange() -> String? {
        defer { pendingStatus = nil }
        return pendingStatus
    }

    /// The tweak panel: one step of parameter `index` (numbers by their step, booleans toggled, strings
    /// with choices cycled), written back to the file. Returns the new values, or nil when nothing changed.
    func adjust(index: Int, steps: Int, fine: Bool) -> ParameterValues? {
        guard parameters.declarations.indices.contains(index) else { return nil }
        let declaration = parameters.declarations[index]
        var values = self.values
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
            pendingStatus = "'\(declaration.name)' is edited in \(file), not in the panel"
            return nil
        }
        guard values.set(declaration.name, to: next) == nil, next != current else { return nil }
        do {
            try ParameterFileWriter.set(declaration.name, to: next, in: parameters, file: file)
            _ = hotReload?.poll()
            pendingStatus = "\(declaration.name) = \(next.jsonText)"
        } catch {
            pendingStatus = error.description
            return nil
        }
        fallback = values
        return hotReload?.values ?? values
    }
}
