import Foundation
import SandglassHeadless
import Sandglass

extension SceneSession {
    /// The easing pop-up's `name` for `track`'s animation: written once to what defines its
    /// `timingFunction` (the scene file's key, the curve params entry it names, or the Swift scene's
    /// `CAMediaTimingFunction(name:)` argument), which the reload that follows shows; one undo step. Or
    /// refused in one line.
    func chooseEasing(_ track: AnimationTrack, _ name: CAMediaTimingFunctionName, sceneIndex: Int) {
        let label = track.key ?? track.label
        switch locateEasing(track, sceneIndex: sceneIndex, chosen: name) {
        case let .failure(refusal):
            messages.report(refusal.description, from: .action, isError: true)
        case let .success(.parameter(parameter)):
            guard curveParameterIndex(parameter) != nil else { return reportNotACurve(parameter, label: label) }
            let f = CAMediaTimingFunction(name: name)
            setParameter(parameter, to: .numbers([f.c1x, f.c1y, f.c2x, f.c2y]))
        case let .success(.sceneFile(path, jsonPath, current)):
            let json = "\"\(name.rawValue)\""
            guard json != current, writeSceneFileKey(.timingFunction, json, at: jsonPath, in: path, label: label) else { return }
            recordWrittenEdit(.sceneFileKey(path: path, jsonPath: jsonPath, key: .timingFunction, label: label),
                              from: .string(current ?? ""), to: .string(json))
        case let .success(.swiftName(path, addLine, current)):
            guard name.rawValue != current, writeSwiftEasing(name.rawValue, path: path, addLine: addLine, label: label) else { return }
            recordWrittenEdit(.swiftEasing(path: path, addLine: addLine, label: label), from: .string(current), to: .string(name.rawValue))
        }
    }

    /// "custom..." in `track`'s easing pop-up: the index of the curve params entry that defines its
    /// timing function, whose curve editor the params panel shows; nil, with the reason said, when the
    /// curve is not a param's.
    func customEasing(_ track: AnimationTrack, sceneIndex: Int) -> Int? {
        let label = track.key ?? track.label
        switch locateEasing(track, sceneIndex: sceneIndex) {
        case let .success(.parameter(parameter)):
            if let index = curveParameterIndex(parameter) { return index }
            reportNotACurve(parameter, label: label)
        case let .failure(refusal):
            messages.report(refusal.description, from: .action, isError: true)
        case .success:
            let place = track.source?.shortText ?? label
            messages.report("a custom timingFunction of '\(label)' is edited in \(place): the curve editor edits a curve param (\"timingFunction\": \"$curve\" in a scene file)",
                            from: .action, isError: true)
        }
        return nil
    }

    /// Writes `.name` over the Swift scene's `CAMediaTimingFunction(name: …)` argument before the `add`
    /// on `addLine` of the file at `path`, found in the file as it is now (one write, then compiled as
    /// any save); false, with the reason said, when it cannot.
    func writeSwiftEasing(_ name: String, path: String, addLine: Int, label: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
              case let .success((bytes, _)) = TimingEditLocator.swiftEasingName(in: text, addLine: addLine) else {
            messages.report("timingFunction of '\(label)' not written: \(path) no longer names it before line \(addLine)", from: .sceneFile, isError: true)
            return false
        }
        return write(FileTextEdit(bytes: bytes, replacement: Array(".\(name)".utf8)), to: path, read: [UInt8](data),
                     field: .timingFunction, label: label, shown: ".\(name)")
    }

    /// What defines the timing function of `track`'s animation; an animation inside a group is edited
    /// in its file.
    private func locateEasing(_ track: AnimationTrack, sceneIndex: Int,
                              chosen: CAMediaTimingFunctionName? = nil) -> Result<EasingTarget, TimingEditRefusal> {
        let key = track.key ?? track.label
        if track.depth > 0 { return .failure(.inGroup(field: .timingFunction, group: key)) }
        return timingLocator(sceneIndex: sceneIndex).locateEasing(key: key, addedAt: track.source, chosen: chosen)
    }

    /// The index of the curve params entry `name` among the params, nil when it is not one.
    private func reportNotACurve(_ parameter: String, label: String) {
        messages.report("timingFunction of '\(label)' is $\(parameter), which is not a curve param", from: .action, isError: true)
    }

    private func curveParameterIndex(_ name: String) -> Int? {
        params.parameters.declarations.firstIndex { declaration in
            guard declaration.name == name, case .curve = declaration.kind else { return false }
            return true
        }
    }
}
