import SandglassCommandLine

// `sandglass-preview`: the commands that open a window (`preview`, `bench --windowed`), run by
// `sandglass` (`PreviewLauncher`) so that the headless tool links no window library.
SandglassTool.main(commands: [PreviewCommand.self, WindowedBenchCommand.self])
