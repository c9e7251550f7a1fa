import SandglassTessellation

/// `CircularArc.detect` remembered by path storage. A shape layer's path is the same array frame after
/// frame (its presentation copy and render node share the model's), so each path is examined once, not
/// in every frame: 10,000 animated arcs spent a fifth of their planning detecting the same circles.
///
/// The key is the address of the path's element storage; the entry keeps the path, which keeps that
/// storage alive, so no other array can take the address while the entry exists, and a hit compares
/// equal in constant time (arrays sharing storage are equal without comparing elements). Entries live
/// two frames: those of paths no longer drawn are dropped, so a path animation, which makes a new
/// path every frame, keeps only the last two frames' paths alive.
final class CircularArcCache {
    private typealias Entries = [UnsafeRawPointer: (path: CGPath, arc: CircularArc?)]
    private var current: Entries = [:]
    private var previous: Entries = [:]

    init() {}

    /// Starts a frame: what the frame before last asked about and the last did not is dropped.
    func beginFrame() {
        swap(&current, &previous)
        current.removeAll(keepingCapacity: true)
    }

    /// The arc `path` is, or nil.
    func arc(of path: CGPath) -> CircularArc? {
        guard let key = path.elements.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else {
            return nil
        }
        if let entry = current[key], entry.path == path { return entry.arc }
        let arc: CircularArc?
        if let entry = previous[key], entry.path == path { arc = entry.arc } else { arc = CircularArc.detect(path) }
        current[key] = (path, arc)
        return arc
    }
}
