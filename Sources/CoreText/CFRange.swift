/// A UTF-16 code unit, as Core Foundation names it (Foundation on Linux does not export it).
public typealias UniChar = UInt16

/// A range of UTF-16 code units, as Core Foundation's `CFRange` (Foundation on Linux does not export it).
public struct CFRange: Equatable, Sendable {
    public var location: Int
    public var length: Int
    public init(location: Int, length: Int) { (self.location, self.length) = (location, length) }
}

public func CFRangeMake(_ location: Int, _ length: Int) -> CFRange { CFRange(location: location, length: length) }
