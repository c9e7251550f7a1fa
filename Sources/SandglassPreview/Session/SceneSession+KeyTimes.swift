import Foundation
import SandglassHeadless
import Sandglass

extension SceneSession {
    /// A keyframe mark of `track` (the one drawn at scene time `mark`) dragged `seconds` (scene seconds)
    /// since the drag began: the first call finds what defines the animation's `keyTimes` (or says why
    /// nothing does), each call shows the scene with the dragged key at `time`. Nothing is written until
    /// `endTimingDrag`.
    func dragKeyTime(_ track: AnimationTrack, mark: Double, movedBy seconds: Double, free: Bool, sceneIndex: Int, at time: Double) {
        if timingDrag == nil {
            startDrag(locateKeyTime(track, mark: mark, sceneIndex: sceneIndex)) { .keyTime($0, keyTimes: $0.target.keyTimes) }
        }
        guard case let .keyTime(drag, last)? = timingDrag else { return }
        let keyTimes = drag.keyTimes(movedBy: seconds, free: free)
        guard keyTimes != last else { return }
        timingDrag = .keyTime(drag, keyTimes: keyTimes)
        showKeyTimes(drag, keyTimes, at: time)
    }

    /// The dragged key times written once, one undo step: the scene file's `keyTimes` array (added when
    /// the animation had none), or the Swift literal of the dragged key.
    func endKeyTimeDrag(_ drag: KeyTimeDrag, _ keyTimes: [Double]) {
        guard keyTimes != drag.target.keyTimes else { return }
        let label = drag.target.label
        switch drag.target.source {
        case let .swiftLiterals(indices):
            let source = TimingEditTarget.Source.swiftLiteral(index: indices[drag.index])
            let (before, after) = (drag.target.keyTimes[drag.index], keyTimes[drag.index])
            if writeTiming(source, field: .keyTimes, label: label, after) {
                recordWrittenEdit(.timing(source, field: .keyTimes, label: label), from: before, to: after)
            }
        case let .sceneFile(path, jsonPath):
            let before = drag.target.isImplicit ? "" : Self.json(drag.target.keyTimes), after = Self.json(keyTimes)
            if writeSceneFileKey(.keyTimes, after, at: jsonPath, in: path, label: label) {
                recordWrittenEdit(.sceneFileKey(path: path, jsonPath: jsonPath, key: .keyTimes, label: label),
                                  from: .string(before), to: .string(after))
            }
        }
    }

    /// Writes the JSON text `json` to `key` of the animation at `jsonPath` in the scene file at `path`
    /// (added after its `values` when absent; empty `json` removes the key), one write, then reloaded as
    /// any save is; false, with the reason said, when it cannot.
    func writeSceneFileKey(_ key: TimingField, _ json: String, at jsonPath: String, in path: String, label: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else {
            messages.report("\(key.rawValue) of '\(label)' not written: \(path) cannot be read", from: .sceneFile, isError: true)
            return false
        }
        let text = [UInt8](data)
        let edit = json.isEmpty ? SceneFileMemberEdit.removing(key.rawValue, at: jsonPath, in: text)
            : SceneFileMemberEdit.setting(key.rawValue, to: json, at: jsonPath, in: text, after: Self.neighbours(of: key))
        guard case let .success(edit) = edit else {
            messages.report("\(key.rawValue) of '\(label)' not written: \(path) no longer holds it at \(jsonPath)", from: .sceneFile, isError: true)
            return false
        }
        return write(edit, to: path, read: text, field: key, label: label, shown: json.isEmpty ? "removed" : json)
    }

    /// Writes `edit` to `path`, whose text was `read` (refused when the file changed since), and says
    /// so in one line: "FIELD of 'LABEL' written to FILE: SHOWN", or why it was not written.
    func write(_ edit: FileTextEdit, to path: String, read: [UInt8], field: TimingField, label: String, shown: String) -> Bool {
        do throws(ParameterFileError) {
            try edit.write(to: path, read: read)
        } catch {
            messages.report(error.description, from: .sceneFile, isError: true)
            return false
        }
        messages.report("\(field.rawValue) of '\(label)' written to \((path as NSString).lastPathComponent): \(shown)", from: .action)
        return true
    }

    /// The keys a key the timeline adds to a scene file's animation goes after (the last present).
    static func neighbours(of key: TimingField) -> [String] {
        key == .keyTimes ? ["values"] : ["keyPath", "duration"]
    }

    /// `keyTimes` as a scene file writes them: `[0, 0.35, 1]`, to 3 decimals.
    static func json(_ keyTimes: [Double]) -> String {
        ParameterValue.numbers(keyTimes.map { DecimalRounding.round($0, decimals: 3) }).jsonText
    }

    /// The drag of the key `track` marks at `mark`: what defines its key times, found; the first and
    /// last keys, and an animation inside a group, are refused.
    private func locateKeyTime(_ track: AnimationTrack, mark: Double, sceneIndex: Int) -> Result<KeyTimeDrag, TimingEditRefusal> {
        let key = track.key ?? track.label
        if track.depth > 0 { return .failure(.inGroup(field: .keyTimes, group: key)) }
        guard let (index, backward) = KeyTimeDrag.key(of: track, at: mark) else {
            return .failure(.code(field: .keyTimes, label: key, place: track.source?.shortText ?? key))
        }
        return timingLocator(sceneIndex: sceneIndex).locateKeyTimes(of: track, key: key, addedAt: track.source).flatMap { target in
            let drag = KeyTimeDrag(target: target, index: index, pass: track.pass, backward: backward)
            return drag.isMovable ? .success(drag) : .failure(.endKey(label: key, index: index, time: target.keyTimes[index]))
        }
    }

    /// The scene as it is with the dragged key times, nothing written: the key's Swift literal set, or
    /// the scene file's text with the array replaced (or added), loaded from memory.
    private func showKeyTimes(_ drag: KeyTimeDrag, _ keyTimes: [Double], at time: Double) {
        switch drag.target.source {
        case let .swiftLiterals(indices):
            setLiteral(indices[drag.index], to: keyTimes[drag.index])
        case let .sceneFile(path, jsonPath):
            guard let data = FileManager.default.contents(atPath: path), case let .success(edit) =
                    SceneFileMemberEdit.setting(TimingField.keyTimes.rawValue, to: Self.json(keyTimes), at: jsonPath, in: [UInt8](data),
                                                after: Self.neighbours(of: .keyTimes)) else { return }
            if case let .success(descriptor) = WatchedSceneFile.sceneFile(edit.applied(to: [UInt8](data)), path: path) {
                show(descriptor, params: params, at: time)
            }
        }
    }
}
