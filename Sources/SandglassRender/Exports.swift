// SandglassRender: the GL backend that executes a frame's draw list (the only caller of gl*), EGL
// headless contexts, text rasterising, PNG in and out, and the file safety every command shares
// (outputs that never replace inputs, private temporary folders, child processes, interrupts).
// Never a window (GLFW), panels (ImGui) or audio.
// The snapshot types (`RenderTree`, `RenderTreeBuilder`) live in the GL-free SandglassFrame module;
// every client of the renderer needs them, so `import SandglassRender` brings them along.
@_exported import SandglassFrame
