import Foundation
import SandglassHeadless

/// The command-line tool. Exit codes: 0 ok, 1 runtime failure, 2 bad usage or bad input, each failure
/// with one line on standard error.
package enum SandglassTool {
    package static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them.
    package nonisolated(unsafe) static let commands: [any ToolCommand.Type] = [
        ScenesCommand.self, PreviewLaunchCommand.self, RenderCommand.self, DumpCommand.self, PlanCommand.self, ParamsCommand.self,
        RecordCommand.self, BenchCommand.self,
        ExportCommand.self,
    ]

    /// The whole of an executable's main: signals, the scene channel when isolated, `commands` run
    /// on the arguments, the exit status said to the channel.
    package static func main(commands: [any ToolCommand.Type]) -> Never {
        // A helper process (ffmpeg) that stops reading must give a write error, not kill us silently.
        signal(SIGPIPE, SIG_IGN)
        StandardOutput.reserveClosedDescriptors()
        Interrupts.install()
        var console = Console.standard
        do { console.channel = try SupervisorChannel.inherited() } catch {
            console.error(error.description)
            Interrupts.exit(1)
        }
        let status = run(Array(CommandLine.arguments.dropFirst()), console: console, commands: commands)
        console.channel?.exiting(status)   // ended on its own, not by the scene's code
        Interrupts.exit(status)
    }

    /// Runs `arguments` against `commands` (the tool's own, or the window executable's).
    package static func run(_ arguments: [String], console: Console, commands: [any ToolCommand.Type] = commands) -> Int32 {
        do {
            return try dispatch(arguments, console: console, commands: commands)
        } catch let error as UsageError {
            console.error(error.description)
            return 2
        } catch let failure as CommandFailure {
            if !failure.message.isEmpty { console.error(failure.message) }   // empty: already said (a child process)
            return failure.exitCode
        } catch {
            console.error("\(error)")
            return 1
        }
    }

    /// Runs what `arguments` ask for; the exit status when nothing failed (2 for a bare `sandglass`).
    private static func dispatch(_ arguments: [String], console: Console, commands: [any ToolCommand.Type]) throws -> Int32 {
        guard let first = arguments.first else {
            console.err(shortUsage())
            return 2
        }
        switch first {
        case "--help", "-h", "help":
            try console.out(helpText())
            return 0
        case "--version":
            try console.print("sandglass \(version)")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            throw UsageError.unknownCommand(first)
        }
        var spec = command.spec
        if IsolatedSceneRun.commands.contains(spec.name) {
            spec = spec.adding(valueOption: IsolatedSceneRun.timeoutOption, detail: IsolatedSceneRun.helpLine)
                .adding(valueOption: IsolatedSceneRun.sceneTypeOption, detail: "")
                .adding(valueOption: LottieSupport.timingOption,
                        detail: "On a Lottie file, --lottie-timing ios|after-effects picks which keyframes a layer's start time and "
                            + "stretch move: ios (the default) as an app shows the file, after-effects as After Effects and lottie-web do.")
                .adding(valueOption: LottieSupport.textOption,
                        detail: "On a Lottie file, --lottie-text ios|after-effects picks how text layers are drawn: ios (the default) "
                            + "in the named font of the system, as an app shows the file, after-effects with the file's own glyph outlines.")
        }
        let rest = Array(arguments.dropFirst())
        if asksForHelp(rest, spec: spec) {
            try console.out(usage(of: spec))
            return 0
        }
        let parsed = try ArgumentParser.parse(rest, spec: spec)
        if IsolatedSceneRun.commands.contains(spec.name) { try IsolatedSceneRun.checkOptions(parsed, command: spec.name) }
        if console.channel == nil, let file = IsolatedSceneRun.swiftScene(of: spec.name, parsed) {
            return try IsolatedSceneRun.run(arguments, files: file, timeout: try IsolatedSceneRun.timeout(parsed), console: console)
        }
        try command.run(parsed, console: console)
        return 0
    }

    /// `--help` or `-h` where an option may stand (not as the value of an option: `--out -h` is a file).
    package static func asksForHelp(_ arguments: [String], spec: CommandSpec) -> Bool {
        for (i, a) in arguments.enumerated() where a == "--help" || a == "-h" {
            if i == 0 || !spec.valueOptions.contains(arguments[i - 1]) { return true }
        }
        return false
    }

    package static func helpText() -> String {
        var text = "sandglass \(version): Core Animation for Swift on Linux.\n\nUsage:\n"
        for command in commands { text += "  sandglass \(command.spec.synopsis)\n" }
        text += "\nCommands:\n"
        for command in commands {
            text += "  " + command.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.spec.summary + "\n"
        }
        text += "\nOptions:\n  --help     show help (also after a command)\n  --version  print the version\n"
        text += "\nExit codes: 0 ok, 1 runtime failure, 2 bad usage or bad input.\n"
        return text
    }

    /// What `sandglass` alone prints on standard error (exit 2): the commands, and where the rest is.
    /// Short, so that a mistaken call does not bury the terminal in the whole help.
    package static func shortUsage() -> String {
        "Usage: sandglass " + commands.map { $0.spec.name }.joined(separator: "|") + " [ARGS]\n"
            + "Run `sandglass --help` for all commands and options, `sandglass COMMAND --help` for one.\n"
    }

    package static func usage(of spec: CommandSpec) -> String {
        "Usage: sandglass \(spec.synopsis)\n\n\(spec.summary)\n" + (spec.details.isEmpty ? "" : "\n\(spec.details)\n")
    }
}

/// One subcommand of `sandglass`.
package protocol ToolCommand {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, console: Console) throws
}
