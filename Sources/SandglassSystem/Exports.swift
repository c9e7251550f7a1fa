// SandglassSystem: what every tool shares below the app, with no knowledge of layers or scenes.
// Files/: outputs that never replace an input (`OutputFile`, `OutputDraft`), inputs checked once
// (`InputFiles`, `FileIdentity`), private temporary folders, child processes and their status, and
// the cleanup an interrupt runs. Image/: `PixelBuffer`, the RGBA image every tool passes around, and
// PNG in and out of it through libpng, and to and
// from `CGImage`.
// Imports Foundation, Glibc, libpng and CoreGraphics (for `CGImage`) only.
