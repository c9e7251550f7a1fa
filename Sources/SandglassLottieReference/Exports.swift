// SandglassLottieReference: rlottie, the reference Lottie renderer, behind one small Swift type.
//
// What it does: loads a Lottie file (or its JSON bytes) with rlottie and renders whole frames to
// straight-alpha RGBA8 (`RGBAImage`), or to rlottie's own premultiplied ARGB32 in a caller's buffer
// for benchmarks. The Lottie tests compare the importer's frames with these, and `sandglass bench`
// times both renderers on the same frames.
//
// What it does not do: import the file into layers (that is `SandglassLottie`), draw with Core
// Animation, or fix rlottie where rlottie is wrong (the corpus checks mark those cases).
//
// rlottie is loaded at run time (`RLottieLibrary`, dlopen), not linked, so the tools that use this
// for comparisons (`sandglass bench` on a Lottie file) run where rlottie is not installed.
// Imports CoreGraphics only: never a layer, GL or a window.
