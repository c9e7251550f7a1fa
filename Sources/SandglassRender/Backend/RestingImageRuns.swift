import Sandglass

/// Finds the runs of image quads that have stayed the same from frame to frame (sprites at rest: the
/// dust of a Thanos snap before it flies), so that the GL backend composites each such run once into a
/// target of its own and then draws it as one composite per frame instead of one textured quad per image.
///
/// Why the pictures agree: premultiplied source-over is associative, so a run composited over
/// transparent and then over the frame is the run composited over the frame; only 8-bit rounding of the
/// intermediate differs. Only image quads outside any group or mask qualify (their target is the
/// frame's), and a run is cached only after it has been the same for `framesBeforeCaching` frames, so
/// images that move every frame never pay for a cache they cannot reuse.
///
/// Commands are compared by their position in the draw list: a frame whose list is longer or shorter
/// counts everything from the first difference in position as changed, which costs one frame of
/// direct drawing, never a wrong picture (a cached run is reused only when its commands are equal).
final class RestingImageRuns {
    /// Frames a run must have been unchanged before it is cached.
    static let framesBeforeCaching = 2
    /// Fewer images are drawn directly: a cached run still costs one composite of the whole target.
    static let minimumRun = 3
    /// Cached runs kept at once (each holds a target the size of the frame).
    static let maximumEntries = 2

    /// A cached run: where it was in the draw list, its commands, and its composited pixels.
    final class Entry {
        let range: Range<Int>
        let commands: [DrawCommand]
        let target: RenderTarget
        var lastFrame: Int
        /// Whether `target` holds the run's pixels yet (it is drawn the first frame it is used).
        var isDrawn = false

        init(range: Range<Int>, commands: [DrawCommand], target: RenderTarget, lastFrame: Int) {
            (self.range, self.commands, self.target, self.lastFrame) = (range, commands, target, lastFrame)
        }
    }

    private let context: GLContext
    /// The last frame's top-level image quads by position, and for how many frames each has been the same.
    private var previous: [(index: Int, command: DrawCommand, sameFor: Int)] = []
    private var current: [(index: Int, command: DrawCommand, sameFor: Int)] = []
    private var entries: [Entry] = []
    /// This frame's runs, kept so that a steady frame allocates no list for them.
    private var found: [Entry] = []
    private var size = (width: 0, height: 0)
    private var frame = 0
    private var generation = 0
    /// Image quads drawn from a cached run in the last frame.
    private(set) var imagesFromCache = 0

    init(context: GLContext) { self.context = context }

    /// The cached runs to draw this frame, in draw-list order (each entry's `range`): compares
    /// `commands` with the last frame's, then reuses or creates an entry for every run of at least
    /// `minimumRun` top-level image quads unchanged for `framesBeforeCaching` frames.
    /// `shaderGeneration`: the canvas's (`Canvas.shaderGeneration`); entries drawn by older programs are let go.
    func runs(in commands: [DrawCommand], width: Int, height: Int, shaderGeneration: Int) -> [Entry] {
        frame += 1
        if size != (width, height) || generation != shaderGeneration {
            (size, generation, previous) = ((width, height), shaderGeneration, [])
            entries.removeAll()
        }
        // Step: each top-level image quad and how long it has been the same at its position
        current.removeAll(keepingCapacity: true)
        var depth = 0, p = 0
        for (index, command) in commands.enumerated() {
            switch command {
            case .beginGroup, .beginMask: depth += 1
            case .endGroup, .endMaskWithQuad: depth -= 1
            case .quad(_, _, .image, _) where depth == 0:
                while p < previous.count, previous[p].index < index { p += 1 }
                let same = p < previous.count && previous[p].index == index && previous[p].command == command
                current.append((index, command, same ? previous[p].sameFor + 1 : 0))
            default: break
            }
        }
        swap(&previous, &current)
        // Step: the runs: consecutive positions, each unchanged long enough
        found.removeAll(keepingCapacity: true)
        var start = 0
        while start < previous.count {
            var end = start
            while end < previous.count, previous[end].sameFor >= Self.framesBeforeCaching,
                  end == start || previous[end].index == previous[end - 1].index + 1 {
                end += 1
            }
            if end - start >= Self.minimumRun, let entry = entry(for: previous[start..<end]) {
                found.append(entry)
            }
            start = max(end, start + 1)
        }
        imagesFromCache = found.reduce(0) { $0 + $1.commands.count }
        return found
    }

    /// The entry holding `run`: the one made for it before, else a new one (nil when every entry is
    /// already used by this frame: the run is drawn directly).
    private func entry(for run: ArraySlice<(index: Int, command: DrawCommand, sameFor: Int)>) -> Entry? {
        let range = run.first!.index..<(run.last!.index + 1)
        // Compared in place: a steady frame builds no array of the run's commands.
        if let existing = entries.first(where: { $0.range == range && $0.commands.elementsEqual(run.lazy.map(\.command)) }) {
            existing.lastFrame = frame
            return existing
        }
        // The least recently used entry gives its target when there are enough (no allocation per run).
        let target: RenderTarget
        if entries.count < Self.maximumEntries {
            target = RenderTarget(context: context, width: size.width, height: size.height)
        } else {
            guard let oldest = entries.indices.min(by: { entries[$0].lastFrame < entries[$1].lastFrame }),
                  entries[oldest].lastFrame < frame else { return nil }
            target = entries.remove(at: oldest).target
        }
        let fresh = Entry(range: range, commands: run.map(\.command), target: target, lastFrame: frame)
        entries.append(fresh)
        return fresh
    }
}
