// QuartzCore: Core Animation. Layers, animations, timing, transactions, the presentation layer, and
// `render(in:)` through CoreGraphics; the `kCA…` names of older code (Constants/). It also holds the
// frame as values, as Core Animation's render server does: the snapshot the model makes of its own
// presentation tree (Snapshot/: RenderTree, RenderTreeBuilder) and the planner that decides how each
// layer is drawn and lists the draw commands (Planner/: FramePlanner, FramePlan, DrawCommand), and
// the backends that execute a plan without GL (Backend/: FrameBackend; CairoBackend, through which
// `render(in:)` and `shouldRasterize` draw; FramePlanDump, the plan as text).
// Imports CoreGraphics and SandglassTessellation only: never UIKit, GL, a window, or the tool's own
// scene files and parameters.
@_exported import CoreGraphics
