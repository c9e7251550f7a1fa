import Sandglass

/// A run's scripted input: the scene's actions (`--action`), touches (`--tap`, `--drag`) and typing
/// (`--type`), parsed before anything is built or written, then given to the runner, which replays them
/// at their times.
package struct SceneInput {
    package static let options = ["--action", "--tap", "--drag", "--type"]
    package static let synopsis = "[--action T,...] [--tap X,Y@T] [--drag X1,Y1->X2,Y2@T1-T2] [--type TEXT@T]"

    package let actions: [Double]
    package let taps: [TouchSample]
    package let drags: [TouchStroke]
    package let keys: [KeySample]

    package init(_ arguments: ParsedArguments) throws(UsageError) {
        actions = try ArgumentParser.times("--action", in: arguments)
        (taps, drags) = try ArgumentParser.touches(in: arguments)
        keys = try ArgumentParser.keys(in: arguments)
    }

    /// Gives the input to `runner`; touches for a scene without views are one line and exit 2.
    package func apply(to runner: SceneRunner) throws {
        runner.setActions(actions)
        guard !taps.isEmpty || !drags.isEmpty || !keys.isEmpty else { return }
        guard runner.scene.acceptsTouches else {
            throw CommandFailure(message: "\(runner.info.name): --tap, --drag and --type need a scene of UIKit views; this one draws layers only",
                                 exitCode: 2)
        }
        runner.setTouches(taps, strokes: drags)
        runner.setKeys(keys)
    }
}
