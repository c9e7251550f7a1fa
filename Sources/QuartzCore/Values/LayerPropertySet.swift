/// A set of `LayerProperty`s in one word: which properties were written on a presentation copy
/// since its values were last copied from its model (see `CALayer.syncAnimatableValues(to:)`).
struct LayerPropertySet: Equatable, Sequence {
    private(set) var bits: UInt64 = 0

    /// A case's bit: a payload-free enum is stored as its case's ordinal (up to 64 fit a word; a test
    /// checks that every case has its own bit).
    @inline(__always)
    static func bit(_ p: LayerProperty) -> UInt64 { 1 << UInt64(unsafeBitCast(p, to: UInt8.self)) }

    var isEmpty: Bool { bits == 0 }

    @inline(__always)
    mutating func insert(_ p: LayerProperty) { bits |= Self.bit(p) }

    func makeIterator() -> Iterator { Iterator(remaining: bits) }

    /// The members in case order.
    struct Iterator: IteratorProtocol {
        var remaining: UInt64

        mutating func next() -> LayerProperty? {
            guard remaining != 0 else { return nil }
            let ordinal = UInt8(remaining.trailingZeroBitCount)
            remaining &= remaining - 1
            return unsafeBitCast(ordinal, to: LayerProperty.self)
        }
    }
}
