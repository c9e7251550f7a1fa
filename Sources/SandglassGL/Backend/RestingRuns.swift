import Foundation
import QuartzCore
import SandglassTessellation

/// Finds the runs of top-level image quads and analytic arcs that have stayed the same from frame to
/// frame (sprites at rest, the dust of a Thanos snap before it flies; rings and hairlines that do not
/// move), so that the GL backend composites each such run once into a target of its own and then draws
/// it as one composite per frame instead of its quads and arcs. Core Animation's render server likewise
/// does not draw a layer again that has not changed.
///
/// Why the pictures agree: premultiplied source-over is associative, so a run composited over
/// transparent and then over the frame is the run composited over the frame; only 8-bit rounding of the
/// intermediate differs. Only commands outside any group or mask qualify (their target is the frame's),
/// and a run is cached only after it has been the same for `framesBeforeCaching` frames, so content that
/// changes every frame never pays for a cache it cannot reuse.
///
/// Commands are compared by their position in the draw list: a frame whose list is longer or shorter
/// counts everything from the first difference in position as changed, which costs one frame of
/// direct drawing, never a wrong picture. An image quad's command holds its content; an arcs command
/// holds only a range of the frame's `ArcBuffer`, so its instances are kept from one frame to the next
/// and compared byte for byte. Whenever a position changes, a cached run that holds it is drawn again
/// before it is next used.
final class RestingRuns {
    /// Frames a run must have been unchanged before it is cached.
    static let framesBeforeCaching = 2
    /// A cached run still costs one composite of the whole target: fewer images are drawn directly...
    static let minimumImages = 3
    /// ...and arcs only when their bands cover at least this fraction of the target (on llvmpipe an
    /// arc pixel costs several composite pixels; a seed scene's one ring is cheaper drawn directly).
    static let minimumArcCover = 0.5
    /// Cached runs kept at once (each holds a target the size of the frame).
    static let maximumEntries = 2

    /// A cached run: where it was in the draw list, its commands, and its composited pixels.
    final class Entry {
        let range: Range<Int>
        let commands: [DrawCommand]
        let target: RenderTarget
        var lastFrame: Int
        /// The colour `target` was cleared to before the run was drawn into it: `.clear` for a run
        /// composited over the frame, the frame's background for a run at its bottom (copied into it);
        /// nil while `target` does not hold the run (the first frame it is used, and after a position
        /// in its range changed).
        var drawnOver: CGColor?

        init(range: Range<Int>, commands: [DrawCommand], target: RenderTarget, lastFrame: Int) {
            (self.range, self.commands, self.target, self.lastFrame) = (range, commands, target, lastFrame)
        }
    }

    /// A top-level image quad or arcs command at `index`, for how many frames it has been the same, and
    /// for arcs where its instances are in the kept copy (`previousArcs` or `currentArcs`).
    private struct Position {
        var index: Int
        var command: DrawCommand
        var sameFor: Int
        var arcs: Range<Int>
    }

    private let context: GLContext
    private var previous: [Position] = []
    private var current: [Position] = []
    /// The arcs commands' instances of the last frame and of this one.
    private var previousArcs: [ArcInstance] = []
    private var currentArcs: [ArcInstance] = []
    private var entries: [Entry] = []
    /// This frame's runs, kept so that a steady frame allocates no list for them.
    private var found: [Entry] = []
    private var size = (width: 0, height: 0)
    /// The frame's format: a kept run is drawn at the precision of the target it is copied into.
    private var format = RenderTarget.Format.rgba8
    private var frame = 0
    private var generation = 0
    /// Image quads and arcs (instances) drawn from a cached run in the last frame.
    private(set) var imagesFromCache = 0
    private(set) var arcsFromCache = 0

    init(context: GLContext) { self.context = context }

