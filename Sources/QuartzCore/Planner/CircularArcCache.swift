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
///
/// A shape layer's own stroke asks under its node index too (`arc(of:node:)`): each index remembers
/// the last path asked under it, kept alive the same way, so a steady frame compares one address per
/// shape instead of hashing it (a third of a shape's cost in the table). The table is asked only when
/// the index's path has changed. When that path is a plain `CGPath`, whose elements never change (only
/// a `CGMutablePath` builds), the index also keeps the object and its identity: a steady frame then
/// compares the shape's path identity with it and touches neither the path nor its elements, each a
/// cold object per shape at 10,000 layers.
final class CircularArcCache {
    /// Plain values only, so that a lookup retains nothing: the storage a key names is kept apart.
    private struct Entry {
        let arc: CircularArc?
        var lastFrame: UInt64
    }

    @exclusivity(unchecked) private var entries: [UnsafeRawPointer: Entry] = [:]
    /// The element storage of each entry's key, kept alive (and so unchanged) while the entry exists.
    @exclusivity(unchecked) private var storages: [UnsafeRawPointer: [CGPathElement]] = [:]
    @exclusivity(unchecked) private var frame: UInt64 = 0
    /// Distinct paths asked about in the frame so far.
    @exclusivity(unchecked) private var askedThisFrame = 0
    /// Keys of entries being dropped.
    @exclusivity(unchecked) private var stale: [UnsafeRawPointer] = []
    /// The last path asked about under each node index (`arc(of:node:)`) and its answer.
    @exclusivity(unchecked) private var byNode: [NodeEntry] = []

    /// A node index's last path: `storage` keeps the elements `key` names alive and unchanged; for a
    /// plain `CGPath`, `immutablePath` keeps the object alive, so no other object can take the address
    /// `immutableIdentity` names.
    private struct NodeEntry {
        var key: UnsafeRawPointer?
        var storage: [CGPathElement]
        var arc: CircularArc?
        var immutablePath: CGPath? = nil
        var immutableIdentity: ObjectIdentifier? = nil
    }

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
        guard let key = Self.key(of: path.elements) else { return nil }
        return arc(of: path, key: key)
    }

    /// The arc the path of `shape`, the shape of node `node`, is, or nil: the node's last answer when
    /// its path is the same plain `CGPath` object or the same elements as last time.
    func arc(of shape: ShapeContent, node: Int) -> CircularArc? {
        if node < byNode.count, let kept = byNode[node].immutableIdentity, kept == shape.pathIdentity { return byNode[node].arc }
        let path = shape.path
        let elements = path.elements
        guard let key = Self.key(of: elements) else { return nil }
        let immutable = type(of: path) == CGPath.self ? path : nil
        if node < byNode.count, byNode[node].key == key {
            byNode[node].immutablePath = immutable
            byNode[node].immutableIdentity = immutable.map(ObjectIdentifier.init)
            return byNode[node].arc
        }
        let arc = arc(of: path, key: key)
        let entry = NodeEntry(key: key, storage: elements, arc: arc, immutablePath: immutable,
                              immutableIdentity: immutable.map(ObjectIdentifier.init))
        if node < byNode.count {
            byNode[node] = entry
        } else {
            // Indices in between get entries that match no path.
            while byNode.count < node { byNode.append(NodeEntry(key: nil, storage: [], arc: nil)) }
            byNode.append(entry)
        }
        return arc
    }

    /// The address of the elements' storage (nil for an empty path).
    private static func key(of elements: [CGPathElement]) -> UnsafeRawPointer? {
        elements.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    private func arc(of path: CGPath, key: UnsafeRawPointer) -> CircularArc? {
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
