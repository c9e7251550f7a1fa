import Foundation
import CoreGraphics

/// A small least-recently-used cache of flattened paths, keyed by (path, tolerance bucket).
///
/// Owned by the caller (the renderer keeps one per layer or one per frame graph); there is no global
/// instance. Not thread-safe: use one per thread. The tolerance is bucketed by rounding
/// `pixelsPerPoint` UP to the next power of 2^(1/4) (19 % steps), so an animated scale re-flattens only
/// when it crosses a bucket and the cached polyline is never coarser than asked.
package final class FlatteningCache {
    struct Key: Hashable {
        var path: CGPath
        var bucket: Int
        var toleranceBits: UInt64
    }

    /// Maximum number of polylines kept; the least recently used is evicted first.
    package let capacity: Int
    @exclusivity(unchecked) private var entries: [Key: (polyline: Polyline, lastUse: UInt64)] = [:]
    @exclusivity(unchecked) private var tick: UInt64 = 0
    /// Counters for tests and the benchmark.
    @exclusivity(unchecked) package private(set) var hits = 0
    @exclusivity(unchecked) package private(set) var misses = 0

    package init(capacity: Int = 64) { self.capacity = max(1, capacity) }

    package var count: Int { entries.count }

    package func removeAll() { entries.removeAll(keepingCapacity: true) }

    /// The bucket index of a scale: ceil(4·log2(pixelsPerPoint)).
    static func bucket(for pixelsPerPoint: Double) -> Int {
        Int((4 * log2(pixelsPerPoint)).rounded(.up))
    }
    /// The scale a bucket stands for (>= every pixelsPerPoint in it).
    static func bucketScale(_ bucket: Int) -> Double { exp2(Double(bucket) / 4) }

    /// The polyline of `path` flattened for `pixelsPerPoint` at `toleranceInPixels`, computed on a miss.
    package func polyline(for path: CGPath, pixelsPerPoint: Double, toleranceInPixels: Double) -> Polyline {
        let b = FlatteningCache.bucket(for: pixelsPerPoint)
        let key = Key(path: path, bucket: b, toleranceBits: toleranceInPixels.bitPattern)
        tick &+= 1
        if let hit = entries[key] {
            hits += 1
            entries[key] = (hit.polyline, tick)
            return hit.polyline
        }
        misses += 1
        let scale = FlatteningCache.bucketScale(b)
        let polyline = Flattener.flatten(path, tolerance: toleranceInPixels / scale)
        if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries.removeValue(forKey: oldest.key)
        }
        entries[key] = (polyline, tick)
        return polyline
    }
}
