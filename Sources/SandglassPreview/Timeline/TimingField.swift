/// The timing value a drag on a track's bar edits: its right end the `duration`, its body the
/// `beginTime`.
public enum TimingField: String, Equatable, Sendable {
    case duration
    case beginTime
}
