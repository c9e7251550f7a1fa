/// Which clock a layer's own start time (`st`) and time stretch (`sr`) move.
///
/// iOS (lottie-ios's Core Animation engine, what an app shows) applies `st` and `sr` only where a
/// precomp maps time for its children: a shape, solid, image or null layer's own keyframes are never
/// shifted by its own `st`/`sr`, and a precomp layer's own transform, masks and time-remap curve run in
/// its parent's time. After Effects (and lottie-web, rlottie) shift all of a layer's keyframes by its
/// own `st`/`sr`. Both agree on files whose layers start at 0 with no stretch, most files. In-points
/// and out-points are the parent's frames in both.
public enum LottieTiming: String, CaseIterable, Sendable {
    case ios
    case afterEffects = "after-effects"

    /// The name of the parameter every Lottie scene has for it (`--params`, the preview's panel).
    public static let parameterName = "lottie.timing"
}
