// SandglassCommandLine: the `sandglass` command line: parsing, one-line messages and exit codes,
// interrupts, and every headless command (render, dump, plan, params, record, bench, export).
// `preview` and `bench --windowed` run the `sandglass-preview` executable (PreviewLauncher). Never
// GLFW, ImGui or OpenAL: the headless tool must run where none is installed.
