import Sandglass
import SandglassHeadless

/// Which sound cues the playhead crossed: only while playing forwards (a scrub or a step back plays
/// nothing), each cue once per crossing.
struct CueSchedule {
    /// Cues with `previous < time <= current`, or none when time went backwards or jumped (scrubbing).
    static func crossed(_ cues: [SoundCue], from previous: Double, to current: Double, scrubbed: Bool) -> [SoundCue] {
        guard !scrubbed, current > previous else { return [] }
        return cues.filter { $0.time > previous && $0.time <= current }
    }
}
