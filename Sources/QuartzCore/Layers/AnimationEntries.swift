/// One animation attached to a layer: its key and the layer's own copy.
struct AnimationEntry {
    var key: String
    var animation: CAAnimation
}

/// A layer's animations in the order they were added, with their keys also in a set, so that adding
/// one (which replaces any under the same key, or picks a free `animation-N` key) costs the same with
/// 20,000 animations on the layer as with one: a scene file that adds thousands loads in linear time.
/// It counts its transitions, so that a frame asks each layer for the transition it shows without
/// looking through its animations (10,000 animated layers spent a tenth of their evaluation there).
struct AnimationEntries: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The entries in order (read by `CALayer.forEachAnimation`).
    private(set) var list: [AnimationEntry] = []
    private var keys: Set<String> = []
    /// How many of the animations are `CATransition`s.
    private(set) var transitionCount = 0

    init(arrayLiteral elements: AnimationEntry...) {
        for e in elements { append(e) }
    }

    var startIndex: Int { list.startIndex }
    var endIndex: Int { list.endIndex }
    subscript(position: Int) -> AnimationEntry { list[position] }

    /// The list's own iterator: a loop over a layer's animations then holds (retains) only the list.
    /// The default iterator held a copy of this whole value, so each frame's tick and presentation
    /// retained the key set too, an object they never read: one cache miss a layer each, a tenth of
    /// evaluating 10,000 animated layers.
    func makeIterator() -> IndexingIterator<[AnimationEntry]> { list.makeIterator() }

    func containsKey(_ key: String) -> Bool { keys.contains(key) }

    mutating func append(_ entry: AnimationEntry) {
        list.append(entry)
        keys.insert(entry.key)
        if entry.animation is CATransition { transitionCount += 1 }
    }

    @discardableResult
    mutating func remove(at index: Int) -> AnimationEntry {
        let entry = list.remove(at: index)
        keys.remove(entry.key)
        if entry.animation is CATransition { transitionCount -= 1 }
        return entry
    }

    mutating func removeAll(where shouldRemove: (AnimationEntry) throws -> Bool) rethrows {
        try list.removeAll(where: shouldRemove)
        keys = Set(list.lazy.map(\.key))
        transitionCount = list.count { $0.animation is CATransition }
    }
}
