@preconcurrency import Glibc

// The `sandglass` command: see `SandglassTool` for the subcommands and exit codes.
exit(SandglassTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
