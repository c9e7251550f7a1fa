import Foundation

/// Levenshtein distance over Characters: the fewest insertions, deletions and substitutions that turn
/// one string into the other. O(m·n) time, O(n) memory; used for "did you mean" suggestions (`likelyTypo`).
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `name` when it is a likely typo: at most a third of the longer name's
    /// characters differ (and at least 1 may); the first of equally close ones; nil when none is close.
    ///
    /// A name whose length alone puts it beyond every candidate's reach (a megabyte key) is answered at
    /// once: the distance is at least the difference in length, and computing it would cost
    /// O(length · candidates) (seconds for a 500,000-character key).
    public static func likelyTypo(of name: String, among candidates: [String]) -> String? {
        let length = name.count
        guard candidates.contains(where: { abs(length - $0.count) <= max(1, max(length, $0.count) / 3) }) else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = between(name.lowercased(), candidate.lowercased())
            if distance < best?.distance ?? Int.max { best = (candidate, distance) }
        }
        guard let best else { return nil }
        return best.distance <= max(1, max(length, best.name.count) / 3) ? best.name : nil
    }
}
