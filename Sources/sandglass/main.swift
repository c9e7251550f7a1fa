@preconcurrency import Glibc

// The `sandglass` command: see `SandglassTool` for the subcommands and exit codes.
// A helper process (ffmpeg) that stops reading must give a write error, not kill us silently.
signal(SIGPIPE, SIG_IGN)
StandardOutput.reserveClosedDescriptors()
Interrupts.install()
Interrupts.exit(SandglassTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
