import Sandglass
import SandglassTessellation

/// `CircularArc.detect` remembered by path storage. A shape layer's path is the same array frame after
/// frame (its presentation copy and render node share the model's), so each path is examined once, not
/// in every frame: 10,000 animated arcs spent a fifth of their planning detecting the same circles.
///
/// The key is the address of the path's element storage; the entry keeps the path, which keeps that
/// storage alive, so no other array can take the address while the entry exists, and a hit compares
/// equal in constant time (arrays sharing storage are equal without comparing elements).
final class CircularArcCache {
    private var entries: [UnsafeRawPointer: (path: CGPath, arc: CircularArc?)] = [:]
    /// Paths remembered at most; then all are dropped (a scene making new paths every frame, such as
    /// a path animation, refills it without ever growing it further).
    let capacity: Int

    init(capacity: Int = 16_384) { self.capacity = capacity }

    /// The arc `path` is, or nil.
    func arc(of path: CGPath) -> CircularArc? {
        guard let key = path.elements.withUnsafeBufferPointer({ $0.baseAddress.map(UnsafeRawPointer.init) }) else {
            return nil
        }
        if let entry = entries[key], entry.path == path { return entry.arc }
        let arc = CircularArc.detect(path)
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = (path, arc)
        return arc
    }
}
