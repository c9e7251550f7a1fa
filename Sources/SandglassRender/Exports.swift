// SandglassRender: the GL backend that executes a frame's draw list (the only caller of gl*), EGL
// headless contexts, text rasterising, PNG in and out, and the file safety every command shares
// (outputs that never replace inputs, private temporary folders, child processes, interrupts).
// Never a window (GLFW), panels (ImGui) or audio.
// The snapshot and the plan it executes (`RenderTree`, `FramePlan`) are QuartzCore's, and the frames
// come from SandglassTooling's `FrameSource`; every client of the renderer needs them, so
// `import SandglassRender` brings the framework umbrella along.
@_exported import Sandglass
