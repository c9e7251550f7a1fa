/// Something that executes a planned frame: one API, several backends, as sokol_gfx has them.
///
/// The planner decides everything (`FramePlanner`, `FramePlan`); a backend only translates the plan's
/// commands, in order, for its target, and never sees the render tree or the layers:
///
/// - `GLBackend` (SandglassGL): OpenGL, into an offscreen target, for every tool that draws;
/// - `CairoBackend`: Core Graphics on Cairo, into a `CGContext`, for `render(in:)` and
///   rasterisation, with no GL at all;
/// - `FramePlanDump`: the plan as readable lines (`sandglass plan`, the draw-list goldens).
///
/// So `render(in:)` and the GL renderer draw one plan of one snapshot, and agree by construction
/// except where a backend says it cannot follow (each backend's doc comment lists those places).
package protocol FrameBackend {
    /// Where the frame goes: a GL target, a graphics context, a line writer.
    associatedtype Target

    /// Executes `plan` into `target`: where the plan redraws, the target is first cleared to
    /// `plan.background` (a backend drawing into a caller's context may leave that to the caller).
    mutating func execute(_ plan: FramePlan, into target: Target)
}
