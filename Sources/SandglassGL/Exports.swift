// SandglassGL: the GL backend. It executes QuartzCore's frame plan (`FramePlan`: the draw list, its
// geometry buffers and ramp rows) and is the only caller of gl*; it also makes EGL headless
// contexts, uploads images and rasterises text for the plan's text paints.
// It knows the plan and nothing above it: never a scene, a parameter, a window (GLFW), panels (ImGui)
// or audio. Who turns a scene into frames for it is SandglassHeadless's `LayerRenderer`.
// Imports QuartzCore (the plan), SandglassTessellation (the geometry it uploads), SandglassSystem
// (pixels and files), CoreText and FreeType (glyphs), and epoxy (GL).
