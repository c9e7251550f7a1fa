// SandglassFrame: a frame without GL. The snapshot of a presentation tree (RenderTree, FrameSource)
// and the planner that decides how each node is drawn and lists the draw commands (FramePlanner,
// DrawCommand, FramePlanDump). Imports Sandglass and SandglassTessellation: never GL or a window.
