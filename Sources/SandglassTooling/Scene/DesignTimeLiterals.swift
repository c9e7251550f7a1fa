import Foundation
import Synchronization

/// The values of the numeric literals of a Swift scene compiled for the preview, which the preview can
/// change while the scene runs (Xcode Previews calls them design-time literals).
///
/// The preview compiles a scene file with each numeric literal `3.0` rewritten to
/// `__sgFloatLiteral(7, 3.0)`: the literal's number in the file, and the literal itself, which keeps
/// its type. The call answers the table's value for 7 when the user has dragged it, else the literal.
/// Changing a value and rebuilding the scene shows it at once, with no compile. The table is
/// process-wide because the calls are in the user's code, which has no way to be handed one (the one
/// global of its kind, beside `CATransaction`'s).
public enum DesignTimeLiterals {
    private static let values = Mutex<[Int: Double]>([:])

    /// The value literal `index` is set to, nil when it is the literal written in the file.
    public static func value(at index: Int) -> Double? { values.withLock { $0[index] } }
    public static func set(_ value: Double?, at index: Int) { values.withLock { $0[index] = value } }
    /// Forgets every value (a new build numbers its literals afresh).
    public static func reset() { values.withLock { $0 = [:] } }
    /// Every value set, by literal index.
    public static func snapshot() -> [Int: Double] { values.withLock { $0 } }

    /// Runs `body` with the table holding `table` (a frozen A of the preview's A/B, built and run with
    /// the literals it had), then puts the values back as they were.
    public static func with<R>(_ table: [Int: Double], _ body: () throws -> R) rethrows -> R {
        let saved = values.withLock { current in
            defer { current = table }
            return current
        }
        defer { values.withLock { $0 = saved } }
        return try body()
    }
}

/// A rewritten floating-point literal: the table's value for `index`, in the literal's own type.
public func __sgFloatLiteral<T: ExpressibleByFloatLiteral>(_ index: Int, _ literal: T) -> T {
    guard let value = DesignTimeLiterals.value(at: index) else { return literal }
    return designValue(value, as: T.self) ?? literal
}

/// A rewritten integer literal: the table's value for `index`, in the literal's own type (rounded for
/// integer types, and kept as written when it does not fit).
public func __sgIntLiteral<T: ExpressibleByIntegerLiteral>(_ index: Int, _ literal: T) -> T {
    guard let value = DesignTimeLiterals.value(at: index) else { return literal }
    return designValue(value, as: T.self) ?? literal
}

/// `value` in the literal's type: a floating-point or integer type, or `NSNumber` (what
/// `CAKeyframeAnimation.keyTimes = [0, 0.3, 1]` makes of its literals).
private func designValue<T>(_ value: Double, as type: T.Type) -> T? {
    if type == NSNumber.self { return NSNumber(value: value) as? T }
    if let float = type as? any BinaryFloatingPoint.Type { return float.init(value) as? T }
    if let integer = type as? any BinaryInteger.Type, value.isFinite { return integer.init(exactly: value.rounded()) as? T }
    return nil
}