    /// The cached runs to draw this frame, in draw-list order (each entry's `range`): compares
    /// `commands` (and their `arcs`) with the last frame's, then reuses or creates an entry for every
    /// run of top-level image quads and arcs unchanged for `framesBeforeCaching` frames that is worth a
    /// composite (`minimumImages`, `minimumArcCover`).
    /// `shaderGeneration`: the canvas's (`Canvas.shaderGeneration`); entries drawn by older programs are let go.
    func runs(in commands: [DrawCommand], arcs: ArcBuffer, width: Int, height: Int, format: RenderTarget.Format,
              shaderGeneration: Int) -> [Entry] {
        frame += 1
        if size != (width, height) || generation != shaderGeneration || self.format != format {
            (size, generation, self.format) = ((width, height), shaderGeneration, format)
            previous.removeAll(keepingCapacity: true)
            entries.removeAll()
        }
        // Step: each top-level image quad and arcs command, and how long it has been the same at its position
        current.removeAll(keepingCapacity: true)
        currentArcs.removeAll(keepingCapacity: true)
        var depth = 0, p = 0
        for (index, command) in commands.enumerated() {
            var kept = 0..<0
            switch command {
            case .beginGroup, .beginMask: depth += 1; continue
            case .endGroup, .endMaskWithQuad: depth -= 1; continue
            case .quad(_, _, .image, _) where depth == 0: break
            case .arcs(let range) where depth == 0:
                kept = currentArcs.count..<(currentArcs.count + range.count)
                currentArcs.append(contentsOf: arcs.instances[range])
            default: continue
            }
            while p < previous.count, previous[p].index < index { p += 1 }
            let same = p < previous.count && previous[p].index == index && previous[p].command == command
                && sameInstances(previous[p].arcs, kept)
            current.append(Position(index: index, command: command, sameFor: same ? previous[p].sameFor + 1 : 0, arcs: kept))
            if !same {
                for entry in entries where entry.range.contains(index) { entry.drawnOver = nil }
            }
        }
        swap(&previous, &current)
        swap(&previousArcs, &currentArcs)
        // Step: the runs: consecutive positions, each unchanged long enough
        found.removeAll(keepingCapacity: true)
        var start = 0
        while start < previous.count {
            var end = start
            while end < previous.count, previous[end].sameFor >= Self.framesBeforeCaching,
                  end == start || previous[end].index == previous[end - 1].index + 1 {
                end += 1
            }
            if end > start, isWorthCaching(previous[start..<end], arcs: arcs), let entry = entry(for: previous[start..<end]) {
                found.append(entry)
            }
            start = max(end, start + 1)
        }
        (imagesFromCache, arcsFromCache) = (0, 0)
        for entry in found {
            for command in entry.commands {
                if case .arcs(let range) = command { arcsFromCache += range.count } else { imagesFromCache += 1 }
            }
        }
        return found
    }

    /// Whether the kept instances at `old` (last frame's copy) and `new` (this frame's) are the same bytes.
    private func sameInstances(_ old: Range<Int>, _ new: Range<Int>) -> Bool {
        guard old.count == new.count else { return false }
        guard !new.isEmpty else { return true }
        return previousArcs.withUnsafeBytes { before in
            currentArcs.withUnsafeBytes { now in
                let stride = MemoryLayout<ArcInstance>.stride
                return memcmp(before.baseAddress! + old.lowerBound * stride, now.baseAddress! + new.lowerBound * stride,
                              new.count * stride) == 0
            }
        }
    }

    /// Enough images, or arcs covering enough of the target, to pay for the run's composite.
    private func isWorthCaching(_ run: ArraySlice<Position>, arcs: ArcBuffer) -> Bool {
        var images = 0, arcArea = 0.0
        for position in run {
            if case .arcs(let range) = position.command { arcArea += arcs.bandArea(of: range) } else { images += 1 }
        }
        return images >= Self.minimumImages || arcArea >= Self.minimumArcCover * Double(size.width * size.height)
    }

    /// The entry holding `run`: the one made for it before, else a new one (nil when every entry is
    /// already used by this frame: the run is drawn directly).
    private func entry(for run: ArraySlice<Position>) -> Entry? {
        let range = run.first!.index..<(run.last!.index + 1)
        // Compared in place: a steady frame builds no array of the run's commands.
        if let existing = entries.first(where: { $0.range == range && $0.commands.elementsEqual(run.lazy.map(\.command)) }) {
            existing.lastFrame = frame
            return existing
        }
        // The least recently used entry gives its target when there are enough (no allocation per run).
        let target: RenderTarget
        if entries.count < Self.maximumEntries {
            target = RenderTarget(context: context, width: size.width, height: size.height, format: format)
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
