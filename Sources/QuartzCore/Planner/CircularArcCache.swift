import SandglassTessellation

/// `CircularArc.detect` remembered by path storage. A shape layer's path is the same array frame after
/// frame (its presentation copy and render node share the model's), so each path is examined once, not
/// in every frame: 10,000 animated arcs spent a fifth of their planning detecting the same circles.
///
/// The key is the address of the path's element storage, and the entry keeps that storage: no other
/// array can take the address while the entry exists, and no path can change the elements in place
/// (a shared array is copied before it is changed), so a key found is the same elements.
///
/// One table, each entry stamped with the last frame that asked for it: a steady frame finds every
/// path with one lookup and rebuilds nothing. Entries not asked for in the last two frames are
/// dropped when the table has grown to more than twice what a frame asks for, so a path animation,
/// which makes a new path every frame, keeps only a few frames' paths alive.
final class CircularArcCache {
    /// Plain values only, so that a lookup retains nothing: the storage a key names is kept apart.
    private struct Entry {
        let arc: CircularArc?
        var lastFrame: UInt64
    }

    private var entries: [UnsafeRawPointer: Entry] = [:]
    /// The element storage of each entry's key, kept alive (and so unchanged) while the entry exists.
    private var storages: [UnsafeRawPointer: [CGPathElement]] = [:]
    private var frame: UInt64 = 0
    /// Distinct paths asked about in the frame so far.
    private var askedThisFrame = 0
    /// Keys of entries being dropped.
    private var stale: [UnsafeRawPointer] = []

    init() {}

    /// Starts a frame: once the table holds more than twice the paths the last frame asked about,
    /// those neither it nor the frame before asked about are dropped.
    func beginFrame() {
        if entries.count > 2 * askedThisFrame + 64 {
            // In place, through a list that keeps its capacity: a steady frame allocates nothing.
            let oldest = frame &- 1
            stale.removeAll(keepingCapacity: true)
            for (key, entry) in entries where entry.lastFrame < oldest { stale.append(key) }
            for key in stale {
                entries.removeValue(forKey: key)
                storages.removeValue(forKey: key)
            }
        }
        frame &+= 1
        askedThisFrame = 0
    }

    /// The arc `path` is, or nil.
    func arc(of path: CGPath) -> CircularArc? {
        guard let key = path.elements.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else {
            return nil
        }
        if let index = entries.index(forKey: key) {
            if entries.values[index].lastFrame != frame {
                entries.values[index].lastFrame = frame
                askedThisFrame += 1
            }
            return entries.values[index].arc
        }
        let arc = CircularArc.detect(path)
        entries[key] = Entry(arc: arc, lastFrame: frame)
        storages[key] = path.elements
        askedThisFrame += 1
        return arc
    }
}
