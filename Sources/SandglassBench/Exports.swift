// SandglassBench: every benchmark the tools run, in one place. A scene's frames drawn by the GL
// backend (`SceneBenchmark`, with the fill-rate floor and the empty frame), its own CPU with nothing
// drawn (`OwnCPUBenchmark`), screenshots (`ScreenshotBenchmark`), the model's evaluation
// (`ModelBenchmark`), the tessellator (`TessellationBenchmark`), the dust split
// (`DustSplitBenchmark`) and a Lottie file against rlottie (`LottieBenchmark`).
// `sandglass bench` parses the command line and prints; this module measures and returns values.
// rlottie is loaded at run time by SandglassLottieReference, never linked.
