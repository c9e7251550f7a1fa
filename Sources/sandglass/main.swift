import SandglassCommandLine

// The `sandglass` command: see `SandglassTool` for the subcommands and exit codes.
SandglassTool.main(commands: SandglassTool.commands)
