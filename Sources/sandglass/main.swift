@preconcurrency import Glibc
import SandglassPreview

// The `sandglass` command: see `SandglassTool` for the subcommands and exit codes.
// A helper process (ffmpeg) that stops reading must give a write error, not kill us silently.
signal(SIGPIPE, SIG_IGN)
StandardOutput.reserveClosedDescriptors()
Interrupts.install()
var console = Console.standard
do { console.channel = try SupervisorChannel.inherited() } catch {
    console.error(error.description)
    Interrupts.exit(1)
}
let status = SandglassTool.run(Array(CommandLine.arguments.dropFirst()), console: console)
console.channel?.exiting(status)   // ended on its own, not by the scene's code
Interrupts.exit(status)
