// SandglassHeadless: what the headless commands share with the preview, without a window:
// `LayerRenderer` (a scene's frames drawn by SandglassGL's backend, the one host adapter), Swift
// scenes (compiling into a private folder, running isolated with a watchdog, design-time literals and
// their write-back), export sinks (GIF/MP4 through ffmpeg, PNG folders), file watching, screenshots.
// Never GLFW, ImGui or OpenAL.
