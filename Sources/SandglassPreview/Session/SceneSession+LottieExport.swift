import Foundation
import Sandglass
import SandglassHeadless
import SandglassLottie
import SandglassSystem

extension SceneSession {
    /// Ctrl+E: the scene's motion (its params, literals and actions as they are now) written as a
    /// Lottie file in `folder` (`NAME.lottie.json`, atomically, never over an input), then played
    /// beside the scene as A/B: A is the export, read back through the Lottie import, B the scene, on
    /// one clock. Says what was written and what the file could not hold; V ends the comparison.
    func exportLottie(to folder: String, at time: Double) {
        let runner = SceneRunner(self.runner.descriptor, parameters: params.values, context: context)
        runner.setActions(self.runner.actionTimes)
        let exporter = LottieExporter.drawingAsTheRenderer(frameRate: 60)
        let result: LottieExporter.Result
        do {
            result = try exporter.export(runner)
        } catch {
            return messages.report("not exported: \(error.description)", from: .action, isError: true)
        }
        let inputs = InputFiles()
        for index in scenes.indices { if let path = sceneFilePath(at: index) { inputs.record(path, as: .sceneFile) } }
        if let path = params.explicitFile { inputs.record(path, as: .paramsFile) }
        let path = (folder as NSString).appendingPathComponent("\(LottieExporter.fileName(for: runner.info.name)).lottie.json")
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try OutputFile(path, protecting: inputs).write([UInt8](result.json))
        } catch let refusal as OutputRefusal {
            return messages.report("not exported: \(refusal.description)", from: .action, isError: true)
        } catch let failure as OutputFile.Failure {
            return messages.report("not exported: \(path): \(failure.reason)", from: .action, isError: true)
        } catch {
            return messages.report("not exported: \(path): \(error)", from: .action, isError: true)
        }
        let notes = result.notes.isEmpty ? "" : "; " + result.notes.joined(separator: "; ")
        messages.report("exported \(path): \(result.layers) layers, \(result.frames) frames at 60 fps\(notes); "
                        + "A: the export, beside B, the scene (V ends it)", from: .action)
        guard variants == nil, case let .success(composition) = LottieFile.load(path: path) else { return }
        showExport(composition.descriptor, file: (path as NSString).lastPathComponent, at: time)
    }
}
