import Foundation
import SandglassHeadless
import Sandglass

/// A drag on a track's bar while it is under way: what it edits and the value it has reached, or that
/// it was refused (said once, then the drag does nothing until the button is up).
enum TimingDragState: Equatable {
    case editing(TimingDrag, value: Double)
    /// A keyframe mark's drag (`SceneSession+KeyTimes`) and the key times it has reached.
    case keyTime(KeyTimeDrag, keyTimes: [Double])
    case refused
}

extension SceneSession {
    /// What finds the source of a track's timing values in scene `index` (the one shown): its scene
    /// file's text as it is on disk now, or its Swift file's last build, and the params in force.
    func timingLocator(sceneIndex index: Int) -> TimingEditLocator {
        let path = sceneFile.flatMap { $0.index == index ? $0.reload.path : nil }
        let file = path.flatMap { path in FileManager.default.contents(atPath: path).map { (path, [UInt8]($0)) } }
        let swift = swiftScene.flatMap { $0.index == index ? ($0.reload.path, $0.reload.source, $0.reload.literals) : nil }
        let values = params.values, declared = Set(params.parameters.declarations.map(\.name))
        var locator = TimingEditLocator(sceneFile: file, swiftScene: swift) { name in
            guard declared.contains(name) else { return nil }
            switch values[name] {
            case let .number(v): return v
            case let .integer(i): return Double(i)
            default: return nil
            }
        }
        locator.playsFrames = scenes.indices.contains(index) && scenes[index].info.frames != nil
        return locator
    }

    /// A track's bar dragged `seconds` (scene seconds) since the drag began: the first call finds what
    /// defines `field` (or says why nothing does), each call shows the scene with the dragged value at
    /// `time`. Nothing is written until `endTimingDrag`.
    func dragTiming(_ track: AnimationTrack, field: TimingField, movedBy seconds: Double, free: Bool, sceneIndex: Int, at time: Double) {
        if timingDrag == nil {
            startDrag(locateTiming(track, field: field, sceneIndex: sceneIndex)) { target in
                .editing(TimingDrag(target: target, pass: track.pass, parentSecondsPerSceneSecond: track.parentSecondsPerSceneSecond),
                         value: target.value)
            }
        }
        guard case let .editing(drag, last)? = timingDrag else { return }
        let value = drag.value(movedBy: seconds, free: free)
        guard value != last else { return }
        timingDrag = .editing(drag, value: value)
        showTiming(drag.target, value, at: time)
    }

    /// A drag's first report: the state of the drag `found` allows, or its refusal said once (the drag
    /// then does nothing until the button is up).
    func startDrag<Found>(_ found: Result<Found, TimingEditRefusal>, as state: (Found) -> TimingDragState) {
        switch found {
        case let .failure(refusal):
            messages.report(refusal.description, from: .action, isError: true)
            timingDrag = .refused
        case let .success(found):
            timingDrag = state(found)
        }
    }

    /// The tooltip of the drag in progress (`duration 1.25 s`), nil when none is.
    var timingDragTip: String? {
        switch timingDrag {
        case let .editing(drag, value)?: return TimingDrag.tip(drag.target.field, value)
        case let .keyTime(drag, keyTimes)?: return drag.tip(keyTimes)
        case .refused?, nil: return nil
        }
    }

    /// The button is up: the dragged value is written once to what defines it, one undo step.
    func endTimingDrag() {
        defer { timingDrag = nil }
        if case let .keyTime(drag, keyTimes)? = timingDrag { return endKeyTimeDrag(drag, keyTimes) }
        guard case let .editing(drag, value)? = timingDrag, value != drag.target.value else { return }
        let target = drag.target
        // A params entry is written by the params drag it went through (`endDrags`), with its undo step.
        if case .parameter = target.source { return }
        if writeTiming(target.source, field: target.field, label: target.label, value) {
            recordWrittenEdit(.timing(target.source, field: target.field, label: target.label), from: target.value, to: value)
        }
    }

    /// `field` of `track`'s animation, found; an animation inside a group is the group's to drag.
    private func locateTiming(_ track: AnimationTrack, field: TimingField, sceneIndex: Int) -> Result<TimingEditTarget, TimingEditRefusal> {
        let key = track.key ?? track.label
        if track.depth > 0 { return .failure(.inGroup(field: field, group: key)) }
        return timingLocator(sceneIndex: sceneIndex).locate(field, key: key, addedAt: track.source)
    }

    /// The scene as it is with `target`'s field at `value`, nothing written: a params drag, a Swift
    /// literal set, or the scene file's text with the number replaced, loaded from memory.
    private func showTiming(_ target: TimingEditTarget, _ value: Double, at time: Double) {
        switch target.source {
        case let .parameter(name, _, _):
            guard let entry = target.parameterValue(for: value) else { return }
            dragParameter(name, to: parameterValue(entry, like: params.values[name]))
        case let .swiftLiteral(index):
            setLiteral(index, to: value)
        case let .sceneFile(path, jsonPath):
            guard let data = FileManager.default.contents(atPath: path), case let .success(.number(bytes, _)) =
                    SceneFileTimingSource.locate(target.field.rawValue, jsonPath: jsonPath, in: [UInt8](data), lookup: { _ in nil }) else { return }
            let text = SceneFileTimingSource.spliced(value, over: bytes, in: [UInt8](data))
            if case let .success(descriptor) = WatchedSceneFile.sceneFile(text, path: path) { show(descriptor, params: params, at: time) }
        }
    }

    /// Writes `value` to `source` (one write) and shows it; false, with the reason said, when it cannot.
    /// A scene file's write is then reloaded as any save is.
    func writeTiming(_ source: TimingEditTarget.Source, field: TimingField, label: String, _ value: Double) -> Bool {
        switch source {
        case let .parameter(name, slope, offset):
            setParameter(name, to: parameterValue((value - offset) / slope, like: params.values[name]))
            return true
        case let .swiftLiteral(index):
            setLiteral(index, to: value)
            commitLiteral(index, value: value)
            return true
        case let .sceneFile(path, jsonPath):
            do throws(ParameterFileError) {
                guard let data = FileManager.default.contents(atPath: path), case let .success(.number(bytes, _)) =
                        SceneFileTimingSource.locate(field.rawValue, jsonPath: jsonPath, in: [UInt8](data), lookup: { _ in nil }) else {
                    messages.report("\(field.rawValue) of '\(label)' not written: \(path) no longer holds it at \(jsonPath)", from: .sceneFile, isError: true)
                    return false
                }
                try SceneFileTimingSource.write(value, over: bytes, expected: Array([UInt8](data)[bytes]), in: path)
                messages.report("\(field.rawValue) of '\(label)' written to \((path as NSString).lastPathComponent): \(TimingDrag.tip(field, value).dropFirst(field.rawValue.count + 1))",
                                from: .action)
                return true
            } catch {
                messages.report(error.description, from: .sceneFile, isError: true)
                return false
            }
        }
    }

    /// `value` as a params entry of the kind `current` is (an integer entry stays one).
    private func parameterValue(_ value: Double, like current: ParameterValue) -> ParameterValue {
        if case .integer = current { return .integer(Int(value.rounded())) }
        return .number(DecimalRounding.round(value, decimals: 3))
    }
}
