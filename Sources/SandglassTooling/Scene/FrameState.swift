/// Which state of a layer tree a frame shows: what is on screen (the presentation, animations
/// applied) or the values the code set (the model). Seed 002's pitfall is the difference.
public enum FrameState: String, Sendable {
    case presentation, model
}
